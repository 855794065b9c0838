// The rate adjustment page's fixed figures and lists: facts, bills at $100 a barrel, FAQ groups, schedules,
// releases.
import {
  BASE_RATES_EFFECTIVE,
  effectiveDateInWords,
  secondaryLeac,
  type LeacEffectiveDate,
  type RateAdjustmentFaqsItem,
  type StrapiItem,
} from '@gpa/shared-ui';
import type { WantedDocument } from '../../content/matchDocuments';

/** The fact cards at the top of /rateadjustment. */
export const RATE_FACTS = [
  { value: '$53.00', text: 'lower average monthly residential bill (1,000 kWh), effective Feb 1, 2025' },
  { value: '$42.00', text: 'additional decrease proposed, effective Sept 1, 2025' },
  { value: '900,000+', text: 'barrels of oil a year saved by the new power plant' },
] as const;

/**
 * The average residential bill (1,000 kWh) at $100 per barrel fuel (GPA's published estimates), each with the
 * rates of its month, named next to the figure (base rates and the LEAC of that date): no figure passes for the
 * bill at the LEAC in force today.
 */
export const BILL_AT_100_PER_BARREL: {
  when: string;
  rates: string;
  leac?: LeacEffectiveDate;
  bill: string;
}[] = [
  { when: 'Jan 2025', rates: 'rates before Feb 1, 2025', leac: '08/01/24', bill: '$359' },
  { when: 'Feb 2025', rates: `base rates of ${BASE_RATES_EFFECTIVE}`, leac: '02/01/25', bill: '$306' },
  { when: 'Sept 2025', rates: 'proposed rates and LEAC, effective 9/1/2025', bill: '$264' },
];

/** The rates a bill figure uses, in words: "base rates of 2/1/2025 with the LEAC of February 1, 2025, $0.208802 per kWh". */
export const billRatesInWords = ({ rates, leac }: (typeof BILL_AT_100_PER_BARREL)[number]): string =>
  leac ? `${rates} with the LEAC of ${effectiveDateInWords(leac)}, $${secondaryLeac(leac)} per kWh` : rates;

export const FAQ_GROUPS = [
  'General Questions',
  'Customer Impact',
  'Reasons & Justification',
  'Transparency & Accountability',
] as const;

export const FAQ_UPDATED = '4/16/2025';

type Faq = StrapiItem<RateAdjustmentFaqsItem>;

/** The questions under the four named groups, in that order and fetch order within each; empty groups left out. */
export function groupFaqs(faqs: Faq[]): { group: (typeof FAQ_GROUPS)[number]; faqs: Faq[] }[] {
  return FAQ_GROUPS.map((group) => ({
    group,
    faqs: faqs.filter((faq) => faq.attributes.group === group),
  })).filter(({ faqs: inGroup }) => inGroup.length > 0);
}

/** The 15 options of the Proposed Rate Adjustments dropdown; `key` is the Schedule of its chart record. */
export const RATE_SCHEDULE_OPTIONS = [
  { key: 'D', label: 'Schedule D' },
  { key: 'F', label: 'Schedule F' },
  { key: 'G-1', label: 'Schedule G (Single Phase)' },
  { key: 'G-3', label: 'Schedule G (Three Phase)' },
  { key: 'H', label: 'Schedule H' },
  { key: 'J-1', label: 'Schedule J (Single Phase)' },
  { key: 'J-3', label: 'Schedule J (Three Phase)' },
  { key: 'K-1', label: 'Schedule K (Single Phase)' },
  { key: 'K-3', label: 'Schedule K (Three Phase)' },
  { key: 'L', label: 'Schedule L' },
  { key: 'N', label: 'Schedule N' },
  { key: 'P', label: 'Schedule P' },
  { key: 'R', label: 'Schedule R' },
  { key: 'S-1', label: 'Schedule S (Single Phase)' },
  { key: 'S-3', label: 'Schedule S (Three Phase)' },
] as const;

export const BILLING_SAMPLES: readonly WantedDocument[] = [
  { anchor: 'billing-samples', label: 'Billing Samples (PDF)' },
];

/** The nine news releases the sidebar always lists, before the items of the news-releases collection. */
export const RATE_NEWS_RELEASES: readonly WantedDocument[] = [
  { anchor: 'rate-news-2025-04-16', label: 'GPA Answers Rate Adjustment Questions (April 16, 2025)' },
  {
    anchor: 'rate-news-2025-04-16-decrease',
    label: 'GPA Proposes Further $42.00 Decrease for September 2025 (April 16, 2025)',
  },
  {
    anchor: 'rate-news-2025-04-01',
    label: 'GPA Files Petition for September 1, 2025 Rate Adjustment (April 1, 2025)',
  },
  { anchor: 'rate-news-2025-03-20', label: 'Public Hearings Scheduled on Proposed Rates (March 20, 2025)' },
  { anchor: 'rate-news-2025-03-05', label: 'CCU Approves Rate Adjustment Petition (March 5, 2025)' },
  { anchor: 'rate-news-2025-02-01', label: 'Average Bill Lowered by $53.00 Effective February 1, 2025' },
  { anchor: 'rate-news-2025-01-30', label: 'PUC Approves Lower LEAC Factor (January 30, 2025)' },
  {
    anchor: 'rate-news-2025-01-15',
    label: 'New Power Plant to Save Over 900,000 Barrels of Oil a Year (January 15, 2025)',
  },
  { anchor: 'rate-news-2024-11-18', label: 'Why Base Rates Have Not Changed Since 2013 (November 18, 2024)' },
];

export const QUESTIONS_EMAIL = 'ratequestions@gpagwa.com';
