// A hook telling whether a CSS media query matches, safe for server rendering.
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches. The server (and hydration) always see `false`, so the first render
 * matches the server's HTML; React then re-renders with the browser's real answer and follows changes.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
