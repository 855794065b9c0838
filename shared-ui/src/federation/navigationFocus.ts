// Where focus goes after a client-side navigation: the new page's heading, or back where the visitor was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How to find an element again on a page rendered anew: its id, or its link address and which one of those. */
type FocusMark = { id: string } | { href: string; index: number };

/** What a new page does with focus: the heading (a followed link), or the element the visitor left (Back). */
export type FocusRequest = { to: 'heading' } | { to: 'mark'; mark: FocusMark };

let pending: FocusRequest | undefined;
// The element that last had focus on each history entry (by location key): Back and Forward return to it.
const focusByEntry = new Map<string, FocusMark>();
const MAX_ENTRIES = 50;

function markOf(element: Element): FocusMark | undefined {
  if (element.id) return { id: element.id };
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  if (href === null) return undefined;
  const same = [...document.querySelectorAll(`a[href="${CSS.escape(href)}"]`)];
  return { href, index: same.indexOf(element) };
}

/** The element a mark names on the page now, if it is there. */
export function findMarked(mark: FocusMark): HTMLElement | undefined {
  const found =
    'id' in mark
      ? document.getElementById(mark.id)
      : document.querySelectorAll(`a[href="${CSS.escape(mark.href)}"]`)[mark.index];
  return found instanceof HTMLElement ? found : undefined;
}

export function takeFocusRequest(): FocusRequest | undefined {
  const request = pending;
  pending = undefined;
  return request;
}

/**
 * Used once by the layout. A followed link asks the next page to focus its heading, so keyboard and screen
 * reader users land on the new content; Back and Forward ask it to focus what the visitor had focused there
 * (the link they followed), which is where the router scrolls back to, never an off-screen heading. The
 * request is made in the effect's cleanup: React runs every cleanup of a commit before any new effect, so the
 * next page sees it even when it mounts in the same commit. On the first page load the browser's focus is kept.
 */
export function useHeadingFocusOnNavigation(): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ key, navigationType });
  // Layout effects run before the commit's effect cleanups: the cleanup below reads the new location.
  useLayoutEffect(() => {
    current.current = { key, navigationType };
  });
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const mark = event.target instanceof Element ? markOf(event.target) : undefined;
      if (!mark) return;
      focusByEntry.delete(current.current.key);
      focusByEntry.set(current.current.key, mark);
      if (focusByEntry.size > MAX_ENTRIES) focusByEntry.delete(focusByEntry.keys().next().value as string);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(
    () => () => {
      // Read at cleanup time: by then the location (and how it was reached) is the next page's.
      const { key: nextKey, navigationType: how } = current.current;
      const mark = how === NavigationType.Pop ? focusByEntry.get(nextKey) : undefined;
      pending = mark ? { to: 'mark', mark } : how === NavigationType.Pop ? undefined : { to: 'heading' };
    },
    [pathname],
  );
}
