/**
 * LEAC charge per kWh by delivery level and effective date, as the PUC orders set them. Kept as the exact decimal
 * strings of the orders: they are shown as written, never rounded through binary floating point.
 */
export const LEAC_EFFECTIVE_DATES = ['02/01/24', '08/01/24', '02/01/25', '08/01/25'] as const;

export type LeacEffectiveDate = (typeof LEAC_EFFECTIVE_DATES)[number];

export interface LeacLevel {
  level: string;
  rates: Record<LeacEffectiveDate, string>;
}

export const LEAC_RATES: LeacLevel[] = [
  { level: 'Secondary', rates: { '02/01/24': '0.261995', '08/01/24': '0.261995', '02/01/25': '0.208802', '08/01/25': '0.155495' } },
  { level: '13.8kV', rates: { '02/01/24': '0.254148', '08/01/24': '0.254148', '02/01/25': '0.201762', '08/01/25': '0.150814' } },
  { level: '34.5kV', rates: { '02/01/24': '0.253416', '08/01/24': '0.253416', '02/01/25': '0.201106', '08/01/25': '0.150379' } },
  { level: '115kV', rates: { '02/01/24': '0.250297', '08/01/24': '0.250297', '02/01/25': '0.198306', '08/01/25': '0.148528' } },
];

/** The fuel-adjustment factor table of /rates: the three latest effective dates. */
export const FUEL_ADJUSTMENT_DATES: readonly LeacEffectiveDate[] = LEAC_EFFECTIVE_DATES.slice(1);

/** Fuel purchase link labels are cut to this many characters plus an ellipsis. */
export const FUEL_PURCHASE_LABEL_MAX = 22;
