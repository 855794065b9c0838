/** @jest-environment node */
// Every page the menu and footer link to must be a page some area publishes (or the shell's own): a renamed
// or removed route would otherwise leave a menu entry that opens the 404 page.
import { matchPath } from 'react-router';
import { CONTACT_US, MAIN_LINKS, MENU_GROUPS, PROCUREMENT_MENU, type MenuLink } from './menu';

const { readRouteTable } = require('@gpa/shared-ui/build/route-table.js') as {
  readRouteTable: (file: string) => { path: string }[];
};

const { areas } = require('../../../scripts/packages') as { areas: Record<string, string> };
const AREA_PACKAGES = Object.values(areas);
const SHELL_PAGES = ['/search'];

const publishedPaths = [...SHELL_PAGES, ...AREA_PACKAGES.flatMap((area) => readRouteTable(require.resolve(`@gpa/${area}/routes`)).map(({ path }) => path))];

const pageLinks = [CONTACT_US, ...MAIN_LINKS, ...[PROCUREMENT_MENU, ...MENU_GROUPS].flatMap(({ links }) => links)].filter(
  (link): link is Extract<MenuLink, { kind: 'page' }> => link.kind === 'page',
);

test('the menu has page links to check', () => {
  expect(pageLinks.length).toBeGreaterThan(40);
});

test.each(pageLinks.map((link) => [link.to, link.label]))('%s (%s) is a published page', (to) => {
  const { pathname } = new URL(to, 'http://site.invalid');
  expect(publishedPaths.filter((path) => matchPath({ path, end: true }, pathname))).not.toEqual([]);
});
