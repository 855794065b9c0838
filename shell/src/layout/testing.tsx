// Test helpers for the shell's frame (not bundled: only tests import this file).
import { AppProviders, Page, configureContent } from '@gpa/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout';

const widthQuery = (width: number) => (mediaText: string) => {
  const min = /min-width:\s*(\d+)px/.exec(mediaText);
  const max = /max-width:\s*(\d+)px/.exec(mediaText);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

/** Replaces each @media rule that matches with the rules inside it, in place (the cascade order stays). */
function applyMediaRules(matches: (mediaText: string) => boolean, done: WeakSet<CSSStyleSheet>): void {
  for (const sheet of Array.from(document.styleSheets)) {
    if (done.has(sheet)) continue;
    done.add(sheet);
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      const rule = sheet.cssRules[index];
      if (!(rule instanceof CSSMediaRule)) continue;
      const inner = Array.from(rule.cssRules, (innerRule) => innerRule.cssText);
      sheet.deleteRule(index);
      if (matches(rule.media.mediaText)) inner.reverse().forEach((cssText) => sheet.insertRule(cssText, index));
    }
  }
}

const jsdomComputedStyle = window.getComputedStyle.bind(window);

/**
 * jsdom ignores @media rules: from now on, styles are computed (and so elements are visible or hidden to
 * the queries of Testing Library) as in a window this wide. The layout chooses with CSS, as the server
 * renders every variant.
 */
export function setViewportWidth(width: number): void {
  const matches = widthQuery(width);
  const done = new WeakSet<CSSStyleSheet>();
  window.getComputedStyle = (element, pseudo) => {
    applyMediaRules(matches, done);
    return jsdomComputedStyle(element, pseudo);
  };
}

export function resetViewport(): void {
  window.getComputedStyle = jsdomComputedStyle;
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
