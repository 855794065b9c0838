/** @jest-environment node */
// The menu and footer the site's areas publish today (their routes.tsx, read as their builds publish them)
// with the shell's own links: the groups, labels and order of both specifications.
import { PROCUREMENT_LISTS } from '@gpa/shared-ui';
import { matchPath } from 'react-router';
import type { AreaRouteTable } from '../federation/areas';
import { EXTERNAL_LINKS } from './externalLinks';
import { PROCUREMENT_MENU, siteNavigation, type MenuGroup, type MenuLink } from './menu';
import { publishedRouteTables } from './testing';

const publishedTables = publishedRouteTables();
const navigation = siteNavigation(publishedTables);

const target = (link: MenuLink) => (link.kind === 'page' ? link.to : link.href);
const entries = (links: MenuLink[]) => links.map((link) => [link.label, target(link)]);
const group = (title: string, groups: MenuGroup[] = navigation.groups): MenuGroup => {
  const found = groups.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title} group`);
  return found;
};

test("the main row: Home (the shell's), then In Our Community, GPA Initiatives and News & Media", () => {
  expect(entries(navigation.mainLinks)).toEqual([
    ['Home', '/'],
    ['In Our Community', '/in-our-community'],
    ['GPA Initiatives', '/gpa-initiatives'],
    ['News & Media', '/news-and-media'],
  ]);
});

test('the groups of both specifications, customer groups first, each with its links in order', () => {
  expect(navigation.groups.map(({ title, links }) => [title, entries(links)])).toEqual([
    [
      'How do I...',
      [
        ['Understand My Bill', '/how-do-i/understand-my-bill'],
        ['Track My Energy Consumption', '/how-do-i/track-my-energy-consumption'],
        ['Start, Stop & Move Services', '/how-do-i/start-stop-move-services'],
        ['Get Financial Assistance', '/how-do-i/get-financial-assistance'],
        ['Find Job Openings', '/how-do-i/find-job-openings'],
        ['Pay My Bill', '/ways-to-pay'],
        ['Get Outage Alerts', '/power-alerts'],
        ['File a Damage Claim', '/damage-claim-form'],
      ],
    ],
    [
      'Residential Customers',
      [
        ['Manage My Account', '/residential/manage-my-account'],
        ['Forms & Permits', '/residential/forms-and-permits'],
        ['Start, Stop & Move Services', '/how-do-i/start-stop-move-services'],
        ['Get Financial Assistance', '/how-do-i/get-financial-assistance'],
        ['Get a Rebate', '/rebates'],
        ['Energy-Saving Tips', '/energy-saving-tips'],
      ],
    ],
    [
      'Business Customers',
      [
        ['Manage My Account', '/business/manage-my-account'],
        ['Forms & Permits', '/business/forms-and-permits'],
        ['Rates', '/rates'],
        ['Get a Rebate', '/rebates'],
        ['Energy-Saving Tips', '/energy-saving-tips'],
      ],
    ],
    [
      'Rate Information',
      [
        ['Rates', '/rates'],
        ['LEAC', '/leac'],
        ['Rate Calculator', '/rate-calculator'],
        ['Rate Adjustment', '/rateadjustment'],
        ['Beat the Peak', '/beatthepeak'],
        ['Brighter Days Ahead', '/brighterdaysahead'],
      ],
    ],
    [
      'In Our Community',
      [
        ['Educational Resources', '/in-our-community/educational-resources'],
        ['Safety', '/in-our-community/safety'],
        ['Community Partners & Programs', '/in-our-community/community-partners-and-programs'],
        ['E-Newsletter Sign-Up', '/in-our-community#e-newsletter'],
        ['Community-Powered Campaign', EXTERNAL_LINKS.communityPoweredCampaign],
      ],
    ],
    [
      'GPA Initiatives',
      [
        ['Clean Energy Master Plan', '/gpa-initiatives/clean-energy-master-plan'],
        // Each label names what it opens: no "Power to Save" opening another title, no two "savings tips" for two places.
        ['Power to Serve and Operations', '/corporate/operations'],
        ['Energy Sense Savings Guide', EXTERNAL_LINKS.savingsTips],
        ['Cybersecurity', '/cybersecurity'],
        ['Educational Resources', '/in-our-community/educational-resources'],
        ['Information Videos', '/gpa-initiatives/what-were-doing/information-videos'],
        ['Other Resources', '/gpa-initiatives/other-resources'],
      ],
    ],
    [
      'About Us',
      [
        ['About GPA', '/corporate/about-us'],
        ['Contact Us', '/contact-us'],
        ['Hours & Locations', '/contact-us#hours-and-locations'],
        ['News & Media', '/news-and-media'],
        // The newsletters view of News & Media, not its latest news.
        ['Newsletters', '/news-and-media?mode=newsletters'],
        ['Human Resources', '/corporate/human-resources'],
        ['Financials', '/corporate/financials'],
        ['Procurement', '/corporate/procurement'],
        ['FOIA Reports', '/foia-reports'],
        ['Consolidated Commission on Utilities', EXTERNAL_LINKS.consolidatedCommissionOnUtilities],
        ['Guam Public Utilities Commission', EXTERNAL_LINKS.publicUtilitiesCommission],
      ],
    ],
    [
      'Resources',
      [
        ['Ways to Pay', '/ways-to-pay'],
        ['Power Alerts', '/power-alerts'],
        ['Pay My Bill Online', EXTERNAL_LINKS.billPayment],
        ['Energy Sense', EXTERNAL_LINKS.energySense],
        ['Outages', EXTERNAL_LINKS.outages],
        ['Customer Portal', EXTERNAL_LINKS.customerPortal],
        ['Guam Waterworks Authority', EXTERNAL_LINKS.waterUtility],
        ['Office of Public Accountability', EXTERNAL_LINKS.publicAuditor],
        ['Tropical Energy Code (PDF)', EXTERNAL_LINKS.tropicalEnergyCode],
      ],
    ],
  ]);
});

test('the footer policy links: Internet Policy and SOP Index', () => {
  expect(entries(navigation.footerLinks)).toEqual([
    ['Internet Policy', '/internet-policy'],
    ['SOP Index', '/sop-index'],
  ]);
});

test('Procurement has only the external lists; the procurement page is in About Us', () => {
  expect(PROCUREMENT_MENU.links.every((link) => link.kind === 'external')).toBe(true);
  expect(PROCUREMENT_MENU.links.map(target)).toEqual(PROCUREMENT_LISTS.map((list) => list.href));
  expect(group('About Us').links.map(target)).toContain('/corporate/procurement');
});

test('labels are unique within a group (they name the link) and every external address is https or a site path', () => {
  for (const { links } of [...navigation.groups, PROCUREMENT_MENU, { links: navigation.mainLinks }, { links: navigation.footerLinks }]) {
    const labels = links.map((link) => link.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const link of links) if (link.kind === 'external') expect(link.href).toMatch(/^(https:\/\/|\/[a-z])/);
  }
});

test('every page link opens a page some area publishes', () => {
  const paths = publishedTables.flatMap(({ routes }) => routes.map(({ path }) => path));
  const pageLinks = [...navigation.mainLinks, ...navigation.footerLinks, ...navigation.groups.flatMap(({ links }) => links)].flatMap((link) =>
    link.kind === 'page' ? [link.to] : [],
  );
  expect(pageLinks.length).toBeGreaterThan(40);
  for (const to of pageLinks) {
    const { pathname } = new URL(to, 'http://site.invalid');
    expect([to, paths.some((path) => matchPath({ path, end: true }, pathname))]).toEqual([to, true]);
  }
});

test("an area that is not there lists nothing; the other areas and the shell's own links stay", () => {
  const withoutCorporate = siteNavigation(publishedTables.filter(({ area }) => area !== 'corporate'));
  expect(entries(withoutCorporate.mainLinks)).toEqual([
    ['Home', '/'],
    ['In Our Community', '/in-our-community'],
    ['GPA Initiatives', '/gpa-initiatives'],
  ]);
  expect(withoutCorporate.footerLinks).toEqual([]);
  expect(entries(group('About Us', withoutCorporate.groups).links)).toEqual([
    ['Financials', '/corporate/financials'],
    ['Consolidated Commission on Utilities', EXTERNAL_LINKS.consolidatedCommissionOnUtilities],
    ['Guam Public Utilities Commission', EXTERNAL_LINKS.publicUtilitiesCommission],
  ]);

  // No area at all (the maintenance page's frame): the shell's links, and no empty group.
  const shellOnly = siteNavigation([]);
  expect(entries(shellOnly.mainLinks)).toEqual([['Home', '/']]);
  expect(shellOnly.groups.map((g) => g.title)).toEqual(['How do I...', 'In Our Community', 'GPA Initiatives', 'About Us', 'Resources']);
});

test("an area's new entry takes its place among the others by its order; a pattern route is never linked", () => {
  const tools: AreaRouteTable = {
    area: 'extra',
    routes: [
      { path: '/outage-map', title: 'Outage Map', menu: [{ group: 'resources', label: 'Outage Map', order: 25 }], footer: { label: 'Outage Map', order: 15 } },
      { path: '/news/:id', title: 'Article', menu: [{ group: 'resources', label: 'Article', order: 1 }] },
    ],
  };
  const extended = siteNavigation([...publishedTables, tools]);
  expect(entries(group('Resources', extended.groups).links).slice(0, 4)).toEqual([
    ['Ways to Pay', '/ways-to-pay'],
    ['Power Alerts', '/power-alerts'],
    ['Outage Map', '/outage-map'],
    ['Pay My Bill Online', EXTERNAL_LINKS.billPayment],
  ]);
  expect(entries(extended.footerLinks)).toEqual([
    ['Internet Policy', '/internet-policy'],
    ['Outage Map', '/outage-map'],
    ['SOP Index', '/sop-index'],
  ]);
});
