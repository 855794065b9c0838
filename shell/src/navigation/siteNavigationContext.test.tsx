import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AreaRouteTable } from '../federation/areas';
import { checkLiveVersions, trackLiveVersions } from '../federation/liveVersions';
import { loadSiteManifest, type SiteManifest } from '../federation/siteManifest';
import { SiteNavigationProvider, useSiteNavigation } from './siteNavigationContext';

jest.mock('../federation/siteManifest', () => ({ loadSiteManifest: jest.fn() }));
const fetchManifest = jest.mocked(loadSiteManifest);

const leac: AreaRouteTable['routes'] = [
  { path: '/leac', title: 'LEAC', menu: [{ group: 'rates', label: 'LEAC', order: 20 }] },
];
const tariffs: AreaRouteTable['routes'] = [
  ...leac,
  { path: '/tariffs', title: 'Tariffs', menu: [{ group: 'rates', label: 'Tariffs', order: 30 }] },
];
const manifest = (routes: AreaRouteTable['routes']): SiteManifest => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: {
      name: 'mf_financials',
      version: '1',
      entry: '/areas/financials/1/mf-manifest.json',
      routes,
    },
  },
});

function RateLinks() {
  const rates = useSiteNavigation().groups.find((group) => group.title === 'Rate Information');
  return <p>{rates?.links.map((link) => link.label).join(', ') ?? 'none'}</p>;
}

const site = (routes: AreaRouteTable['routes']) => (
  <SiteNavigationProvider tables={[{ area: 'financials', routes }]}>
    <RateLinks />
  </SiteNavigationProvider>
);

beforeEach(() => trackLiveVersions(manifest(leac)));

test('the server and the hydrating page list the route tables the page was rendered from', () => {
  expect(renderToString(site(leac))).toContain('LEAC');
  render(site(leac));
  expect(screen.getByText('LEAC')).toBeInTheDocument();
});

test('a page an area released while the page is open joins its menu when the manifest is read again', async () => {
  render(site(leac));
  fetchManifest.mockResolvedValue(manifest(tariffs));
  await act(() => checkLiveVersions());
  expect(screen.getByText('LEAC, Tariffs')).toBeInTheDocument();
});

test("outside the site's routes (no route tables) no area entry is listed", () => {
  render(<RateLinks />);
  expect(screen.getByText('none')).toBeInTheDocument();
});
