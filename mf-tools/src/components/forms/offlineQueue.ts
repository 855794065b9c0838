// Keeps a form submission the site could not take, and sends it when the site answers again.
import { ContentError, reachesNetwork, useRunWhenReachable } from '@gpa/shared-ui';

/**
 * A form submitted while the site cannot be reached is kept, never lost: its fields and its idempotency key
 * stay in the form, and it is sent again by itself, with the same key, as soon as the site answers again
 * (so it is stored once even if an earlier attempt did arrive). The visitor is told so, and sees the answer
 * as for any submission. "Offline" is what a request finds, never `navigator.onLine`; "the site is down" is a
 * gateway's answer (an edge cache or nginx answering for an origin that does not) while the site's own
 * health check says so too.
 */
export const OFFLINE_MESSAGE =
  'You are offline. Your details are kept and will be sent as soon as the connection returns (you will not be registered twice).';
export const SITE_DOWN_MESSAGE =
  'The site cannot take requests right now. Your details are kept on this device and will be sent as soon as it can (you will not be registered twice).';

export type KeptReason = 'offline' | 'site down';
/** What the visitor reads while the submission is kept. */
export const KEPT_MESSAGE: Record<KeptReason, string> = {
  offline: OFFLINE_MESSAGE,
  'site down': SITE_DOWN_MESSAGE,
};

/** A gateway's answer for an origin that did not answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * Why a failed submission is kept for later, if it is: no answer and the network does not answer a probe
 * either ('offline'), or a gateway failure while the site's health check is not ok ('site down'). Any other
 * failure gets the usual message and Retry.
 */
export async function keptBecause(error: unknown): Promise<KeptReason | undefined> {
  const status = error instanceof ContentError ? error.status : undefined;
  if (status === undefined) return (await reachesNetwork()) ? undefined : 'offline';
  if (GATEWAY_FAILURES.has(status) && !(await reachesNetwork({ origin: true }))) return 'site down';
  return undefined;
}

/** While a submission is kept, sends it (`send`) once the site answers its health check again. */
export function useSendWhenReachable(kept: boolean, send: () => void): void {
  useRunWhenReachable(kept, send, { origin: true });
}
