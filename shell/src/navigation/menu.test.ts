/** @jest-environment node */
// The shell's menu logic over a made-up site: its own links placed among the areas' entries by order, the
// groups' titles and order, what an absent area leaves. Which pages the real areas list is theirs to test.
import { PROCUREMENT_LISTS } from '@gpa/shared-ui';
import { matchPath } from 'react-router';
import type { AreaRouteTable } from '../federation/areas';
import { EXTERNAL_LINKS } from './externalLinks';
import {
  CONTACT_US,
  MENU_GROUP_LAYOUT,
  PROCUREMENT_MENU,
  siteNavigation,
  type MenuGroup,
  type MenuLink,
} from './menu';
import { publishedRouteTables } from './testing';

const target = (link: MenuLink) => (link.kind === 'page' ? link.to : link.href);
const entries = (links: MenuLink[]) => links.map((link) => [link.label, target(link)]);
const group = (title: string, groups: MenuGroup[]): MenuGroup => {
  const found = groups.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title} group`);
  return found;
};
const layout = (id: string) => {
  const found = MENU_GROUP_LAYOUT.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} group`);
  return found;
};
const ownLinksOf = (id: string) => layout(id).ownLinks.map(({ link }) => link);

// Two made-up areas: one page in two groups, a view of a page, a footer link, a pattern route.
const outages: AreaRouteTable = {
  area: 'outages',
  routes: [
    {
      path: '/outage-map',
      title: 'Outage Map',
      menu: [
        { group: 'main', label: 'Outage Map', order: 20 },
        { group: 'resources', label: 'Where the power is out', order: 25 },
      ],
      footer: { label: 'Outage Policy', order: 20 },
    },
    {
      path: '/outage-map/:area',
      title: 'Outage Area',
      menu: [{ group: 'resources', label: 'An area', order: 1 }],
    },
  ],
};
const about: AreaRouteTable = {
  area: 'about',
  routes: [
    {
      path: '/about',
      title: 'About',
      menu: [{ group: 'about', label: 'About Us', order: 10 }],
      footer: { label: 'Privacy', order: 10 },
    },
    {
      path: '/about',
      title: 'About',
      menu: [{ group: 'about', label: 'Our Hours', order: 105, at: '#hours' }],
    },
    { path: '/tips', title: 'Tips', menu: [{ group: 'main', label: 'Tips', order: 10 }] },
  ],
};
const navigation = siteNavigation([outages, about]);

test("the main row: the shell's Home first, then the areas' entries by their order", () => {
  expect(entries(navigation.mainLinks)).toEqual([
    ['Home', '/'],
    ['Tips', '/tips'],
    ['Outage Map', '/outage-map'],
  ]);
});

test("each group lists the shell's own links and the areas' entries by order; a view keeps its #part; a pattern is never linked", () => {
  // The shell's Resources links start at 30: the entry at 25 comes first (the pattern's, at 1, is not there).
  expect(entries(group('Resources', navigation.groups).links)).toEqual([
    ['Where the power is out', '/outage-map'],
    ...entries(ownLinksOf('resources')),
  ]);
  // The shell's About Us links are at 100 and 110: the entry at 105 sits between them.
  const [commission, utilities] = entries(ownLinksOf('about'));
  expect(entries(group('About Us', navigation.groups).links)).toEqual([
    ['About Us', '/about'],
    commission,
    ['Our Hours', '/about#hours'],
    utilities,
  ]);
});

test("the groups keep the shell's titles and order; a group with no link at all is left out", () => {
  const titles = navigation.groups.map(({ title }) => title);
  const filledByAreas = ['about', 'resources'];
  const withLinks = MENU_GROUP_LAYOUT.filter(
    ({ id, ownLinks }) => ownLinks.length > 0 || filledByAreas.includes(id),
  );
  expect(titles).toEqual(withLinks.map(({ title }) => title));
  expect(titles).not.toContain(layout('residential').title);
});

test('the footer policy links: every area entry by its order', () => {
  expect(entries(navigation.footerLinks)).toEqual([
    ['Privacy', '/about'],
    ['Outage Policy', '/outage-map'],
  ]);
});

test("an area that is not there lists nothing; the other areas and the shell's own links stay", () => {
  const withoutAbout = siteNavigation([outages]);
  expect(entries(withoutAbout.mainLinks)).toEqual([
    ['Home', '/'],
    ['Outage Map', '/outage-map'],
  ]);
  expect(entries(withoutAbout.footerLinks)).toEqual([['Outage Policy', '/outage-map']]);
  expect(entries(group('About Us', withoutAbout.groups).links)).toEqual(entries(ownLinksOf('about')));

  // No area at all (the maintenance page's frame): the shell's links, and no empty group.
  const shellOnly = siteNavigation([]);
  expect(entries(shellOnly.mainLinks)).toEqual([['Home', '/']]);
  expect(shellOnly.groups.map((g) => g.title)).toEqual(
    MENU_GROUP_LAYOUT.filter(({ ownLinks }) => ownLinks.length > 0).map(({ title }) => title),
  );
});

test('Procurement has only the external lists', () => {
  expect(PROCUREMENT_MENU.links.every((link) => link.kind === 'external')).toBe(true);
  expect(PROCUREMENT_MENU.links.map(target)).toEqual(PROCUREMENT_LISTS.map((list) => list.href));
});

test("the shell's own links: labels unique within a group, external addresses https or a site path", () => {
  for (const { links } of [...siteNavigation([]).groups, PROCUREMENT_MENU]) {
    const labels = links.map((link) => link.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const link of links)
      if (link.kind === 'external') expect(link.href).toMatch(/^(https:\/\/|\/[a-z])/);
  }
  expect(Object.values(EXTERNAL_LINKS).every((href) => /^(https:\/\/|\/[a-z])/.test(href))).toBe(true);
});

test("the shell's own page links open a page some area publishes today", () => {
  const paths = publishedRouteTables().flatMap(({ routes }) => routes.map(({ path }) => path));
  const shellOnly = siteNavigation([]);
  const links: MenuLink[] = [...shellOnly.mainLinks, ...shellOnly.groups.flatMap((g) => g.links), CONTACT_US];
  for (const to of links.flatMap((link) => (link.kind === 'page' ? [link.to] : []))) {
    expect([to, paths.some((path) => matchPath({ path, end: true }, to))]).toEqual([to, true]);
  }
});
