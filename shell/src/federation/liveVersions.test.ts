import { isAreaLoaded, switchAreaBuild } from '@gpa/shared-ui';
import { heldPageArea } from './heldPage';
import { FRESH_FOR_MS, checkLiveVersions, pageIsOutdated, trackLiveVersions } from './liveVersions';
import { loadSiteManifest, type SiteManifest } from './siteManifest';

jest.mock('./siteManifest', () => ({ loadSiteManifest: jest.fn() }));
jest.mock('./heldPage', () => ({ heldPageArea: jest.fn() }));
jest.mock('@gpa/shared-ui', () => ({
  ...jest.requireActual('@gpa/shared-ui'),
  isAreaLoaded: jest.fn(),
  switchAreaBuild: jest.fn(),
}));
const fetchManifest = jest.mocked(loadSiteManifest);
const loadedAreas = jest.mocked(isAreaLoaded);
const switchBuild = jest.mocked(switchAreaBuild);
const heldArea = jest.mocked(heldPageArea);

const leac = [{ path: '/leac', title: 'LEAC' }];
const financials = (version: string, routes = leac) => ({
  name: 'mf_financials',
  version,
  entry: `/areas/financials/${version}/mf-manifest.json`,
  routes,
});
const manifest = (area: ReturnType<typeof financials>): SiteManifest => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: area,
    tools: { name: 'mf_tools', version: '1.0.0', entry: '/areas/tools/1.0.0/mf-manifest.json', routes: [] },
  },
});

const opened = 1_000_000;
const later = opened + 60_000;

beforeEach(() => {
  jest.clearAllMocks();
  loadedAreas.mockReturnValue(false);
  heldArea.mockReturnValue(undefined);
  trackLiveVersions(manifest(financials('1.0.0')), opened);
});

test('before a first load, the manifest the page opened with is trusted for a few seconds; a navigation always asks', async () => {
  fetchManifest.mockResolvedValue(manifest(financials('1.0.0')));
  await checkLiveVersions({ maxAgeMs: FRESH_FOR_MS, now: opened + 1000 });
  expect(fetchManifest).not.toHaveBeenCalled();
  await checkLiveVersions({ now: opened + 1000 });
  expect(fetchManifest).toHaveBeenCalledTimes(1);
});

test('an area released since the page opened and not loaded here yet is pointed at the live build', async () => {
  fetchManifest.mockResolvedValue(manifest(financials('1.1.0')));
  await checkLiveVersions({ now: later });
  expect(switchBuild).toHaveBeenCalledWith('financials', {
    name: 'mf_financials',
    entry: '/areas/financials/1.1.0/mf-manifest.json',
  });
  expect(pageIsOutdated()).toBe(false);
});

test('an area whose code already runs in the page makes the page outdated instead', async () => {
  loadedAreas.mockImplementation((area) => area === 'financials');
  fetchManifest.mockResolvedValue(manifest(financials('0.9.0')));
  await checkLiveVersions({ now: later });
  expect(switchBuild).not.toHaveBeenCalled();
  expect(pageIsOutdated()).toBe(true);
});

test("an area whose held page's HTML is on screen (its code not loaded yet) makes the page outdated too", async () => {
  heldArea.mockReturnValue('financials');
  fetchManifest.mockResolvedValue(manifest(financials('0.9.0')));
  await checkLiveVersions({ now: later });
  expect(switchBuild).not.toHaveBeenCalled();
  expect(pageIsOutdated()).toBe(true);
});

test('a release that changes the published routes makes the page outdated: the router was built from them', async () => {
  fetchManifest.mockResolvedValue(
    manifest(financials('1.1.0', [...leac, { path: '/leac/history', title: 'LEAC history' }])),
  );
  await checkLiveVersions({ now: later });
  expect(switchBuild).not.toHaveBeenCalled();
  expect(pageIsOutdated()).toBe(true);
});

test('an unchanged manifest changes nothing; one read at a time', async () => {
  fetchManifest.mockResolvedValue(manifest(financials('1.0.0')));
  await Promise.all([checkLiveVersions({ now: later }), checkLiveVersions({ now: later })]);
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  expect(switchBuild).not.toHaveBeenCalled();
  expect(pageIsOutdated()).toBe(false);
});

test('a manifest that does not answer leaves the page on the builds it knows, without an error', async () => {
  fetchManifest.mockRejectedValue(new Error('offline'));
  await expect(checkLiveVersions({ now: later })).resolves.toBeUndefined();
  expect(pageIsOutdated()).toBe(false);
});
