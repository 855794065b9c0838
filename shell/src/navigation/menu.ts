// The site's navigation, in one typed module: the menu overlay and the footer both render it.
// Internal pages are listed even before their area publishes them (they show the 404 page until then).
import { PROCUREMENT_LISTS } from '@gpa/shared-ui';
import { EXTERNAL_LINKS } from './externalLinks';

/** A page of this site (client-side navigation), or another site / hosted document (opens in a new tab). */
export type MenuLink = { kind: 'page'; label: string; to: string } | { kind: 'external'; label: string; href: string };

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

const page = (label: string, to: string): MenuLink => ({ kind: 'page', label, to });
const external = (label: string, href: string): MenuLink => ({ kind: 'external', label, href });

export const CONTACT_US = { kind: 'page', label: 'Contact Us', to: '/contact-us' } as const satisfies MenuLink;

/** The main menu's own links, above the groups. */
export const MAIN_LINKS: MenuLink[] = [
  page('Home', '/'),
  page('In Our Community', '/in-our-community'),
  page('GPA Initiatives', '/gpa-initiatives'),
  page('News & Media', '/news-and-media'),
];

/**
 * The Procurement dropdown: only the open government procurement site's lists, each opening in a new tab.
 * The procurement page itself is linked from the About Us group (menu and footer) and search.
 */
export const PROCUREMENT_MENU: MenuGroup = {
  title: 'Procurement',
  links: [
    ...PROCUREMENT_LISTS.map(({ label, href }) => external(label, href)),
  ],
};

/** The menu groups, customer groups first; the footer repeats them. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    title: 'How do I...',
    links: [
      page('Understand My Bill', '/how-do-i/understand-my-bill'),
      page('Track My Energy Consumption', '/how-do-i/track-my-energy-consumption'),
      page('Start, Stop & Move Services', '/how-do-i/start-stop-move-services'),
      page('Get Financial Assistance', '/how-do-i/get-financial-assistance'),
      page('Find Job Openings', '/how-do-i/find-job-openings'),
      page('Pay My Bill', '/ways-to-pay'),
      page('Get Outage Alerts', '/power-alerts'),
      // The old site's URL, which opens the uploaded claim form (see redirects).
      external('File a Damage Claim', '/damage-claim-form'),
    ],
  },
  {
    title: 'Residential Customers',
    links: [
      page('Manage My Account', '/residential/manage-my-account'),
      page('Forms & Permits', '/residential/forms-and-permits'),
      page('Start, Stop & Move Services', '/how-do-i/start-stop-move-services'),
      page('Get Financial Assistance', '/how-do-i/get-financial-assistance'),
      page('Get a Rebate', '/rebates'),
      page('Energy-Saving Tips', '/energy-saving-tips'),
    ],
  },
  {
    title: 'Business Customers',
    links: [
      page('Manage My Account', '/business/manage-my-account'),
      page('Forms & Permits', '/business/forms-and-permits'),
      page('Rates', '/rates'),
      page('Get a Rebate', '/rebates'),
      page('Energy-Saving Tips', '/energy-saving-tips'),
    ],
  },
  {
    title: 'Rate Information',
    links: [
      page('Rates', '/rates'),
      page('LEAC', '/leac'),
      page('Rate Calculator', '/rate-calculator'),
      page('Rate Adjustment', '/rateadjustment'),
      page('Beat the Peak', '/beatthepeak'),
      page('Brighter Days Ahead', '/brighterdaysahead'),
    ],
  },
  {
    title: 'In Our Community',
    links: [
      page('Educational Resources', '/in-our-community/educational-resources'),
      page('Safety', '/in-our-community/safety'),
      page('Community Partners & Programs', '/in-our-community/community-partners-and-programs'),
      page('E-Newsletter Sign-Up', '/in-our-community#e-newsletter'),
      external('Community-Powered Campaign', EXTERNAL_LINKS.communityPoweredCampaign),
    ],
  },
  {
    title: 'GPA Initiatives',
    links: [
      page('Clean Energy Master Plan', '/gpa-initiatives/clean-energy-master-plan'),
      // Named as the pages they open: the operations page's title, and the Energy Sense site (not this site's
      // Energy-Saving Tips page, listed under the customer groups).
      page('Power to Serve and Operations', '/corporate/operations'),
      external('Energy Sense Savings Guide', EXTERNAL_LINKS.savingsTips),
      page('Cybersecurity', '/cybersecurity'),
      page('Educational Resources', '/in-our-community/educational-resources'),
      page('Information Videos', '/gpa-initiatives/what-were-doing/information-videos'),
      page('Other Resources', '/gpa-initiatives/other-resources'),
    ],
  },
  {
    title: 'About Us',
    links: [
      page('About GPA', '/corporate/about-us'),
      CONTACT_US,
      page('Hours & Locations', '/contact-us#hours-and-locations'),
      page('News & Media', '/news-and-media'),
      // The newsletters view of News & Media, not its latest news.
      page('Newsletters', '/news-and-media?mode=newsletters'),
      page('Human Resources', '/corporate/human-resources'),
      page('Financials', '/corporate/financials'),
      page('Procurement', '/corporate/procurement'),
      page('FOIA Reports', '/foia-reports'),
      external('Consolidated Commission on Utilities', EXTERNAL_LINKS.consolidatedCommissionOnUtilities),
      external('Guam Public Utilities Commission', EXTERNAL_LINKS.publicUtilitiesCommission),
    ],
  },
  {
    title: 'Resources',
    links: [
      page('Ways to Pay', '/ways-to-pay'),
      page('Power Alerts', '/power-alerts'),
      external('Pay My Bill Online', EXTERNAL_LINKS.billPayment),
      external('Energy Sense', EXTERNAL_LINKS.energySense),
      external('Outages', EXTERNAL_LINKS.outages),
      external('Customer Portal', EXTERNAL_LINKS.customerPortal),
      external('Guam Waterworks Authority', EXTERNAL_LINKS.waterUtility),
      external('Office of Public Accountability', EXTERNAL_LINKS.publicAuditor),
      external('Tropical Energy Code (PDF)', EXTERNAL_LINKS.tropicalEnergyCode),
    ],
  },
];

/** Footer-only links. */
export const FOOTER_LINKS: MenuLink[] = [page('Internet Policy', '/internet-policy'), page('SOP Index', '/sop-index')];

export const SOCIAL_LINKS: MenuLink[] = [
  external('Facebook', EXTERNAL_LINKS.facebook),
  external('Instagram', EXTERNAL_LINKS.instagram),
  external('X (Twitter)', EXTERNAL_LINKS.twitter),
  external('YouTube', EXTERNAL_LINKS.youtube),
  external('LinkedIn', EXTERNAL_LINKS.linkedin),
];

export const COPYRIGHT_YEAR = 2022;
