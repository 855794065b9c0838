// A router component that re-reads the site manifest around navigations so a page follows releases.
import { useCallback, useEffect, useRef } from 'react';
import { createPath, useBlocker, useLocation, type BlockerFunction } from '@gpa/shared-ui';
import { checkLiveVersions, FRESH_FOR_MS, manifestIsStale, pageIsOutdated } from './liveVersions';

/**
 * Keeps an open page in step with releases and rollbacks: checks the site manifest before the visitor moves
 * to another page (a navigation waits for it, unless it was read in the last few seconds) and when they come
 * back to the tab, and turns the navigation into a full page load once this page runs an area build that is
 * no longer live (a rollback's tab loads the live version on its very next page).
 */
export function LiveVersionsGuard() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPage.current) void checkLiveVersions({ maxAgeMs: FRESH_FOR_MS });
  }, [pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkLiveVersions();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const toAnotherPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && (pageIsOutdated() || manifestIsStale()),
    [],
  );
  const blocker = useBlocker(toAnotherPage);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void checkLiveVersions().then(() => {
      if (!current) return;
      if (pageIsOutdated()) window.location.assign(createPath(blocker.location));
      else blocker.proceed();
    });
    return () => {
      current = false;
    };
  }, [blocker]);
  return null;
}
