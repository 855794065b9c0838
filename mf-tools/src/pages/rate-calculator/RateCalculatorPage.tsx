import {
  CURRENT_LEAC,
  EmptyState,
  Link,
  Page,
  QueryState,
  type RateCalculatorsItem,
  Table,
  TableScroller,
} from '@gpa/shared-ui';
import { CURRENT_RATES } from '../../components/bill-comparison/billComparison';
import { useRateTable } from '../../content/rateTable';
import { KwhForm, useKwhEntry } from '../../components/kwh/KwhForm';
import { formatMoney, formatRate } from '../../components/money/money';
import { calculateBill, FUEL_RECOVERY_RATE } from './calculate';

const PLACEHOLDER = '-';

function Calculator({ rows }: { rows: RateCalculatorsItem[] }) {
  const { entry, setInput, calculate } = useKwhEntry();
  const result = entry.kwh ? calculateBill(entry.kwh, rows) : undefined;

  return (
    <>
      <KwhForm
        name="Rate calculator"
        label="Monthly energy use (kWh)"
        entry={entry}
        onInput={setInput}
        onCalculate={calculate}
      />
      <TableScroller label="Estimated monthly bill">
        <Table>
          <caption>Estimated monthly bill</caption>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const amount = result?.lines[index]?.amount;
              return (
                <tr key={`${row.Label}-${index}`}>
                  <th scope="row">{row.Label}</th>
                  <td>{amount ? formatMoney(amount) : PLACEHOLDER}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td aria-live="polite">{result ? formatMoney(result.total) : PLACEHOLDER}</td>
            </tr>
          </tfoot>
        </Table>
      </TableScroller>
      <RatesUsed />
    </>
  );
}

/**
 * Which rates this bill uses, by their dates: the base rates of the bill comparison's current column and the
 * current LEAC, so a visitor can tell why the bill comparison (at the LEAC of its own date) shows another figure.
 */
function RatesUsed() {
  return (
    <p>
      This estimate uses the base rates effective {CURRENT_RATES.effective} and the current fuel charge
      (LEAC), effective {CURRENT_LEAC.effective}, of {formatRate(FUEL_RECOVERY_RATE)} per kWh.
    </p>
  );
}

/** Rate calculator: the bill for a monthly kWh, driven by the rate table of the content service. */
export default function RateCalculatorPage() {
  const table = useRateTable();
  return (
    <Page
      title="Rate Calculator"
      intro="Estimate a residential monthly bill from your energy use (500 kWh or more)."
    >
      <QueryState query={table} what="rate table">
        {(items) =>
          items.length ? (
            <Calculator rows={items.map((item) => item.attributes)} />
          ) : (
            <EmptyState>The rate table is being updated. Please come back later.</EmptyState>
          )
        }
      </QueryState>
      <p>
        The fuel recovery charge follows the <Link to="/leac">Levelized Energy Adjustment Clause (LEAC)</Link>
        . Compare the rates of 2/1/2025 with those proposed for 9/1/2025, each with its own LEAC, in the{' '}
        <Link to="/bill-comparison-calculator">bill comparison calculator</Link>.
      </p>
    </Page>
  );
}
