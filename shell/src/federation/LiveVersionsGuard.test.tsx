import { isAreaLoaded, Link } from '@gpa/shared-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LiveVersionsGuard } from './LiveVersionsGuard';
import { FRESH_FOR_MS, trackLiveVersions } from './liveVersions';
import { loadSiteManifest, type SiteManifest } from './siteManifest';

jest.mock('./siteManifest', () => ({ loadSiteManifest: jest.fn() }));
jest.mock('@gpa/shared-ui', () => ({
  ...jest.requireActual('@gpa/shared-ui'),
  isAreaLoaded: jest.fn(),
  switchAreaBuild: jest.fn(),
}));
const fetchManifest = jest.mocked(loadSiteManifest);

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

// A tab opened a while ago running financials 1.1.0 (its code loaded), with a link to another page.
async function openTab() {
  jest.mocked(isAreaLoaded).mockReturnValue(true);
  trackLiveVersions(manifest('1.1.0'), Date.now() - 2 * FRESH_FOR_MS);
  const page = (name: string) => (
    <>
      <LiveVersionsGuard />
      <h1>{name}</h1>
      <Link to="/leac">LEAC</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/leac', element: page('LEAC page') },
    ],
    { initialEntries: ['/'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

test('a navigation after a rollback reads the manifest first and becomes a full page load of the live version', async () => {
  // jsdom cannot load another document: it says so on the console, and the router stays where it was.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchManifest.mockResolvedValue(manifest('1.0.0'));
  const router = await openTab();
  await userEvent.click(screen.getByRole('link', { name: 'LEAC' }));
  await act(async () => undefined);
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe('/');
  expect(consoleError).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }),
  );
  consoleError.mockRestore();
});

test('with the same versions live, the navigation goes on in the page once the manifest is read', async () => {
  fetchManifest.mockResolvedValue(manifest('1.1.0'));
  const router = await openTab();
  await userEvent.click(screen.getByRole('link', { name: 'LEAC' }));
  expect(await screen.findByRole('heading', { name: 'LEAC page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/leac');
  // Read just now: the next navigation does not wait for another read.
  fetchManifest.mockClear();
  await act(() => router.navigate('/'));
  expect(router.state.location.pathname).toBe('/');
  expect(fetchManifest).not.toHaveBeenCalled();
});
