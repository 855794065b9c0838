import {
  CURRENT_LEAC,
  effectiveDateInWords,
  LEAC_EFFECTIVE_DATES,
  LEAC_RATES,
  Link,
  Page,
  Tabs,
} from '@gpa/shared-ui';
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

/** The LEAC in force, in a sentence above the table (the table's newest column may be off a phone's screen). */
function LeacInForce() {
  const [secondary, ...others] = LEAC_RATES;
  return (
    <p>
      <strong>
        The LEAC in force since {effectiveDateInWords(CURRENT_LEAC.effective)} is ${CURRENT_LEAC.secondary}{' '}
        per kWh
      </strong>{' '}
      for {secondary?.level.toLowerCase()} delivery (homes and most businesses);{' '}
      {others.map(({ level, rates }) => `$${rates[CURRENT_LEAC.effective]} at ${level}`).join(', ')}.
    </p>
  );
}

// Newest first: the LEAC in force is the first column, on screen on a phone.
const NEWEST_FIRST = [...LEAC_EFFECTIVE_DATES].reverse();

export default function LeacPage() {
  return (
    <Page
      title="Levelized Energy Adjustment Clause (LEAC)"
      intro="The LEAC is the fuel charge on your bill, reviewed every six months by the Public Utilities Commission."
    >
      <LeacInForce />
      <Tabs
        label="LEAC information"
        param="tab"
        tabs={[
          {
            id: 'cost',
            label: 'LEAC COST',
            content: (
              <>
                <LeacRateTable
                  caption="LEAC charge per kWh by delivery level and effective date"
                  dates={NEWEST_FIRST}
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
