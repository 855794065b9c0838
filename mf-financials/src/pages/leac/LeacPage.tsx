import { Link } from 'react-router';
import { FileLinkList, Page, QueryState, Table, TableScroller, Tabs } from '@gpa/shared-ui';
import { useFuelPurchases, usePucLeacOrders } from '../../content/leac';
import { FUEL_PURCHASE_LABEL_MAX, LEAC_EFFECTIVE_DATES, LEAC_RATES } from './leacRates';

function LeacCostTable() {
  return (
    <TableScroller label="LEAC charges by delivery level">
      <Table>
        <caption>LEAC charge per kWh by delivery level and effective date</caption>
        <thead>
          <tr>
            <th scope="col">Delivery level</th>
            {LEAC_EFFECTIVE_DATES.map((date) => (
              <th scope="col" key={date}>
                {date}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEAC_RATES.map(({ level, rates }) => (
            <tr key={level}>
              <th scope="row">{level}</th>
              {rates.map((rate, index) => (
                <td key={LEAC_EFFECTIVE_DATES[index]}>${rate.toFixed(6)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}

function FuelPurchases() {
  const purchases = useFuelPurchases();
  return (
    <QueryState query={purchases} what="fuel purchases">
      {(items) => <FileLinkList items={items} maxLabel={FUEL_PURCHASE_LABEL_MAX} emptyText="No fuel purchase reports yet." />}
    </QueryState>
  );
}

function PucLeacOrders() {
  const orders = usePucLeacOrders();
  return (
    <QueryState query={orders} what="PUC LEAC orders">
      {(items) => <FileLinkList items={items} emptyText="No PUC LEAC orders yet." />}
    </QueryState>
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
          { id: 'cost', label: 'LEAC COST', content: <LeacCostTable /> },
          { id: 'fuel', label: 'FUEL PURCHASES', content: <FuelPurchases /> },
          { id: 'orders', label: 'PUC LEAC Orders', content: <PucLeacOrders /> },
        ]}
      />
      <p>
        See what the current charge means for your bill: <Link to="/rate-calculator">estimate your bill with the rate calculator</Link>.
      </p>
    </Page>
  );
}
