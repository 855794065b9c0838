/** LEAC charge per kWh by delivery level and effective date (spec, section 9). */
export const LEAC_EFFECTIVE_DATES = ['02/01/24', '08/01/24', '02/01/25', '08/01/25'] as const;

export const LEAC_RATES: { level: string; rates: readonly [number, number, number, number] }[] = [
  { level: 'Secondary', rates: [0.261995, 0.261995, 0.208802, 0.155495] },
  { level: '13.8kV', rates: [0.254148, 0.254148, 0.201762, 0.150814] },
  { level: '34.5kV', rates: [0.253416, 0.253416, 0.201106, 0.150379] },
  { level: '115kV', rates: [0.250297, 0.250297, 0.198306, 0.148528] },
];

/** Fuel purchase link labels are cut to this many characters plus an ellipsis. */
export const FUEL_PURCHASE_LABEL_MAX = 22;
