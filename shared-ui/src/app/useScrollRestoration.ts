// Where the window is scrolled after a client-side navigation: the top of a new page, or back where it was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Kept across reloads of the tab (a reload returns where the visitor was), as React Router's own did. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

// Vertical positions by history entry (location key); each entry gets a new key, so a new page has none.
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
      const entries = typeof stored === 'object' && stored !== null ? Object.entries(stored) : [];
      positions = Object.fromEntries(
        entries.filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      );
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * The history state of a navigation that changes the page's address without moving the page (a tab chosen, a
 * calculation shared): the window stays where the visitor is. React Router's `preventScrollReset` is its data
 * router's; this site's declarative router carries the wish in the entry itself.
 */
export const STAYS_IN_PLACE = { staysInPlace: true } as const;

const staysInPlace = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'staysInPlace' in state && state.staysInPlace === true;

// The key of a document's first entry, whose history state has none: documents share it, so it is kept only
// while this document lives (the browser itself restores a reloaded document's first entry).
const FIRST_ENTRY_KEY = 'default';

/** The element the hash names (#hours-and-locations), if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Used once by the layout, inside the router. A page reached by a link opens at its top (or at the element
 * its #hash names), unless the navigation stays in place (STAYS_IN_PLACE); Back and Forward (and a reload)
 * return to where the visitor was on that entry. The browser's own restoration is off while the page runs:
 * it would scroll before the page is rendered again.
 * The first render keeps the server-rendered page where the browser has it, unless a reload returns elsewhere.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const { key, hash } = location;
  // What a navigation put in its entry (anything a script may push): read by staysInPlace.
  const state: unknown = location.state;
  // The entry on screen (none before the first render).
  const entry = useRef<string | undefined>(undefined);

  useEffect(() => {
    const saved = savedPositions();
    // The last position of each entry: still the old entry's until the next page is on screen.
    const save = () => {
      if (entry.current !== undefined) saved[entry.current] = window.scrollY;
    };
    const onPageHide = () => {
      save();
      try {
        sessionStorage.setItem(
          SCROLL_POSITIONS_KEY,
          JSON.stringify({ ...saved, [FIRST_ENTRY_KEY]: undefined }),
        );
      } catch {
        // Storage full or refused: Back still works within this page load.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before the browser paints the new page, so that it never shows at the previous page's position.
  useLayoutEffect(() => {
    const previous = entry.current;
    entry.current = key;
    if (previous === key) return;
    // Nothing of the scroll calls is returned: Chromium's answer a promise, which is no effect cleanup.
    const saved = savedPositions()[key];
    const target = saved === undefined ? hashTarget(hash) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (previous !== undefined && !staysInPlace(state)) window.scrollTo(0, 0);
  }, [key, hash, state]);
}
