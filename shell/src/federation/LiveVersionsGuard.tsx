// A router component that re-reads the site manifest after navigations and when the tab comes back.
import { useEffect, useRef } from 'react';
import { useLocation } from '@gpa/shared-ui';
import { checkLiveVersions, FRESH_FOR_MS } from './liveVersions';

/**
 * Keeps an open page in step with releases and rollbacks: checks the site manifest on another page (unless it
 * was read in the last few seconds) and when the visitor comes back to the tab. The router's history
 * (followingLiveVersions) makes a move to another page wait for that check, and turns it into a full page
 * load once this page runs an area build that is no longer live.
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
  return null;
}
