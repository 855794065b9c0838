import { SHARED_EXTERNAL_LINKS } from '@gpa/shared-ui';

// Every address outside this site that the customer pages link to, in one place: a changed address is
// fixed once. The ones the shell's menu links to come from shared-ui. (These are the utility's plausible
// addresses: confirm each before launch.)

export const EXTERNAL = {
  payment: SHARED_EXTERNAL_LINKS.billPayment,
  paymentLogin: `${SHARED_EXTERNAL_LINKS.billPayment}/login`,
  usagePortal: SHARED_EXTERNAL_LINKS.customerPortal,
  energySense: SHARED_EXTERNAL_LINKS.energySense,
  savingsTips: SHARED_EXTERNAL_LINKS.savingsTips,
  rebates: SHARED_EXTERNAL_LINKS.rebates,
  energyTool: `${SHARED_EXTERNAL_LINKS.energySense}/home-energy-tool`,
  outages: SHARED_EXTERNAL_LINKS.outages,
  communityPoweredCampaign: SHARED_EXTERNAL_LINKS.communityPoweredCampaign,
  survey: 'https://forms.guampower.com/customer-survey',
  appStore: 'https://apps.apple.com/us/app/gpa-mobile/id1500000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.guampower.mobile',
  rentalAssistance: 'https://ghura.org/emergency-rental-assistance',
  homeownerAssistance: 'https://ghura.org/homeowner-assistance',
  seaGrant: 'https://www.uog.edu/seagrant',
  energyOffice: 'https://energy.guam.gov',
  publicHealth: 'https://dphss.guam.gov',
  youtubeChannel: SHARED_EXTERNAL_LINKS.youtube,
} as const;

/** Phone lines and mailboxes quoted on several pages. */
export const CONTACT = {
  customerService: { label: '(671) 647-5787', href: 'tel:+16716475787' },
  troubleLine: { label: '(671) 475-5000', href: 'tel:+16714755000' },
  afterHoursPayment: { label: '1-844-472-4472 (toll free)', href: 'tel:+18444724472' },
  alertsNumber: { label: '1-844-472-5463 (toll free)', href: 'tel:+18444725463' },
  customerServiceEmail: 'customerservice@gpagwa.com',
  treeTrimmingEmail: 'treetrimming@gpagwa.com',
  newServiceEmail: 'newservice@gpagwa.com',
} as const;

/** The videos of the site (YouTube ids); shown only when the visitor chooses to play them. */
export const VIDEOS = {
  brighterDays: { id: 'bDa2024cap', title: 'Brighter Days Ahead: restoring generation capacity' },
  cemp: { id: 'cEmP180mwPl', title: 'The Clean Energy Master Plan and the new 180 MW power plant' },
  safety: { id: 'sAfEty2023x', title: 'Electrical safety at home and outdoors' },
  beatThePeak: { id: 'bTp5pm11pmx', title: 'Beat the Peak: use less power from 5PM to 11PM' },
  powerAlerts: { id: 'pWrAlErTs20', title: 'How to sign up for power alerts' },
  waysToPay: { id: 'pAyOnLiNe01', title: 'Paying your bill online and with the mobile app' },
} as const;

export type VideoRef = (typeof VIDEOS)[keyof typeof VIDEOS];
