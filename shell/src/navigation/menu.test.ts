import { PROCUREMENT_LISTS } from '@gpa/shared-ui';
import { EXTERNAL_LINKS } from './externalLinks';
import { MAIN_LINKS, MENU_GROUPS, PROCUREMENT_MENU, type MenuGroup, type MenuLink } from './menu';

const group = (title: string): MenuGroup => {
  const found = MENU_GROUPS.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title} group`);
  return found;
};
const pagesOf = (links: MenuLink[]) => links.flatMap((link) => (link.kind === 'page' ? [link.to] : []));
const externalsOf = (links: MenuLink[]) => links.flatMap((link) => (link.kind === 'external' ? [link.href] : []));

test('the groups of both specifications, customer groups first', () => {
  expect(MENU_GROUPS.map((g) => g.title)).toEqual([
    'How do I...',
    'Residential Customers',
    'Business Customers',
    'Rate Information',
    'In Our Community',
    'GPA Initiatives',
    'About Us',
    'Resources',
  ]);
});

test('About Us: contact, hours and locations, news (and newsletters), and the two commissions', () => {
  const about = group('About Us');
  expect(pagesOf(about.links)).toEqual(expect.arrayContaining(['/contact-us', '/contact-us#hours-and-locations', '/news-and-media']));
  expect(about.links.flatMap((link) => (link.kind === 'page' && link.to.startsWith('/news-and-media') ? [[link.label, link.to]] : []))).toEqual([
    ['News & Media', '/news-and-media'],
    ['Newsletters', '/news-and-media?mode=newsletters'],
  ]);
  expect(externalsOf(about.links)).toEqual([EXTERNAL_LINKS.consolidatedCommissionOnUtilities, EXTERNAL_LINKS.publicUtilitiesCommission]);
});

test('GPA Initiatives: the plan, operations, savings tips, cybersecurity and educational resources', () => {
  const initiatives = group('GPA Initiatives');
  expect(pagesOf(initiatives.links)).toEqual(
    expect.arrayContaining(['/gpa-initiatives/clean-energy-master-plan', '/corporate/operations', '/cybersecurity', '/in-our-community/educational-resources']),
  );
  expect(externalsOf(initiatives.links)).toEqual([EXTERNAL_LINKS.savingsTips]);
  // Each label names what it opens: no "Power to Save" opening another title, no two "savings tips" for two places.
  expect(initiatives.links.map((link) => link.label)).toEqual(expect.arrayContaining(['Power to Serve and Operations', 'Energy Sense Savings Guide']));
});

test('Resources: ways to pay, power alerts and the seven external resources', () => {
  const resources = group('Resources');
  expect(pagesOf(resources.links)).toEqual(['/ways-to-pay', '/power-alerts']);
  expect(externalsOf(resources.links)).toEqual([
    EXTERNAL_LINKS.billPayment,
    EXTERNAL_LINKS.energySense,
    EXTERNAL_LINKS.outages,
    EXTERNAL_LINKS.customerPortal,
    EXTERNAL_LINKS.waterUtility,
    EXTERNAL_LINKS.publicAuditor,
    EXTERNAL_LINKS.tropicalEnergyCode,
  ]);
});

test('the main menu links to /in-our-community and /gpa-initiatives; Procurement has only the external lists', () => {
  expect(pagesOf(MAIN_LINKS)).toEqual(expect.arrayContaining(['/in-our-community', '/gpa-initiatives']));
  expect(pagesOf(PROCUREMENT_MENU.links)).toEqual([]);
  expect(pagesOf(MENU_GROUPS.find((g) => g.title === 'About Us')!.links)).toContain('/corporate/procurement');
  expect(externalsOf(PROCUREMENT_MENU.links)).toEqual(PROCUREMENT_LISTS.map((list) => list.href));
});

test('labels are unique within a group (they are the list keys) and every external address is https or a site path', () => {
  for (const { links } of [...MENU_GROUPS, PROCUREMENT_MENU, { links: MAIN_LINKS }]) {
    const labels = links.map((link) => link.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const href of externalsOf(links)) expect(href).toMatch(/^(https:\/\/|\/[a-z])/);
  }
});
