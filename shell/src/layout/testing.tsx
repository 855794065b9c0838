// Test helpers for the shell's frame (not bundled: only tests import this file).
import { AppProviders, Page, configureContent } from '@gpa/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout';

/**
 * jsdom has no media queries: answers (min-width: N) and (max-width: N) queries for a window this wide.
 * Without it, `useMediaQuery` reports no match (narrow, non-mobile).
 */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  };
}

export function resetViewport(): void {
  delete (window as Partial<Window>).matchMedia;
}

// Keyed, so each route mounts its own page (as area pages do) and takes the heading focus.
const simplePage = (title: string): ReactElement => (
  <Page key={title} title={title}>
    <p>{title} content</p>
  </Page>
);

/** The whole frame (header, menu, banner, footer) around a few simple pages, in a memory router. */
export function renderSite(path = '/', extraRoutes: RouteObject[] = []): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: simplePage('Home') },
          { path: '/leac', element: simplePage('LEAC') },
          { path: '/search', element: simplePage('Search Results') },
          ...extraRoutes,
          { path: '*', element: simplePage('Not found') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
