/**
 * @jest-environment node
 */
// Which part of an address a page depends on: the server renders and caches by it.
import { matchRoutes } from 'react-router';
import type { SiteManifest } from '../federation/siteManifest';
import type { RouteHandle } from '../routeHandle';
import { siteRoutes } from '../router';
import { pageAddress } from './pageAddress';

const manifest: SiteManifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: {
      name: 'mf_financials',
      version: '1.0.0',
      entry: '/areas/financials/1.0.0/mf-manifest.json',
      routes: [
        { path: '/corporate/financials', title: 'Financials', query: ['tab'] },
        { path: '/leac', title: 'LEAC' },
      ],
    },
  },
};

test("only the parameters a route declares are kept, in the declared order; the shell's search keeps q and page", () => {
  expect(pageAddress('http://site.test/corporate/financials?utm_source=x&tab=audits', manifest)).toEqual({
    path: '/corporate/financials',
    search: '?tab=audits',
  });
  expect(pageAddress('http://site.test/leac?tab=audits&fbclid=1', manifest)).toEqual({
    path: '/leac',
    search: '',
  });
  expect(pageAddress('http://site.test/search?page=2&ref=mail&q=rates', manifest)).toEqual({
    path: '/search',
    search: '?q=rates&page=2',
  });
  // An address no route has is told: the server answers 404 also when it sends the page client-rendered.
  expect(pageAddress('http://site.test/no/such/page?q=1', manifest)).toEqual({
    path: '/no/such/page',
    search: '',
    notFound: true,
  });
});

test('a release that declares a new parameter is taken into account', () => {
  const released: SiteManifest = {
    ...manifest,
    areas: {
      financials: {
        ...manifest.areas.financials!,
        routes: [{ path: '/leac', title: 'LEAC', query: ['year'] }],
      },
    },
  };
  expect(pageAddress('http://site.test/leac?year=2024&x=1', released)).toEqual({
    path: '/leac',
    search: '?year=2024',
  });
});

test('the quick lookup finds the route React Router finds, in any case and with a trailing slash; redirects stay case-sensitive', () => {
  const reference = siteRoutes({
    tables: [{ area: 'financials', routes: manifest.areas.financials!.routes! }],
    missingAreas: [],
    retryMissingAreas: async () => undefined,
  });
  const declared = (path: string) =>
    (matchRoutes(reference, path)?.at(-1)?.route.handle as RouteHandle | undefined)?.query ?? [];
  for (const path of [
    '/corporate/financials',
    '/CORPORATE/Financials/',
    '/leac',
    '/search/',
    '/Search',
    '/home',
    '/HOME',
    '/no/such/page',
  ]) {
    const expected = declared(path).includes('tab') ? '?tab=x' : declared(path).includes('q') ? '?q=x' : '';
    expect([path, pageAddress(`http://site.test${path}?tab=x&q=x`, manifest).search]).toEqual([
      path,
      expected,
    ]);
  }
});
