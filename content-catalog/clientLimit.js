'use strict';

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
function createClientLimit({ perMinute, burst = perMinute, now = Date.now, maxClients = 10_000 }) {
  const perMs = perMinute / 60_000;
  const buckets = new Map();

  function forgetSome() {
    const at = now();
    for (const [client, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.updated) * perMs >= burst) buckets.delete(client);
    }
    // Still full of busy clients: drop the longest known ones.
    for (const client of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(client);
    }
  }

  return {
    take(client) {
      if (perMinute === Infinity) return { ok: true };
      const at = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= maxClients) forgetSome();
        bucket = { tokens: burst, updated: at };
        buckets.set(client, bucket);
      }
      bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.updated) * perMs);
      bucket.updated = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}

/**
 * Reads a per-minute limit setting: a positive number, or `off` for no limit; unset gives `fallback`.
 * @template Fallback
 * @param {string | undefined} value
 * @param {Fallback} fallback
 * @returns {number | Fallback}
 */
function limitSetting(value, fallback) {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return Infinity;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`Invalid per-minute limit "${value}" (a positive number or off)`);
  return number;
}

module.exports = { createClientLimit, limitSetting };
