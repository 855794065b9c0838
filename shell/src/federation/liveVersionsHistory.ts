// The router's history, made to re-read the site manifest before the visitor moves to another page.
import { NavigationType, type HistoryRouterProps } from '@gpa/shared-ui';
import { checkLiveVersions, manifestIsStale, pageIsOutdated } from './liveVersions';

type History = HistoryRouterProps['history'];
type To = Parameters<History['push']>[0];

/** Whether a move waits for a read of the manifest: the page runs an outdated build, or the read is old. */
const mustCheck = () => pageIsOutdated() || manifestIsStale();

/**
 * `history`, except that a move to another page first re-reads the site manifest when it is stale (a read
 * in the last few seconds lets it through at once) and becomes a full page load once this page runs an area
 * build that is no longer live: a rollback's tab loads the live version on its very next page. A followed
 * link waits for the read before the address changes; Back and Forward (the browser has already moved) keep
 * the current page on screen until it, and until the page they reached can show. The last move wins.
 */
export function followingLiveVersions(history: History): History {
  let latestMove = 0;
  // The location the router shows: Back and Forward are compared with it, not with the address.
  let shown = history.location;

  /** Runs `move` at once, or after the read; `leave` instead when the page turns out to be outdated. */
  function afterCheck(pathname: string, move: () => void, leave: () => void): void {
    const thisMove = ++latestMove;
    if (pathname === shown.pathname || !mustCheck()) return move();
    void checkLiveVersions().then(() => {
      if (thisMove !== latestMove) return;
      if (pageIsOutdated()) leave();
      else move();
    });
  }

  const checked =
    (move: 'push' | 'replace') =>
    (to: To, state?: unknown): void =>
      afterCheck(
        history.createURL(to).pathname,
        () => history[move](to, state),
        () => window.location.assign(history.createHref(to)),
      );

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: checked('push'),
    replace: checked('replace'),
    listen: (listener) =>
      history.listen((update) => {
        const show = () => {
          shown = update.location;
          listener(update);
        };
        if (update.action !== NavigationType.Pop) return show();
        // Out of the popstate event: React renders a transition begun in one at once, so a page whose code is
        // not loaded yet would give way to the loading notice (and be scrolled on it) instead of staying.
        setTimeout(() => afterCheck(update.location.pathname, show, () => window.location.reload()));
      }),
  };
}
