import { ContentError } from '@gpa/shared-ui';
import { useEffect, useRef } from 'react';

/**
 * A form submitted while the browser is offline is kept, never lost: its fields and its idempotency key
 * stay in the form, and it is sent again by itself, with the same key, as soon as the connection returns
 * (so it is stored once even if an earlier attempt did arrive). The visitor is told so, and sees the
 * answer as for any submission.
 */
export const OFFLINE_MESSAGE = 'You are offline. Your details are kept and will be sent as soon as the connection returns (you will not be registered twice).';

/** A failure because there is no connection (not a refusal or an error answer from the server). */
export const failedOffline = (error: unknown): boolean =>
  typeof navigator !== 'undefined' && !navigator.onLine && !(error instanceof ContentError && error.status !== undefined);

/** While a submission is kept offline, sends it (`send`) once the browser is back online. */
export function useSendWhenOnline(kept: boolean, send: () => void): void {
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    if (!kept) return undefined;
    const onOnline = () => latestSend.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [kept]);
}
