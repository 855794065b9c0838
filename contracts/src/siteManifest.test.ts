// The shared schemas refuse what a reader could not use, naming the field, and give the contract's exact shape.
import * as z from 'zod/v4-mini';
import { searchAnswerSchema } from './search';
import { routesFileSchema, siteManifestSchema } from './siteManifest';

const issuePaths = (result: { error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

test('a route without a title or with an unknown menu group is refused, naming the field', () => {
  const routes = [
    { path: '/leac', menu: [{ group: 'rates', label: 'LEAC', order: 1 }] },
    { path: '/tools', title: 'Tools', menu: [{ group: 'nowhere', label: 'Tools', order: 1 }] },
  ];
  expect(issuePaths(z.safeParse(routesFileSchema, { routes }))).toEqual([
    'routes.0.title',
    'routes.1.menu.0.group',
  ]);
});

test("when a page's code loads: an older build's 'afterShell' is still read (a rollback to it), others refused", () => {
  const routes = [
    { path: '/', title: 'Home', pageCode: 'afterShell' },
    { path: '/leac', title: 'LEAC', pageCode: 'whenUsed' },
    { path: '/x', title: 'X', pageCode: 'later' },
  ];
  expect(issuePaths(z.safeParse(routesFileSchema, { routes }))).toEqual(['routes.2.pageCode']);
});

test('a manifest is read as the contract says: fields it does not name are left out', () => {
  const manifest = {
    content: { apiUrl: '/api', filesUrl: '' },
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json', note: 'unknown' } },
  };
  expect(z.parse(siteManifestSchema, manifest)).toEqual({
    content: manifest.content,
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' } },
  });
  expect(issuePaths(z.safeParse(siteManifestSchema, { areas: {} }))).toEqual(['content']);
});

test('a search answer with a kind of result it does not know is refused', () => {
  const answer = { term: 'rates', shortened: false, page: 1, pageCount: 1, total: 1, from: 1, to: 1 };
  const hit = { kind: 'video', title: 'Rates', link: '/rates', snippet: [{ text: 'rates', mark: true }] };
  expect(issuePaths(z.safeParse(searchAnswerSchema, { ...answer, data: [hit] }))).toEqual(['data.0.kind']);
  expect(z.safeParse(searchAnswerSchema, { ...answer, data: [{ ...hit, kind: 'page' }] }).success).toBe(true);
});
