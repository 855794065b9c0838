import { AppProviders } from '@gpa/shared-ui';
import { mockContent } from '@gpa/shared-ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { memoryHistory, routerOver } from '../layout/testing';
import { siteRoutes } from '../router';

jest.mock('./leaveSite', () => ({ leaveSite: jest.fn() }));

function renderSiteAt(path: string) {
  mockContent({ 'website-notifications': [], 'search-results': [], 'content-files': [] });
  const history = memoryHistory(path);
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {routerOver(
        history,
        siteRoutes({ tables: [], missingAreas: [], retryMissingAreas: async () => undefined }),
      )}
    </AppProviders>,
  );
  return history;
}

test.each(['/index.php', '/home', '/index.html'])('the old home page %s goes to /', async (path) => {
  const history = renderSiteAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Error 404 Page Not Found' }); // no area publishes "/" here
  expect(history.location.pathname).toBe('/');
  expect(history.action).toBe('REPLACE');
});

test.each(['/index.php/extra', '/RATECALCULATOR', '/milestones/2024', '/old/home'])(
  'only the exact old address redirects: %s is a 404',
  async (path) => {
    const history = renderSiteAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error 404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe(path);
  },
);

test('/search is a route of the shell', async () => {
  renderSiteAt('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
  expect(screen.getByText('Please enter something to perform a search')).toBeInTheDocument();
});
