// After a part of the page failed to load: was it the network, and if so, load it again once it returns.
import { useEffect, useRef, useState } from 'react';
import { whenNetworkReturns } from './reachability';

/** What a visitor reads when a page failed because the network cannot be reached (the page is not saved). */
export const OFFLINE_PAGE_MESSAGE = 'You are offline, and this page has not been saved on this device.';
export const OPENS_WHEN_ONLINE = 'It opens by itself once the connection returns.';

/**
 * Probes the network once a failure is shown: true while it cannot be reached (the visitor is offline,
 * whatever `navigator.onLine` says), and `retry` runs by itself when a request reaches it again.
 */
export function useRetryWhenReachable(retry: () => void): boolean {
  const [offline, setOffline] = useState(false);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    const controller = new AbortController();
    let unreachable = false;
    const onUnreachable = () => {
      unreachable = true;
      setOffline(true);
    };
    // Reached at the first probe: the failure was not the network's, and the visitor's Retry stays.
    void whenNetworkReturns({ signal: controller.signal, onUnreachable }).then(() => {
      if (unreachable) latestRetry.current();
    });
    return () => controller.abort();
  }, []);
  return offline;
}
