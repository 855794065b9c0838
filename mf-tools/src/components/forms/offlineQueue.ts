import { ContentError, reachesNetwork, whenNetworkReturns } from '@gpa/shared-ui';
import { useEffect, useRef } from 'react';

/**
 * A form submitted while the network cannot be reached is kept, never lost: its fields and its idempotency
 * key stay in the form, and it is sent again by itself, with the same key, as soon as a request reaches the
 * network (so it is stored once even if an earlier attempt did arrive). The visitor is told so, and sees the
 * answer as for any submission. "Offline" is what a request finds, never `navigator.onLine`.
 */
export const OFFLINE_MESSAGE = 'You are offline. Your details are kept and will be sent as soon as the connection returns (you will not be registered twice).';

/**
 * A failure because there is no connection: no answer from the server (not a refusal or an error answer),
 * and the network does not answer a probe either (a failure online gets the usual message and Retry).
 */
export async function failedOffline(error: unknown): Promise<boolean> {
  if (error instanceof ContentError && error.status !== undefined) return false;
  return !(await reachesNetwork());
}

/** While a submission is kept offline, sends it (`send`) once a request reaches the network again. */
export function useSendWhenReachable(kept: boolean, send: () => void): void {
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    if (!kept) return undefined;
    const controller = new AbortController();
    void whenNetworkReturns({ signal: controller.signal }).then(() => {
      if (!controller.signal.aborted) latestSend.current();
    });
    return () => controller.abort();
  }, [kept]);
}
