import { LEAC_EFFECTIVE_DATES, Link, Page, Tabs } from '@gpa/shared-ui';
import { DocumentList } from '../../components/DocumentList';
import { LeacRateTable } from '../../components/LeacRateTable';
import { FUEL_PURCHASE_LABEL_MAX } from '../../content/leacRates';
import { useFuelPurchases, usePucLeacOrders } from '../../content/leac';
import { LeacChart } from './LeacChart';

function FuelPurchases() {
  return (
    <DocumentList
      query={useFuelPurchases()}
      what="fuel purchases"
      maxLabel={FUEL_PURCHASE_LABEL_MAX}
      emptyText="No fuel purchase reports yet."
    />
  );
}

function PucLeacOrders() {
  return (
    <DocumentList query={usePucLeacOrders()} what="PUC LEAC orders" emptyText="No PUC LEAC orders yet." />
  );
}

export default function LeacPage() {
  return (
    <Page
      title="Levelized Energy Adjustment Clause (LEAC)"
      intro="The LEAC is the fuel charge on your bill, reviewed every six months by the Public Utilities Commission."
    >
      <Tabs
        label="LEAC information"
        tabs={[
          {
            id: 'cost',
            label: 'LEAC COST',
            content: (
              <>
                <LeacRateTable
                  caption="LEAC charge per kWh by delivery level and effective date"
                  dates={LEAC_EFFECTIVE_DATES}
                />
                <LeacChart />
              </>
            ),
          },
          { id: 'fuel', label: 'FUEL PURCHASES', content: <FuelPurchases /> },
          { id: 'orders', label: 'PUC LEAC Orders', content: <PucLeacOrders /> },
        ]}
      />
      <p>
        See what the current charge means for your bill:{' '}
        <Link to="/rate-calculator">estimate your bill with the rate calculator</Link>.
      </p>
    </Page>
  );
}
