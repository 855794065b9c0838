import { useCallback, useEffect, useRef } from 'react';
import { createPath, useBlocker, useLocation, type BlockerFunction } from '@gpa/shared-ui';
import { checkLiveVersions, pageIsOutdated } from './liveVersions';

/**
 * Keeps an open page in step with releases and rollbacks: checks the site manifest when the visitor moves
 * to another page or comes back to the tab, and turns the next navigation into a full page load once this
 * page runs an area build that is no longer live.
 */
export function LiveVersionsGuard() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPage.current) void checkLiveVersions();
  }, [pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkLiveVersions();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const toAnotherPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => pageIsOutdated() && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(toAnotherPage);
  useEffect(() => {
    if (blocker.state === 'blocked') window.location.assign(createPath(blocker.location));
  }, [blocker]);
  return null;
}
