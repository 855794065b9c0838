// Whether the site's server can be reached, decided by a request of the page, never by `navigator.onLine`:
// a phone on a Wi-Fi or cell with no data behind it, and Chromium's offline emulation in a new document,
// both leave it true while every request fails (docs/offline.md, "The browser's own signals").

import { REACHABILITY_URL } from './probe';

const PROBE_TIMEOUT_MS = 5000;
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 15_000;

/**
 * Whether a request of this page reaches the network now: any HTTP answer counts, a failed fetch does not.
 * With `origin`, only the site's own "ok" counts: an edge or proxy answering for a site that is down does not.
 */
export async function reachesNetwork({ origin = false }: { origin?: boolean } = {}): Promise<boolean> {
  try {
    const answer = await fetch(REACHABILITY_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return !origin || answer.ok;
  } catch {
    return false;
  }
}

interface WaitOptions {
  /** Never resolves once this aborts. */
  signal?: AbortSignal;
  /** Called once, when the first probe fails: the network cannot be reached now. */
  onUnreachable?: () => void;
  /** Wait for the site's own "ok", not any answer (reachesNetwork). */
  origin?: boolean;
}

/**
 * Resolves once a request reaches the network: probes at once, then after 1 s, 2 s, 4 s... (at most 15 s
 * apart), and at once when the browser reports 'online' or the tab is shown again (hints, never proof).
 */
export function whenNetworkReturns({ signal, onUnreachable, origin }: WaitOptions = {}): Promise<void> {
  return new Promise<void>((resolve) => {
    let wait = FIRST_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let probing = false;
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', probeNow);
      document.removeEventListener('visibilitychange', probeNow);
    };
    const probe = async () => {
      if (probing || signal?.aborted) return;
      probing = true;
      clearTimeout(timer);
      const reached = await reachesNetwork({ origin });
      probing = false;
      if (signal?.aborted) return stop();
      if (reached) {
        stop();
        return resolve();
      }
      if (wait === FIRST_WAIT_MS) onUnreachable?.();
      timer = setTimeout(() => void probe(), wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    };
    function probeNow() {
      if (document.visibilityState !== 'hidden') void probe();
    }
    signal?.addEventListener('abort', stop, { once: true });
    window.addEventListener('online', probeNow);
    document.addEventListener('visibilitychange', probeNow);
    void probe();
  });
}
