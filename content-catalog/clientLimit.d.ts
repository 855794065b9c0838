/**
 * The one per-client rate limit of the site, used by the site server (content misses, forms, renders) and by
 * the content service (forms): a token bucket per client. Each client may spend `perMinute` tokens a minute,
 * refilled continuously, with at most one minute's worth saved up (or `burst`). The client table is bounded so that many
 * addresses cannot grow it without end: idle clients (full buckets) are forgotten first.
 */
/**
 * @param {{ perMinute: number, burst?: number, now?: () => number, maxClients?: number }} options  perMinute: Infinity turns it off
 * @returns {{ take(client: string): { ok: true } | { ok: false, retryAfterSeconds: number } }}
 */
export function createClientLimit({ perMinute, burst, now, maxClients }: {
    perMinute: number;
    burst?: number;
    now?: () => number;
    maxClients?: number;
}): {
    take(client: string): {
        ok: true;
    } | {
        ok: false;
        retryAfterSeconds: number;
    };
};
/**
 * Reads a per-minute limit setting: a positive number, or `off` for no limit; unset gives `fallback`.
 * @template Fallback
 * @param {string | undefined} value
 * @param {Fallback} fallback
 * @returns {number | Fallback}
 */
export function limitSetting<Fallback>(value: string | undefined, fallback: Fallback): number | Fallback;
