import { AppProviders } from '@gpa/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { AreaRoutesModule } from '@gpa/shared-ui';
import userEvent from '@testing-library/user-event';
import { forgetAreaCode, loadAreaModule } from './federation/areas';
import { memoryHistory, routerOver } from './layout/testing';
import { siteRoutes, type SiteRoutes } from './router';

jest.mock('./federation/areas', () => ({ loadAreaModule: jest.fn(), forgetAreaCode: jest.fn() }));
const loadArea = jest.mocked(loadAreaModule);

const financials: AreaRoutesModule = {
  routes: [
    { path: '/leac', title: 'LEAC', page: async () => ({ default: () => <h1>LEAC page from the area</h1> }) },
  ],
};
// loadAreaModule caches its promise per area (React's use() needs the same promise on every render).
const loaded = Promise.resolve(financials);
const leacTable = { tables: [{ area: 'financials', routes: [{ path: '/leac', title: 'LEAC' }] }] };

// Rendered inside an async act: a page that suspends on the area module (use()) resumes within it.
async function renderAt(path: string, routes: Partial<SiteRoutes> = {}) {
  global.fetch = jest.fn(async () => new Response('{"data":[]}', { status: 200 }));
  const site = siteRoutes({
    tables: [],
    missingAreas: [],
    retryMissingAreas: async () => undefined,
    ...routes,
  });
  await act(async () => {
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {routerOver(memoryHistory(path), site)}
      </AppProviders>,
    );
  });
}

test('an unknown URL shows the 404 texts and sets the title', async () => {
  await renderAt('/no/such/page');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Error 404 Page Not Found' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText("Sorry, we can't find the page for the address that you entered"),
  ).toBeInTheDocument();
  expect(document.title).toBe('Page not found | Guam Power Authority');
});

test('an unknown URL while an area is down may be that area: it offers Retry instead of a 404', async () => {
  const retry = jest.fn(async () => undefined);
  await renderAt('/leac', { missingAreas: ['financials'], retryMissingAreas: retry });
  expect(await screen.findByText('This part of the site is not available right now.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});

test('/maintenance shows the maintenance texts', async () => {
  await renderAt('/maintenance');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We are under maintenance..' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('This service is currently undergoing maintenance. We should be back shortly.'),
  ).toBeInTheDocument();
});

test('a published area route renders the page from the area module, with its title', async () => {
  loadArea.mockReturnValue(loaded);
  await renderAt('/leac', leacTable);
  expect(await screen.findByRole('heading', { name: 'LEAC page from the area' })).toBeInTheDocument();
  expect(loadArea).toHaveBeenCalledWith('financials');
  expect(document.title).toBe('LEAC | Guam Power Authority');
});

test('an area that fails to load shows its fallback inside the frame; Retry forgets it and loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = Promise.reject(new Error('The financials area did not answer within 8 s'));
  failed.catch(() => undefined);
  loadArea.mockReturnValue(failed);
  await renderAt('/leac', leacTable);
  expect(
    await screen.findByText('This part of the site is not available right now.', {}),
  ).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();

  loadArea.mockReturnValue(loaded);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(forgetAreaCode).toHaveBeenCalledWith('financials');
  expect(await screen.findByRole('heading', { name: 'LEAC page from the area' })).toBeInTheDocument();
});
