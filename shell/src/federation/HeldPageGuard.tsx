// While a page's code is held (heldPage.ts): a link to a page of the site opens in place (the router), as it
// would from a hydrated page, and the held page goes without its code; another address of the same page (its
// query or a section) is the page's to show, so it releases the code.
import {
  isPlainClick,
  matchRoutes,
  STAYS_IN_PLACE,
  useLocation,
  useNavigate,
  type RouteObject,
} from '@gpa/shared-ui';
import { useEffect, useState } from 'react';
import { dropHeldPage, pageIsHeld, releaseHeldPage } from './heldPage';

/** The site page a click on a plain link of a held page opens in place; undefined: the browser's own way. */
export function pageOpenedInPlace(event: MouseEvent, routes: RouteObject[]): string | undefined {
  if (event.defaultPrevented || !isPlainClick(event)) return undefined;
  const link = event.target instanceof Element ? event.target.closest('main a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin) return undefined;
  // A tab's link shows its view of this page where the visitor is: its fragment, which brings a page loaded
  // without the script to its tabs, stays out (the chosen tab's link too, which would scroll to itself).
  if (link.getAttribute('role') === 'tab') return url.pathname + url.search;
  // An anchor on this page scrolls; a file or an address no page has (the 404 route) loads as a document.
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  if (matchRoutes(routes, url.pathname)?.at(-1)?.route.path === '*') return undefined;
  return url.pathname + url.search + url.hash;
}

interface HistoryEntry {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Whether `now` is another history entry than `first`: another key, or another address (an entry pushed
 * without the router's state, as a script or an in-page anchor makes, has the same default key).
 */
export const isAnotherEntry = (first: HistoryEntry, now: HistoryEntry): boolean =>
  now.key !== first.key ||
  now.pathname + now.search + now.hash !== first.pathname + first.search + first.hash;

export function HeldPageGuard({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [first] = useState(location);
  const moved = isAnotherEntry(first, location);
  const samePage = location.pathname === first.pathname;
  // In render, not in an effect: a navigation within the held page waits for it to hydrate, and an effect
  // would run only once that navigation has committed.
  if (moved && samePage) releaseHeldPage();
  // Another page has replaced the held one (HeldPageBoundary): its code is not needed any more.
  useEffect(() => {
    if (moved && !samePage) dropHeldPage();
  }, [moved, samePage]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const page = pageIsHeld() ? pageOpenedInPlace(event, routes) : undefined;
      if (!page) return;
      event.preventDefault();
      // A tab's link shows another view of this page, where the visitor is; the view shown stays as it is.
      const tab = event.target instanceof Element && event.target.closest('a[role="tab"]') !== null;
      if (tab && page === window.location.pathname + window.location.search) return;
      void navigate(page, tab ? { state: STAYS_IN_PLACE } : undefined);
    };
    // Capturing: React stops a click on a page it has not hydrated before it bubbles.
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [navigate, routes]);
  return null;
}
