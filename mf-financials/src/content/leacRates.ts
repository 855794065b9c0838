// The financials area's views of the LEAC table (shared-ui's rates/leacRates.ts holds the table itself).
import { LEAC_EFFECTIVE_DATES, type LeacEffectiveDate } from '@gpa/shared-ui';

/** The fuel-adjustment factor table of /rates: the three latest effective dates. */
export const FUEL_ADJUSTMENT_DATES: readonly LeacEffectiveDate[] = LEAC_EFFECTIVE_DATES.slice(1);

/** Fuel purchase link labels are cut to this many characters plus an ellipsis. */
export const FUEL_PURCHASE_LABEL_MAX = 22;
