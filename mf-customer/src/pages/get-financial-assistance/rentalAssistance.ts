// Rental assistance constants, as the page states them.

export const RENTAL_ASSISTANCE = {
  maxMonths: 18,
  areaMedianIncomePercent: 80,
  noticeBusinessDays: 10,
  appealBusinessDays: 15,
  relocationDays: 30,
  displacementDays: 30,
  maxLateFeePercent: 10,
  rejectedPaymentFee: 1000,
} as const;

/** Fair market rent per month by number of bedrooms (0 = studio). */
export const FAIR_MARKET_RENTS: { bedrooms: string; rent: number }[] = [
  { bedrooms: 'Studio', rent: 1093 },
  { bedrooms: '1 bedroom', rent: 1199 },
  { bedrooms: '2 bedrooms', rent: 1578 },
  { bedrooms: '3 bedrooms', rent: 2243 },
  { bedrooms: '4 bedrooms', rent: 2688 },
  { bedrooms: '5 bedrooms', rent: 3091 },
];

/** Yearly income limits (80 percent of area median income) by household size 1 to 8. */
export const INCOME_LIMITS: number[] = [42250, 51700, 58150, 64600, 69800, 74950, 80150, 85300];

/** Whole dollars as "$1,093". */
export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
