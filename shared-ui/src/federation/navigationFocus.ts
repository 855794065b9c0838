// Moves focus to the new page's heading after a client-side navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

// After a client-side navigation, focus moves to the new page's main heading so keyboard and screen
// reader users land on the new content; on the first page load the browser's own focus is kept.
let focusPending = false;

export function takeHeadingFocusRequest(): boolean {
  const pending = focusPending;
  focusPending = false;
  return pending;
}

/**
 * Used once by the layout. The request is made in the effect's cleanup: React runs every cleanup of a
 * commit before any new effect, so the next page's heading sees it even when it mounts in the same commit.
 */
export function useHeadingFocusOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(
    () => () => {
      focusPending = true;
    },
    [pathname],
  );
}
