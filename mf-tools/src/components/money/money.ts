// Exact money arithmetic and formatting for the calculators (big.js).
import Big from 'big.js';

/**
 * The one money module of the tools: exact decimal arithmetic (big.js, never binary floating point), rounding
 * half up (ties away from zero) to 2 decimals for money, 6 for per-kWh rates, 2 for percentages. A quotient
 * (a per-kWh average, a percentage) keeps 40 decimals before it is rounded for display.
 */
const Exact = Big();
Exact.DP = 40;
Exact.RM = Big.roundHalfUp;
export type Decimal = Big;

export const MIN_KWH = 500;
export const KWH_MESSAGE = 'Please input Kilowatts 500 and above';
export const KWH_DECIMALS_MESSAGE = 'Please input kilowatt hours with at most 3 decimals';
/** Far above any meter, low enough that an exponent such as 1e999999 cannot build a million-digit bill. */
export const MAX_KWH = 1_000_000_000;
export const KWH_MAX_MESSAGE = 'Please input at most 1,000,000,000 kilowatt hours';
const KWH_DECIMALS = 3;

/** A number as written in the content service or in code (0.155495 stays exactly 0.155495). */
export const decimal = (value: number | string): Decimal => new Exact(value);

export const sum = (values: Decimal[]): Decimal =>
  values.reduce((total, value) => total.plus(value), decimal(0));

/** The larger of two amounts. */
export const max = (a: Decimal, b: Decimal): Decimal => (a.gte(b) ? a : b);

export const isZero = (value: Decimal): boolean => value.eq(0);

/** Below zero (a negative zero is not). */
export const isNegative = (value: Decimal): boolean => value.lt(0);

/** How many decimals the exact value has: 34.775 has 3, 15 and 1.5e3 none. */
export const decimalPlaces = (value: Decimal): number => Math.max(0, value.c.length - 1 - value.e);

/** Money as the visitor sees it: cents, half up (34.775 -> 34.78). */
export const roundMoney = (value: Decimal): Decimal => value.round(2, Big.roundHalfUp);

/** The change from `before` to `after` in percent, to 2 decimals (undefined when `before` is zero). */
export function percentChange(before: Decimal, after: Decimal): Decimal | undefined {
  if (isZero(before)) return undefined;
  return after.minus(before).div(before).times(100).round(2, Big.roundHalfUp);
}

/** Inserts thousands separators into the integer part of a plain decimal string. */
function groupThousands(fixed: string): string {
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Dollars with separators, the sign before the `$`, to `decimals` half up: `$1,234.57`, `-$42.27`. */
function dollars(value: Decimal, decimals: number): string {
  const rounded = value.round(decimals, Big.roundHalfUp);
  const sign = isNegative(rounded) ? '-' : '';
  return `${sign}$${groupThousands(rounded.abs().toFixed(decimals))}`;
}

/** Money as the visitor reads it, in cents: `$1,234.57`, `-$42.27`. */
export const formatMoney = (value: Decimal): string => dollars(value, 2);

/**
 * A bill line as the seed's calculator shows it, unrounded: 2 decimals when it is whole cents (`$43.44`), else 6
 * (`$34.775000`), so the visitor sees the exact figure the totals are computed from.
 */
export const formatLineAmount = (value: Decimal): string => dollars(value, decimalPlaces(value) <= 2 ? 2 : 6);

/** A per-kWh rate with 6 decimals: `$0.208802`. */
export const formatRate = (value: Decimal): string => `$${value.toFixed(6, Big.roundHalfUp)}`;

/** `-13.74%`. */
export const formatPercent = (value: Decimal): string => `${value.toFixed(2, Big.roundHalfUp)}%`;

/** A kWh figure for text: `1,234.567`. */
export const formatKwh = (value: Decimal): string => groupThousands(value.toString());

/**
 * Reads the visitor's kilowatt hours: non-empty, a number (as a number field accepts it, so `1e3` is 1000),
 * at least 500 (and at most MAX_KWH), at most 3 decimals (the field's step of 0.001). Parsed from the text, so it stays exact.
 */
export function parseKwh(input: string): { kwh: Decimal } | { error: string } {
  const trimmed = input.trim();
  if (!/^[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return { error: KWH_MESSAGE };
  // big.js reads no leading plus sign.
  const kwh = decimal(trimmed.replace(/^\+/, ''));
  if (kwh.lt(MIN_KWH)) return { error: KWH_MESSAGE };
  if (kwh.gt(MAX_KWH)) return { error: KWH_MAX_MESSAGE };
  if (decimalPlaces(kwh) > KWH_DECIMALS) return { error: KWH_DECIMALS_MESSAGE };
  return { kwh };
}
