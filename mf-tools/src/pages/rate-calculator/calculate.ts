import type { RateCalculatorsItem } from '@gpa/shared-ui';

export const MIN_KWH = 500;
export const KWH_MESSAGE = 'Please input Kilowatts 500 and above';
/** The fuel recovery charge row always uses this rate (spec, section 9). */
export const FUEL_RECOVERY_RATE = 0.155495;

export interface ChargeLine {
  label: string;
  amount: number;
}

/** Rounds half away from zero to cents, immune to binary noise such as 155.49499999999998. */
export function roundToCents(value: number): number {
  const cleaned = Number(value.toFixed(9));
  return Math.sign(cleaned) * Math.round(Number(`${Math.abs(cleaned)}e2`)) / 100;
}

/** Parses the visitor's entry: a number of at least 500 kWh, else the spec's message. */
export function parseKwh(input: string): { kwh: number } | { error: string } {
  const trimmed = input.trim();
  const kwh = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(kwh) || kwh < MIN_KWH) return { error: KWH_MESSAGE };
  return { kwh };
}

function lineAmount(kwh: number, row: RateCalculatorsItem): number {
  const rateValue = row.Rate_Value ?? 0;
  const calcValue = /fuel recovery charge/i.test(row.Label ?? '') ? FUEL_RECOVERY_RATE : (row.Calc_Value ?? 0);
  switch (row.Type) {
    case 'Percentage':
      return ((kwh * rateValue) / 100) * calcValue;
    case 'Fixed':
      return rateValue * calcValue;
    case 'Fixed Deduction':
      return (kwh - rateValue) * calcValue;
    default:
      return 0;
  }
}

/** The bill lines of the rate table for `kwh`, each to 2 decimals, and their total. */
export function calculateBill(kwh: number, rows: RateCalculatorsItem[]): { lines: ChargeLine[]; total: number } {
  const lines = rows.map((row) => ({ label: row.Label ?? '', amount: roundToCents(lineAmount(kwh, row)) }));
  const total = roundToCents(lines.reduce((sum, line) => sum + line.amount, 0));
  return { lines, total };
}
