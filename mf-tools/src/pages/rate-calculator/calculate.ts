// The rate calculator's charge lines and total for a kWh figure.
import { CURRENT_LEAC, type RateCalculatorsItem } from '@gpa/shared-ui';
import { type Decimal, decimal, roundMoney, sum } from '../../components/money/money';

/** The fuel recovery charge row uses the current LEAC's secondary factor, whatever its table row says. */
export const FUEL_RECOVERY_RATE = decimal(CURRENT_LEAC.secondary);

export interface ChargeLine {
  label: string;
  /** Rounded to cents, as shown. */
  amount: Decimal;
}

/** A rate table value from the content service; a JSON number keeps its shortest decimal form (0.155495). */
const tableValue = (value: number | null | undefined): Decimal => decimal(value ?? 0);

function lineAmount(kwh: Decimal, row: RateCalculatorsItem): Decimal {
  const rateValue = tableValue(row.Rate_Value);
  const calcValue = /fuel recovery charge/i.test(row.Label ?? '')
    ? FUEL_RECOVERY_RATE
    : tableValue(row.Calc_Value);
  switch (row.Type) {
    case 'Percentage':
      return kwh.times(rateValue).div(100).times(calcValue);
    case 'Fixed':
      return rateValue.times(calcValue);
    case 'Fixed Deduction':
      return kwh.minus(rateValue).times(calcValue);
    default:
      return decimal(0);
  }
}

/**
 * The bill lines of the rate table for `kwh`, each rounded half up to cents, and their total: the sum of
 * the lines as shown, so the table adds up.
 */
export function calculateBill(
  kwh: Decimal,
  rows: RateCalculatorsItem[],
): { lines: ChargeLine[]; total: Decimal } {
  const lines = rows.map((row) => ({ label: row.Label ?? '', amount: roundMoney(lineAmount(kwh, row)) }));
  return { lines, total: sum(lines.map((line) => line.amount)) };
}
