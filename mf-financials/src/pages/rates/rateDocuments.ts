// The documents /rates lists: the rate classes A to Z and the other rate documents.
import type { WantedDocument } from '../../content/matchDocuments';

/** The 16 rate classes of the rate schedule list, lettered A to Z; each file is the rate document with its Anchor. */
export const RATE_CLASSES: readonly WantedDocument[] = [
  { anchor: 'schedule-a', label: 'Schedule A - Residential Service, Pre-Paid' },
  { anchor: 'schedule-c', label: 'Schedule C - Net Metering Customer-Generators' },
  { anchor: 'schedule-d', label: 'Schedule D - Residential Service, Demand Metered' },
  { anchor: 'schedule-e', label: 'Schedule E - Customer-Generator Export' },
  { anchor: 'schedule-f', label: 'Schedule F - Public Street Lighting' },
  { anchor: 'schedule-g', label: 'Schedule G - General Service, Non-Demand' },
  { anchor: 'schedule-h', label: 'Schedule H - Private Outdoor Lighting' },
  { anchor: 'schedule-j', label: 'Schedule J - General Service, Demand' },
  { anchor: 'schedule-k', label: 'Schedule K - Small Government Service, Demand' },
  { anchor: 'schedule-l', label: 'Schedule L - Large Government Service' },
  { anchor: 'schedule-m', label: 'Schedule M - Standby Service' },
  { anchor: 'schedule-n', label: 'Schedule N - Government Non-Demand Service' },
  { anchor: 'schedule-p', label: 'Schedule P - Large Power Service' },
  { anchor: 'schedule-r', label: 'Schedule R - Residential Service' },
  { anchor: 'schedule-s', label: 'Schedule S - Small Government Service, Non-Demand' },
  { anchor: 'schedule-z', label: 'Schedule Z - Interruptible Load Service' },
];

/** The other rate documents of /rates. */
export const RATE_REFERENCE_DOCUMENTS: readonly WantedDocument[] = [
  { anchor: 'rate-information', label: 'Rate Information Summary' },
  { anchor: 'fuel-adjustment-factors', label: 'Fuel Adjustment Factors by Voltage Level' },
];
