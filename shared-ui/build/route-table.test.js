const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { matchPath } = require('react-router');
const { readRouteTable } = require('./route-table');

const repo = path.join(__dirname, '..', '..');
const areas = Object.values(require('../../scripts/packages').areas);
const tableFile = (area) => path.join(repo, area, 'src', 'routes.tsx');

test.each(areas)('the published routes of %s are exactly its route table', (area) => {
  const { routes } = require(tableFile(area));
  expect(readRouteTable(tableFile(area))).toEqual(routes.map(({ path, title }) => ({ path, title })));
});

test('no URL is owned by two areas', () => {
  const owners = areas.flatMap((area) => readRouteTable(tableFile(area)).map((route) => ({ area, path: route.path })));
  for (const a of owners)
    for (const b of owners)
      if (a !== b && !a.path.includes('*') && !a.path.includes(':')) expect(matchPath(b.path, a.path) && `${a.path} in ${a.area} and ${b.area}`).toBeFalsy();
});

function tableFrom(source) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.tsx');
  fs.writeFileSync(file, source);
  return () => readRouteTable(file);
}

test('a route without a title or with a relative path is refused at build time', () => {
  expect(tableFrom(`export const routes = [{ path: '/a', page: () => import('./a') }];`)).toThrow(/needs a "title"/);
  expect(tableFrom(`export const routes = [{ path: 'a', title: 'A', page: () => import('./a') }];`)).toThrow(/absolute "path"/);
  expect(tableFrom(`export const table = [];`)).toThrow(/must export a "routes" array/);
});

test('page modules are never loaded while reading the table', () => {
  const read = tableFrom(`import type { AreaRoute } from '@gpa/shared-ui';
export const routes: AreaRoute[] = [{ path: '/x', title: 'X', page: () => import('./does-not-exist') }];`);
  expect(read()).toEqual([{ path: '/x', title: 'X' }]);
});
