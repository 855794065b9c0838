import { AppProviders } from '@gpa/shared-ui';
import { mockContent } from '@gpa/shared-ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { siteRoutes } from '../router';

jest.mock('./leaveSite', () => ({ leaveSite: jest.fn() }));

function renderSiteAt(path: string) {
  mockContent({ 'website-notifications': [], 'search-results': [], 'content-files': [] });
  const router = createMemoryRouter(
    siteRoutes({ tables: [], missingAreas: [], retryMissingAreas: async () => undefined }),
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

test.each(['/index.php', '/home', '/index.html'])('the old home page %s goes to /', async (path) => {
  const router = renderSiteAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Error 404 Page Not Found' }); // no area publishes "/" here
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.historyAction).toBe('REPLACE');
});

test.each(['/index.php/extra', '/RATECALCULATOR', '/milestones/2024', '/old/home'])(
  'only the exact old address redirects: %s is a 404',
  async (path) => {
    const router = renderSiteAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error 404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  },
);

test('/search is a route of the shell', async () => {
  renderSiteAt('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
  expect(screen.getByText('Please enter something to perform a search')).toBeInTheDocument();
});
