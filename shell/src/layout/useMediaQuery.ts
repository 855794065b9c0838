import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media rule of the theme (`media.mobile`, `media.inlineSearch`...) applies now, kept up to date
 * as the window is resized. Used where the layout changes what is rendered, not only how it looks.
 */
export function useMediaQuery(mediaRule: string): boolean {
  const query = mediaRule.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server knows no window: it renders (and the browser hydrates) the wide layout, then the browser
  // switches to what its window matches.
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
