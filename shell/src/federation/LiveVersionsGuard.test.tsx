import { isAreaLoaded, Link } from '@gpa/shared-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, routerOver } from '../layout/testing';
import { LiveVersionsGuard } from './LiveVersionsGuard';
import { FRESH_FOR_MS, trackLiveVersions } from './liveVersions';
import { followingLiveVersions } from './liveVersionsHistory';
import { loadSiteManifest, type SiteManifest } from './siteManifest';

jest.mock('./siteManifest', () => ({ loadSiteManifest: jest.fn() }));
jest.mock('@gpa/shared-ui', () => ({
  ...jest.requireActual('@gpa/shared-ui'),
  isAreaLoaded: jest.fn(),
  switchAreaBuild: jest.fn(),
}));
const fetchManifest = jest.mocked(loadSiteManifest);
beforeEach(() => fetchManifest.mockReset());

const manifest = (version: string): SiteManifest => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: {
      name: 'mf_financials',
      version,
      entry: `/areas/financials/${version}/mf-manifest.json`,
      routes: [{ path: '/leac', title: 'LEAC' }],
    },
  },
});

// A tab opened a while ago running financials 1.1.0 (its code loaded), with a link to another page; the
// router's history (in memory here) as the site's.
async function openTab(entries = ['/']) {
  jest.mocked(isAreaLoaded).mockReturnValue(true);
  trackLiveVersions(manifest('1.1.0'), Date.now() - 2 * FRESH_FOR_MS);
  const page = (name: string) => (
    <>
      <LiveVersionsGuard />
      <h1>{name}</h1>
      <Link to="/leac">LEAC</Link>
    </>
  );
  const history = memoryHistory('/');
  for (const entry of entries.slice(1)) history.push(entry);
  await act(async () => {
    render(
      routerOver(followingLiveVersions(history), [
        { path: '/', element: page('Home') },
        { path: '/leac', element: page('LEAC page') },
      ]),
    );
  });
  return history;
}

// jsdom cannot load another document: it says so on the console, and the router stays where it was.
function refusedDocumentLoads() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
const documentLoadRefused = expect.objectContaining({
  message: expect.stringContaining('Not implemented: navigation'),
});

test('a navigation after a rollback reads the manifest first and becomes a full page load of the live version', async () => {
  const consoleError = refusedDocumentLoads();
  fetchManifest.mockResolvedValue(manifest('1.0.0'));
  const history = await openTab();
  await userEvent.click(screen.getByRole('link', { name: 'LEAC' }));
  await act(async () => undefined);
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  expect(history.location.pathname).toBe('/');
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith(documentLoadRefused);
  consoleError.mockRestore();
});

test('with the same versions live, the navigation goes on in the page once the manifest is read', async () => {
  fetchManifest.mockResolvedValue(manifest('1.1.0'));
  const history = await openTab();
  await userEvent.click(screen.getByRole('link', { name: 'LEAC' }));
  expect(await screen.findByRole('heading', { name: 'LEAC page' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/leac');
  // Read just now: the next navigation does not wait for another read.
  fetchManifest.mockClear();
  act(() => history.push('/'));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(fetchManifest).not.toHaveBeenCalled();
});

test('Back after a rollback keeps the page on screen until the manifest is read, then loads the address reached', async () => {
  const consoleError = refusedDocumentLoads();
  let answer: (live: SiteManifest) => void = () => undefined;
  fetchManifest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const history = await openTab(['/', '/leac']);
  act(() => history.go(-1));
  expect(screen.getByRole('heading', { name: 'LEAC page' })).toBeInTheDocument();
  await act(async () => answer(manifest('1.0.0')));
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'LEAC page' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith(documentLoadRefused);
  consoleError.mockRestore();
});

test('Back with the same versions live shows the page it reached once the manifest is read', async () => {
  fetchManifest.mockResolvedValue(manifest('1.1.0'));
  const history = await openTab(['/', '/leac']);
  act(() => history.go(-1));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(fetchManifest).toHaveBeenCalledTimes(1);
});

test("Back reaches the router after the browser's popstate event, not in it (React would render it at once there)", async () => {
  fetchManifest.mockResolvedValue(manifest('1.1.0'));
  trackLiveVersions(manifest('1.1.0'), Date.now());
  const history = memoryHistory('/');
  history.push('/leac');
  const heard: string[] = [];
  followingLiveVersions(history).listen(({ location }) => heard.push(location.pathname));
  history.go(-1);
  expect(heard).toEqual([]);
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  expect(heard).toEqual(['/']);
  // A followed link reaches it at once.
  history.push('/leac');
  expect(heard).toEqual(['/', '/leac']);
});
