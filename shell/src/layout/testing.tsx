// Test helpers for the shell's frame (not bundled: only tests import this file).
import { AppProviders, Page, RouteTree, configureContent } from '@gpa/shared-ui';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  type RouteObject,
} from 'react-router';
import { SiteNavigationProvider } from '../navigation/siteNavigationContext';
import { publishedRouteTables } from '../navigation/testing';
import { Layout } from './Layout';

// A media query list as a screen this wide, with scripting on, answers it: one of its queries matches.
const widthQuery = (width: number) => (mediaText: string) =>
  mediaText.split(',').some((query) => {
    if (/\bprint\b|scripting:\s*none/.test(query)) return false;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });

const jsdomComputedStyle = window.getComputedStyle.bind(window);
let emulation: HTMLStyleElement | undefined;

/**
 * jsdom ignores @media rules: from now on, styles are computed (and so elements are visible or hidden to
 * the queries of Testing Library) as in a window this wide, by copying the rules of the matching @media
 * blocks into a last style sheet (emotion gives each component one class, so its media rules still win
 * over its base rules). The layout chooses with CSS, as the server renders every variant.
 */
export function setViewportWidth(width: number): void {
  const matches = widthQuery(width);
  resetViewport();
  const style = document.head.appendChild(document.createElement('style'));
  emulation = style;
  let copiedRules = -1;
  window.getComputedStyle = (element, pseudo) => {
    const sheets = Array.from(document.styleSheets).filter((sheet) => sheet.ownerNode !== style);
    const rules = sheets.reduce((count, sheet) => count + sheet.cssRules.length, 0);
    if (rules !== copiedRules) {
      copiedRules = rules;
      style.textContent = sheets
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && matches(rule.media.mediaText))
        .flatMap((rule) => Array.from(rule.cssRules, (inner) => inner.cssText))
        .join('\n');
    }
    return jsdomComputedStyle(element, pseudo);
  };
}

export function resetViewport(): void {
  window.getComputedStyle = jsdomComputedStyle;
  emulation?.remove();
  emulation = undefined;
}

// Keyed, so each route mounts its own page (as area pages do) and takes the heading focus.
const simplePage = (title: string): ReactElement => (
  <Page key={title} title={title}>
    <p>{title} content</p>
  </Page>
);

/** A history in memory at `path`, whose router hears every move (push, replace, go) as the browser's does. */
export const memoryHistory = (path: string) =>
  UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
export type MemoryHistory = ReturnType<typeof memoryHistory>;

/** A route tree in the site's kind of router (declarative, navigations as transitions) over `history`. */
export function routerOver(history: HistoryRouterProps['history'], routes: RouteObject[]): ReactElement {
  return (
    <HistoryRouter history={history}>
      <RouteTree routes={routes} />
    </HistoryRouter>
  );
}

/** The whole frame (header, menu, banner, footer: the areas' published entries) around a few simple pages, in a memory router. */
export function renderSite(
  path = '/',
  extraRoutes: RouteObject[] = [],
): RenderResult & { history: MemoryHistory } {
  configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' });
  const history = memoryHistory(path);
  const routes: RouteObject[] = [
    {
      element: (
        <SiteNavigationProvider tables={publishedRouteTables()}>
          <Layout />
        </SiteNavigationProvider>
      ),
      children: [
        { path: '/', element: simplePage('Home') },
        { path: '/leac', element: simplePage('LEAC') },
        { path: '/search', element: simplePage('Search Results') },
        ...extraRoutes,
        { path: '*', element: simplePage('Not found') },
      ],
    },
  ];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(<AppProviders queryClient={queryClient}>{routerOver(history, routes)}</AppProviders>);
  return { ...result, history };
}

const OPEN = 'data-popover-open';

/** Shows or hides a popover as a browser does: the open mark, then a toggle event with its new state. */
function setPopover(element: HTMLElement, open: boolean): void {
  if (element.hasAttribute(OPEN) === open) return;
  element.toggleAttribute(OPEN, open);
  // What had focus inside a hidden popover loses it.
  if (!open && document.activeElement instanceof HTMLElement && element.contains(document.activeElement))
    document.activeElement.blur();
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
}

/**
 * jsdom has no popovers: the little of them the menu uses (popovertarget buttons, showPopover and
 * hidePopover, :popover-open, the toggle event, Escape, hidden while closed), as Chromium behaves.
 */
export function emulatePopovers(): void {
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = `[popover]:not([${OPEN}]) { display: none; }`;
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? this.hasAttribute(OPEN) : matches.call(this, selector);
  } as typeof matches;
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    setPopover(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    setPopover(this, false);
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
    const target = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!target) return;
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    setPopover(target, action === 'toggle' ? !target.hasAttribute(OPEN) : action === 'show');
  });
  // Escape closes the open popover unless a handler took it (preventDefault).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    document.querySelectorAll<HTMLElement>(`[${OPEN}]`).forEach((element) => setPopover(element, false));
  });
}
