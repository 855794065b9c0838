// "Now" for what a page shows by the time (active notices, "today"): the instant the server rendered it while
// the page hydrates, so the browser's first render equals the HTML however long ago it was rendered or saved
// (a cached or saved page whose notice has ended since), then the browser's own clock.
import { createContext, useContext, useState, useSyncExternalStore } from 'react';

/** The server render's instant (ms), given by renderPage and, in the browser, read from the page. */
export const RenderClockContext = createContext<number | undefined>(undefined);

const noSubscription = () => () => undefined;

/** The render's instant during the server render and hydration; the browser's clock from just after it. */
export function useRenderNow(): number {
  const renderedAt = useContext(RenderClockContext);
  // False on the server and while hydrating (React renders with the server's snapshot), true right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [mountedAt] = useState(() => Date.now());
  return hydrated || renderedAt === undefined ? mountedAt : renderedAt;
}
