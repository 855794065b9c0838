// Every address outside this site that the customer pages link to, in one place: a changed address is
// fixed once. The ones the shell's menu links to come from shared-ui. An address here is one the content
// service's seed gives too; one nobody could confirm (the survey form, housing
// assistance forms, video ids, toll-free numbers) is left out, not made up: docs/decisions.md lists them.
import { SHARED_EXTERNAL_LINKS } from '@gpa/shared-ui';

export const EXTERNAL = {
  payment: SHARED_EXTERNAL_LINKS.billPayment,
  usagePortal: SHARED_EXTERNAL_LINKS.customerPortal,
  energySense: SHARED_EXTERNAL_LINKS.energySense,
  savingsTips: SHARED_EXTERNAL_LINKS.savingsTips,
  rebates: SHARED_EXTERNAL_LINKS.rebates,
  outages: SHARED_EXTERNAL_LINKS.outages,
  communityPoweredCampaign: SHARED_EXTERNAL_LINKS.communityPoweredCampaign,
  seaGrant: 'https://www.uog.edu/',
  energyOffice: 'https://energy.guam.gov/',
  youtubeChannel: SHARED_EXTERNAL_LINKS.youtube,
} as const;

/** Phone lines and mailboxes quoted on several pages (the seed's customer service directory gives them). */
export const CONTACT = {
  customerService: { label: '(671) 647-5787', href: 'tel:+16716475787' },
  troubleLine: { label: '(671) 475-5000', href: 'tel:+16714755000' },
  customerServiceEmail: 'customerservice@gpagwa.com',
} as const;
