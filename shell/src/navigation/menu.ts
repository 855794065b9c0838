// The site's navigation, which the menu overlay and the footer both render. The shell owns only its own part:
// the groups' order and titles, Home and Contact Us, the links to other sites and social media. Which pages
// the groups list, under which label and in which place, each area publishes with its routes (menu and
// footer entries in routes.json, carried by the site manifest): a page an area releases is listed with it.
import type { MenuGroupId } from '@gpa/contracts';
import { PROCUREMENT_LISTS, type PublishedRoute } from '@gpa/shared-ui';
import type { AreaRouteTable } from '../federation/areas';
import { EXTERNAL_LINKS } from './externalLinks';

/** A page of this site (client-side navigation), or another site / hosted document (opens in a new tab). */
export type MenuLink =
  { kind: 'page'; label: string; to: string } | { kind: 'external'; label: string; href: string };

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

/** A link and its place in its group: the shell's own links and the areas' entries are listed by `order`. */
interface PlacedLink {
  order: number;
  link: MenuLink;
}

const page = (label: string, to: string): MenuLink => ({ kind: 'page', label, to });
const external = (label: string, href: string): MenuLink => ({ kind: 'external', label, href });
const placed = (order: number, link: MenuLink): PlacedLink => ({ order, link });

export const CONTACT_US = {
  kind: 'page',
  label: 'Contact Us',
  to: '/contact-us',
} as const satisfies MenuLink;

/** The shell's own link in the menu's top row (Home is the site's, whichever area serves it). */
const OWN_MAIN_LINKS: PlacedLink[] = [placed(0, page('Home', '/'))];

/** The groups in their order, with their titles and the shell's own links at their places among the areas' entries. */
export const MENU_GROUP_LAYOUT: {
  id: Exclude<MenuGroupId, 'main'>;
  title: string;
  ownLinks: PlacedLink[];
}[] = [
  // The old site's URL, which opens the uploaded claim form (see redirects).
  {
    id: 'how-do-i',
    title: 'How do I...',
    ownLinks: [placed(80, external('File a Damage Claim', '/damage-claim-form'))],
  },
  { id: 'residential', title: 'Residential Customers', ownLinks: [] },
  { id: 'business', title: 'Business Customers', ownLinks: [] },
  { id: 'rates', title: 'Rate Information', ownLinks: [] },
  {
    id: 'community',
    title: 'In Our Community',
    ownLinks: [placed(50, external('Community-Powered Campaign', EXTERNAL_LINKS.communityPoweredCampaign))],
  },
  {
    id: 'initiatives',
    title: 'GPA Initiatives',
    // Named as what it opens: the Energy Sense site (not this site's Energy-Saving Tips page).
    ownLinks: [placed(30, external('Energy Sense Savings Guide', EXTERNAL_LINKS.savingsTips))],
  },
  {
    id: 'about',
    title: 'About Us',
    ownLinks: [
      placed(
        100,
        external('Consolidated Commission on Utilities', EXTERNAL_LINKS.consolidatedCommissionOnUtilities),
      ),
      placed(110, external('Guam Public Utilities Commission', EXTERNAL_LINKS.publicUtilitiesCommission)),
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    ownLinks: [
      external('Pay My Bill Online', EXTERNAL_LINKS.billPayment),
      external('Energy Sense', EXTERNAL_LINKS.energySense),
      external('Outages', EXTERNAL_LINKS.outages),
      external('Customer Portal', EXTERNAL_LINKS.customerPortal),
      external('Guam Waterworks Authority', EXTERNAL_LINKS.waterUtility),
      external('Office of Public Accountability', EXTERNAL_LINKS.publicAuditor),
      external('Tropical Energy Code (PDF)', EXTERNAL_LINKS.tropicalEnergyCode),
    ].map((link, index) => placed(30 + index * 10, link)),
  },
];

/**
 * The Procurement dropdown: only the open government procurement site's lists, each opening in a new tab.
 * The procurement page itself is linked from the About Us group (menu and footer) and search.
 */
export const PROCUREMENT_MENU: MenuGroup = {
  title: 'Procurement',
  links: PROCUREMENT_LISTS.map(({ label, href }) => external(label, href)),
};

export const SOCIAL_LINKS: MenuLink[] = [
  external('Facebook', EXTERNAL_LINKS.facebook),
  external('Instagram', EXTERNAL_LINKS.instagram),
  external('X (Twitter)', EXTERNAL_LINKS.twitter),
  external('YouTube', EXTERNAL_LINKS.youtube),
  external('LinkedIn', EXTERNAL_LINKS.linkedin),
];

export const COPYRIGHT_YEAR = 2022;

export interface SiteNavigation {
  /** The menu's top row. */
  mainLinks: MenuLink[];
  /** The titled groups (an empty one is left out); the footer repeats them. */
  groups: MenuGroup[];
  /** The footer's policy links. */
  footerLinks: MenuLink[];
}

const inOrder = (links: PlacedLink[]) => [...links].sort((a, b) => a.order - b.order).map(({ link }) => link);

// A pattern ("/news/:id") is no address to link to.
const linkable = ({ path }: PublishedRoute) => !/[:*]/.test(path);

/** The navigation of a site made of these areas' route tables: an area that is not there lists nothing. */
export function siteNavigation(tables: AreaRouteTable[]): SiteNavigation {
  const routes = tables.flatMap((table) => table.routes).filter(linkable);
  const menuEntries = routes.flatMap((route) =>
    (route.menu ?? []).map((entry) => ({
      group: entry.group,
      ...placed(entry.order, page(entry.label, `${route.path}${entry.at ?? ''}`)),
    })),
  );
  const listed = (group: MenuGroupId, ownLinks: PlacedLink[]) =>
    inOrder([...ownLinks, ...menuEntries.filter((entry) => entry.group === group)]);
  return {
    mainLinks: listed('main', OWN_MAIN_LINKS),
    groups: MENU_GROUP_LAYOUT.map(({ id, title, ownLinks }) => ({
      title,
      links: listed(id, ownLinks),
    })).filter((group) => group.links.length > 0),
    footerLinks: inOrder(
      routes.flatMap(({ path, footer }) => (footer ? [placed(footer.order, page(footer.label, path))] : [])),
    ),
  };
}
