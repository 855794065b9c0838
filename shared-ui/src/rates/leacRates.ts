// The LEAC (fuel charge) per kWh by delivery level and effective date: the one source of "the current LEAC" and
// of the date of the base rates in effect.

/** The base rates in effect (the bill comparison's Current column; the rate calculator and the sample bill use them). */
export const BASE_RATES_EFFECTIVE = '2/1/2025';

/** The latest date of the table: its LEAC is the one in effect. */
const LATEST = '08/01/25';
export const LEAC_EFFECTIVE_DATES = ['02/01/24', '08/01/24', '02/01/25', LATEST] as const;

export type LeacEffectiveDate = (typeof LEAC_EFFECTIVE_DATES)[number];

export interface LeacLevel {
  level: string;
  rates: Record<LeacEffectiveDate, string>;
}

/**
 * LEAC charge per kWh by delivery level and effective date, as the PUC orders set them. Kept as the exact decimal
 * strings of the orders: they are shown as written, never rounded through binary floating point.
 * Secondary delivery: residential bills.
 */
const SECONDARY: LeacLevel = {
  level: 'Secondary',
  rates: { '02/01/24': '0.261995', '08/01/24': '0.261995', '02/01/25': '0.208802', '08/01/25': '0.155495' },
};

export const LEAC_RATES: LeacLevel[] = [
  SECONDARY,
  {
    level: '13.8kV',
    rates: { '02/01/24': '0.254148', '08/01/24': '0.254148', '02/01/25': '0.201762', '08/01/25': '0.150814' },
  },
  {
    level: '34.5kV',
    rates: { '02/01/24': '0.253416', '08/01/24': '0.253416', '02/01/25': '0.201106', '08/01/25': '0.150379' },
  },
  {
    level: '115kV',
    rates: { '02/01/24': '0.250297', '08/01/24': '0.250297', '02/01/25': '0.198306', '08/01/25': '0.148528' },
  },
];

/** The LEAC of `effective` at secondary delivery (residential bills), as the order writes it. */
export const secondaryLeac = (effective: LeacEffectiveDate): string => SECONDARY.rates[effective];

/**
 * The LEAC in effect: the latest effective date of the table, at secondary delivery. Every page that quotes
 * "the current LEAC" (rate calculator, sample bill, bill comparison's note) takes its figure and date from here.
 */
export const CURRENT_LEAC = { effective: LATEST, secondary: secondaryLeac(LATEST) } as const;

// The same words on the server and in every browser: one locale, one time zone.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An effective date of the table (MM/DD/YY) in words a customer reads: '08/01/25' -> 'August 1, 2025'. */
export function effectiveDateInWords(effective: LeacEffectiveDate): string {
  const [month, day, year] = effective.split('/').map(Number) as [number, number, number];
  return LONG_DATE.format(Date.UTC(2000 + year, month - 1, day));
}

/** The LEAC a bill figure uses, named in words next to it: "the LEAC of August 1, 2025 ($0.155495 per kWh)". */
export const leacInWords = (effective: LeacEffectiveDate): string =>
  `the LEAC of ${effectiveDateInWords(effective)} ($${secondaryLeac(effective)} per kWh)`;
