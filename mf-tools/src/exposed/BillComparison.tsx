// The bill comparison calculator, exposed for other areas to embed.
import styled from '@emotion/styled';
import {
  Button,
  CURRENT_LEAC,
  effectiveDateInWords,
  leacInWords,
  Table,
  TableScroller,
} from '@gpa/shared-ui';
import { KwhForm, useKwhEntry } from '../components/kwh/KwhForm';
import {
  type Decimal,
  decimal,
  formatKwh,
  formatLineAmount,
  formatMoney,
  formatPercent,
  formatRate,
  isNegative,
  isZero,
} from '../components/money/money';
import {
  type BillColumn,
  type ChargeField,
  COMPARED_LEAC,
  CURRENT_RATES,
  PROPOSED_RATES,
  compareBills,
} from '../components/bill-comparison/billComparison';

const PLACEHOLDER = '-';

/** Row labels of the "Bill comparison result" fields, and how each field's rate reads. */
const ROWS: { field: ChargeField; label: string; rate: (value: Decimal) => string; subtotal?: boolean }[] = [
  { field: 'monthlyCharge', label: 'Monthly charge', rate: (value) => `${formatMoney(value)}/month` },
  { field: 'first500KWHCharge', label: 'Non-fuel energy, first 500 kWh', rate: perKwh },
  { field: 'over500KWHCharge', label: 'Non-fuel energy, over 500 kWh', rate: perKwh },
  { field: 'emergencyWaterWellCharge', label: 'Emergency water well', rate: perKwh },
  { field: 'selfInsuranceCharge', label: 'Self-insurance', rate: perKwh },
  { field: 'workingCapitalFundCharge', label: 'Working capital fund', rate: perKwh },
  {
    field: 'totalElectricChargeBeforeFuel',
    label: 'Total electric charge before fuel',
    rate: averagePerKwh,
    subtotal: true,
  },
  { field: 'fuelRecoveryCharge', label: 'Fuel recovery charge (LEAC)', rate: perKwh },
  { field: 'totalElectricCharge', label: 'Total electric charge', rate: averagePerKwh, subtotal: true },
];

function perKwh(value: Decimal) {
  return `${formatRate(value)}/kWh`;
}

function averagePerKwh(value: Decimal) {
  return `${formatRate(value)}/kWh average`;
}

const Wrapper = styled.div`
  tr[data-subtotal] th,
  tr[data-subtotal] td {
    font-weight: 700;
  }
  td {
    white-space: nowrap;
  }
  @media print {
    [role='region'] {
      overflow: visible;
    }
    table {
      break-inside: avoid;
    }
    .no-print {
      display: none;
    }
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) auto;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: ${({ theme }) => theme.space(2)} 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A charge line exact, with 2 or 6 decimals; a subtotal or total in cents. */
function amountCell(column: BillColumn | undefined, field: ChargeField, subtotal: boolean | undefined) {
  if (!column) return PLACEHOLDER;
  const amount = column[`${field}Total`];
  return subtotal ? formatMoney(amount) : formatLineAmount(amount);
}

function direction(change: Decimal) {
  if (isZero(change)) return 'no change';
  return isNegative(change) ? 'decrease' : 'increase';
}

/**
 * Residential bill comparison, current against proposed rates, for a monthly kWh (500 or more). Embedded
 * by other areas through federation and shown on /bill-comparison-calculator. `?kwh=` in the address fills
 * the field and calculates, so a result can be shared.
 */
export function BillComparison() {
  const { entry, setInput, calculate } = useKwhEntry();
  const result = entry.kwh ? compareBills(entry.kwh) : undefined;

  const change = result?.increaseDecreaseInTotalBill;
  const caption = result ? `Monthly bill for ${formatKwh(result.kwh)} kWh` : 'Monthly bill';
  return (
    <Wrapper>
      <KwhForm
        name="Bill comparison calculator"
        label="Kilowatt hours (kWh) per month"
        entry={entry}
        onInput={setInput}
        onCalculate={calculate}
      />
      <TableScroller label="Bill comparison" caption={caption} minWidth="44rem">
        <Table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              {/* Amounts first: on a phone they show without scrolling sideways. */}
              {/* Named by the LEAC each uses: the LEAC in force now is another (the note says which). */}
              <th scope="col">Amount with the LEAC of {effectiveDateInWords(COMPARED_LEAC)}</th>
              <th scope="col">Proposed amount</th>
              <th scope="col">Rate ({CURRENT_RATES.effective})</th>
              <th scope="col">Proposed rate ({PROPOSED_RATES.effective})</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(({ field, label, rate, subtotal }) => (
              <tr key={field} data-subtotal={subtotal ? '' : undefined}>
                <th scope="row">{label}</th>
                <td>{amountCell(result?.current, field, subtotal)}</td>
                <td>{amountCell(result?.proposed, field, subtotal)}</td>
                <td>{result ? rate(result.current[field]) : PLACEHOLDER}</td>
                <td>{result ? rate(result.proposed[field]) : PLACEHOLDER}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      <Summary aria-live="polite">
        <dt>Increase/decrease in total bill</dt>
        <dd>{change ? `${formatMoney(change)} (${direction(change)})` : PLACEHOLDER}</dd>
        <dt>Percent increase/decrease in total bill</dt>
        <dd>
          {result?.percentIncreaseDecreaseInTotalBill
            ? formatPercent(result.percentIncreaseDecreaseInTotalBill)
            : PLACEHOLDER}
        </dd>
        <dt>Percent increase/decrease in LEAC rate</dt>
        <dd>
          {result?.percentIncreaseDecreaseInLEACRate
            ? formatPercent(result.percentIncreaseDecreaseInLEACRate)
            : PLACEHOLDER}
        </dd>
      </Summary>
      <Note>
        First column: the base rates effective {CURRENT_RATES.effective} with {leacInWords(COMPARED_LEAC)},
        the figures the rate adjustment petition compares (not the LEAC in force today). Proposed: the rates
        effective {PROPOSED_RATES.effective} with a LEAC of {formatRate(PROPOSED_RATES.fuelRecoveryRate)} per
        kWh, pending approval by the Public Utilities Commission. (The rate calculator uses the same base
        rates with the current LEAC, effective {CURRENT_LEAC.effective}, of{' '}
        {formatRate(decimal(CURRENT_LEAC.secondary))} per kWh, so its bill differs.) Each charge is shown
        exact (to 6 decimals where it has more than cents); the totals add up the exact charges and are
        rounded to the cent.
      </Note>
      {result ? (
        // Hidden without script (the layout's data-needs-script rule): the browser's own Print remains.
        <p className="no-print" data-needs-script="">
          <Button type="button" onClick={() => window.print()}>
            Print this comparison
          </Button>
        </p>
      ) : null}
    </Wrapper>
  );
}

export default BillComparison;
