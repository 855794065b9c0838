// After something failed for want of a connection: run it again, by itself, once the connection returns.
import { useEffect, useRef, useState } from 'react';
import { whenNetworkReturns } from './reachability';

/** What a visitor reads when a page failed because the network cannot be reached (the page is not saved). */
export const OFFLINE_PAGE_MESSAGE = 'You are offline, and this page has not been saved on this device.';
export const OPENS_WHEN_ONLINE = 'It opens by itself once the connection returns.';

interface RunWhenReachableOptions {
  /** Wait for the site's own "ok" (an edge answering for a site that is down does not count). */
  origin?: boolean;
  /** Run only if the first probe failed: when it answers at once, the failure was not the network's. */
  onlyAfterUnreachable?: boolean;
}

/**
 * While `waiting`, probes the network (never `navigator.onLine`) and calls the latest `run` once a probe
 * answers. Returns true while the probes find the network unreachable.
 */
export function useRunWhenReachable(
  waiting: boolean,
  run: () => void,
  { origin = false, onlyAfterUnreachable = false }: RunWhenReachableOptions = {},
): boolean {
  const [unreachable, setUnreachable] = useState(false);
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    if (!waiting) return undefined;
    const controller = new AbortController();
    let failedOnce = false;
    const onUnreachable = () => {
      failedOnce = true;
      setUnreachable(true);
    };
    void whenNetworkReturns({ signal: controller.signal, onUnreachable, origin }).then(() => {
      setUnreachable(false);
      if (failedOnce || !onlyAfterUnreachable) latestRun.current();
    });
    return () => controller.abort();
  }, [waiting, origin, onlyAfterUnreachable]);
  return unreachable;
}

/**
 * Once a failure is shown: true while the network cannot be reached, and `retry` runs by itself when a
 * request reaches it again. Reached at the first probe, the failure was not the network's and the
 * visitor's own Retry stays.
 */
export function useRetryWhenReachable(retry: () => void): boolean {
  return useRunWhenReachable(true, retry, { onlyAfterUnreachable: true });
}
