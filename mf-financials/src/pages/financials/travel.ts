// Sorts the travel reports into fiscal years and months for the financials page.
import type { NonEmployeeTravelJustificationReportsItem, StrapiItem } from '@gpa/shared-ui';

type TravelReport = StrapiItem<NonEmployeeTravelJustificationReportsItem>;

/** Reports whose Anchor contains this mark belong to the current fiscal year. */
export const CURRENT_FISCAL_YEAR_MARK = '2025';

// The fiscal year starts 1 October, so its months run October to September.
const FISCAL_MONTHS = ['oct', 'nov', 'dec', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
const MONTH_PATTERN =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/i;
const YEAR_PATTERN = /(?:19|20)\d{2}/g;

export interface FiscalPeriod {
  /** The fiscal year named in the Anchor (its last four-digit year), or null. */
  year: number | null;
  /** 0 for October ... 11 for September, or null when the Anchor names no month. */
  month: number | null;
}

/** Reads the fiscal year and month out of a report's Anchor ("... - March FY2025"). */
export function fiscalPeriod(anchor: string | null | undefined): FiscalPeriod {
  const text = anchor ?? '';
  const years = text.match(YEAR_PATTERN);
  const monthName = text.match(MONTH_PATTERN)?.[1]?.toLowerCase();
  return {
    year: years ? Number(years[years.length - 1]) : null,
    month: monthName ? FISCAL_MONTHS.indexOf(monthName.slice(0, 3)) : null,
  };
}

const compareKnownFirst = (a: number | null, b: number | null, direction: 1 | -1): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
};

/** Fiscal year descending, then month in fiscal order October to September; unreadable parts go last. */
export function compareFiscal(a: string | null | undefined, b: string | null | undefined): number {
  const [first, second] = [fiscalPeriod(a), fiscalPeriod(b)];
  return compareKnownFirst(first.year, second.year, -1) || compareKnownFirst(first.month, second.month, 1);
}

/** Splits the reports into Current Fiscal Year (Anchor contains 2025) and Archive, each in fiscal order. */
export function splitTravelReports(reports: TravelReport[]): {
  current: TravelReport[];
  archive: TravelReport[];
} {
  const sorted = [...reports].sort((a, b) => compareFiscal(a.attributes.Anchor, b.attributes.Anchor));
  return {
    current: sorted.filter(({ attributes }) => (attributes.Anchor ?? '').includes(CURRENT_FISCAL_YEAR_MARK)),
    archive: sorted.filter(({ attributes }) => !(attributes.Anchor ?? '').includes(CURRENT_FISCAL_YEAR_MARK)),
  };
}
