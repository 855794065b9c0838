const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { matchPath } = require('react-router');
const { readRouteTable } = require('./route-table');

const repo = path.join(__dirname, '..', '..');
const areas = Object.values(require('../../scripts/lib/packages').areas);
const tableFile = (area) => path.join(repo, area, 'src', 'routes.tsx');

test.each(areas)(
  'the published routes of %s are exactly its route table, with the collections its content reads read',
  (area) => {
    const { routes } = require(tableFile(area));
    // Everything but the page (code), as written; the content reads, run as the page runs them (the real
    // contentRead of @gpa/shared-ui), as the sorted collections they read.
    const collectionsRead = (content, at = '') =>
      [...new Set((content?.(new URLSearchParams(at)) ?? []).map((read) => read.collection))].sort();
    const expected = routes.map(({ page, content, views, ...published }) => ({
      ...published,
      ...(content ? { reads: collectionsRead(content) } : {}),
      ...(views
        ? { views: views.map((view) => ({ ...view, reads: collectionsRead(content, view.at) })) }
        : {}),
    }));
    expect(readRouteTable(tableFile(area))).toEqual(expected);
    expect(expected.some((route) => route.reads?.length)).toBe(true);
  },
);

test('no URL is owned by two areas', () => {
  const owners = areas.flatMap((area) =>
    readRouteTable(tableFile(area)).map((route) => ({ area, path: route.path })),
  );
  for (const a of owners)
    for (const b of owners)
      if (a !== b && !a.path.includes('*') && !a.path.includes(':'))
        expect(matchPath(b.path, a.path) && `${a.path} in ${a.area} and ${b.area}`).toBeFalsy();
});

/** Reads the route table `source`, written as routes.tsx beside these other modules ({ 'content/x.ts': source }). */
function tableFrom(source, modules = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  for (const [name, text] of Object.entries({ ...modules, 'routes.tsx': source })) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  return () => readRouteTable(path.join(folder, 'routes.tsx'));
}

test('a route without a title or with a relative path is refused at build time', () => {
  expect(tableFrom(`export const routes = [{ path: '/a', page: () => import('./a') }];`)).toThrow(
    /needs a "title"/,
  );
  expect(tableFrom(`export const routes = [{ path: 'a', title: 'A', page: () => import('./a') }];`)).toThrow(
    /absolute "path"/,
  );
  expect(tableFrom(`export const table = [];`)).toThrow(/must export a "routes" array/);
  expect(
    tableFrom(`export const routes = [{ path: '/a', title: 'A', query: 'tab', page: () => import('./a') }];`),
  ).toThrow(/not a list of parameter names/);
});

test('the query parameters a route reads are published with it', () => {
  const read = tableFrom(
    `export const routes = [{ path: '/x', title: 'X', query: ['tab'], page: () => import('./x') }];`,
  );
  expect(read()).toEqual([{ path: '/x', title: 'X', query: ['tab'] }]);
});

test('page modules are never loaded while reading the table', () => {
  const read = tableFrom(`import type { AreaRoute } from '@gpa/shared-ui';
export const routes: AreaRoute[] = [{ path: '/x', title: 'X', page: () => import('./does-not-exist') }];`);
  expect(read()).toEqual([{ path: '/x', title: 'X' }]);
});

test('the menu, footer and search entries a route declares are published with it', () => {
  const read = tableFrom(`export const routes = [{
    path: '/x', title: 'X', page: () => import('./x'),
    menu: [{ group: 'resources', label: 'X', order: 10 }, { group: 'about', label: 'X part', order: 5, at: '#part' }],
    footer: { label: 'X', order: 30 },
    search: { label: 'The X page', description: 'All about X.' },
  }];`);
  expect(read()).toEqual([
    {
      path: '/x',
      title: 'X',
      menu: [
        { group: 'resources', label: 'X', order: 10 },
        { group: 'about', label: 'X part', order: 5, at: '#part' },
      ],
      footer: { label: 'X', order: 30 },
      search: { label: 'The X page', description: 'All about X.' },
    },
  ]);
});

test('a malformed menu, footer or search entry is refused at build time', () => {
  const route = (entries) =>
    tableFrom(`export const routes = [{ path: '/x', title: 'X', page: () => import('./x'), ${entries} }];`);
  expect(route(`menu: { group: 'about', label: 'X', order: 1 }`)).toThrow(/"menu" that is not a list/);
  expect(route(`menu: [{ group: 'about', label: 'X' }]`)).toThrow(/"menu" that is not a list/);
  expect(route(`menu: [{ label: 'X', order: 1 }]`)).toThrow(/"menu" that is not a list/);
  // An entry opens a part or a view of its own page, never another address.
  expect(route(`menu: [{ group: 'about', label: 'X', order: 1, at: '/elsewhere' }]`)).toThrow(
    /not a #part or a \?view/,
  );
  expect(route(`footer: { label: '', order: 1 }`)).toThrow(/"footer" that is not/);
  expect(route(`search: { description: 'no label' }`)).toThrow(/"search" that is not/);
});

test('a page the service worker saves for offline use is published as such, only on a page path', () => {
  const read = tableFrom(
    `export const routes = [{ path: '/x', title: 'X', offlineEssential: true, page: () => import('./x') }];`,
  );
  expect(read()).toEqual([{ path: '/x', title: 'X', offlineEssential: true }]);
  expect(
    tableFrom(
      `export const routes = [{ path: '/x/*', title: 'X', offlineEssential: true, page: () => import('./x') }];`,
    ),
  ).toThrow(/offlineEssential/);
  expect(
    tableFrom(
      `export const routes = [{ path: '/x', title: 'X', offlineEssential: 'yes', page: () => import('./x') }];`,
    ),
  ).toThrow(/offlineEssential/);
});

test("when a page's code loads is published with it; any other value is refused", () => {
  const read = tableFrom(
    `export const routes = [{ path: '/x', title: 'X', pageCode: 'whenUsed', page: () => import('./x') }];`,
  );
  expect(read()).toEqual([{ path: '/x', title: 'X', pageCode: 'whenUsed' }]);
  for (const pageCode of ['true', "'afterShell'"])
    expect(
      tableFrom(
        `export const routes = [{ path: '/x', title: 'X', pageCode: ${pageCode}, page: () => import('./x') }];`,
      ),
    ).toThrow(/"pageCode" that is not one of whenUsed/);
});

test('the collections a route declares it reads are published with it, from its content modules, once each and sorted', () => {
  const content = {
    'content/news.ts': `import { contentRead, useContent } from '@gpa/shared-ui';
export const releasesRead = contentRead('news-releases', { populate: ['File'] });
export const useReleases = () => useContent(releasesRead);
export const listRead = (name: string) => contentRead(name);`,
  };
  const read = tableFrom(
    `import { listRead, releasesRead } from './content/news';
export const routes = [
  { path: '/x', title: 'X', content: () => [releasesRead, listRead('faqs'), releasesRead], page: () => import('./x') },
  { path: '/y', title: 'Y', page: () => import('./y') },
];`,
    content,
  );
  expect(read()).toEqual([
    { path: '/x', title: 'X', reads: ['faqs', 'news-releases'] },
    { path: '/y', title: 'Y' },
  ]);
  const notReads = tableFrom(
    `export const routes = [{ path: '/x', title: 'X', content: () => ['faqs'], page: () => import('./x') }];`,
  );
  expect(notReads).toThrow(/not contentRead/);
});

test("a route's views are published with the collections each reads; the first view has no query", () => {
  const content = {
    'content/reports.ts': `import { contentRead } from '@gpa/shared-ui';
const TAB_READS = { statements: [contentRead('statements'), contentRead('audits')], ar: [contentRead('annual-reports')] };
export const tabReads = (tab: string | null) => [contentRead('assessments'), ...(TAB_READS[tab ?? ''] ?? TAB_READS.statements)];`,
  };
  const read = tableFrom(
    `import { tabReads } from './content/reports';
export const routes = [{
  path: '/x', title: 'X', query: ['tab'], page: () => import('./x'),
  views: [{ label: 'Statements tab' }, { label: 'Annual reports tab', at: '?tab=ar' }],
  content: (params) => tabReads(params.get('tab')),
}];`,
    content,
  );
  expect(read()).toEqual([
    {
      path: '/x',
      title: 'X',
      query: ['tab'],
      reads: ['assessments', 'audits', 'statements'],
      views: [
        { label: 'Statements tab', reads: ['assessments', 'audits', 'statements'] },
        { label: 'Annual reports tab', at: '?tab=ar', reads: ['annual-reports', 'assessments'] },
      ],
    },
  ]);
});

test('views that are not a list of { label, at? } or that set an undeclared query parameter are refused at build time', () => {
  const route = (fields) =>
    tableFrom(
      `export const routes = [{ path: '/x', title: 'X', query: ['tab'], page: () => import('./x'), ${fields} }];`,
    );
  expect(route(`views: { label: 'A' }`)).toThrow(/"views" that are not a list/);
  expect(route(`views: []`)).toThrow(/"views" that are not a list/);
  expect(route(`views: [{ at: '?tab=a' }]`)).toThrow(/"views" that are not a list/);
  expect(route(`views: [{ label: 'A', at: 'tab=a' }]`)).toThrow(/"views" that are not a list/);
  // The server and the edge keep only declared parameters: ?mode=b would render (and cache) as the first view.
  expect(route(`views: [{ label: 'A', at: '?tab=a&mode=b' }]`)).toThrow(/does not declare in "query": mode/);
  expect(route(`views: [{ label: 'A', at: '?tab=a' }]`)()).toEqual([
    { path: '/x', title: 'X', query: ['tab'], views: [{ label: 'A', at: '?tab=a' }] },
  ]);
});
