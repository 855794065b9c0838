// Per-client rate limits (token buckets): each client may spend `perMinute` tokens a minute, refilled
// continuously, with at most one minute's worth saved up. The client table is bounded so that many
// addresses cannot grow it without end: idle clients (full buckets) are forgotten first.

/**
 * @param {{ perMinute: number, now?: () => number, maxClients?: number }} options
 *   perMinute: Infinity turns the limit off.
 * @returns {{ take(client: string): { ok: true } | { ok: false, retryAfterSeconds: number } }}
 */
function createClientLimit({ perMinute, now = Date.now, maxClients = 10_000 }) {
  const perMs = perMinute / 60_000;
  const buckets = new Map();

  function forgetSome() {
    const at = now();
    for (const [client, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.updated) * perMs >= perMinute) buckets.delete(client);
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
        bucket = { tokens: perMinute, updated: at };
        buckets.set(client, bucket);
      }
      bucket.tokens = Math.min(perMinute, bucket.tokens + (at - bucket.updated) * perMs);
      bucket.updated = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}

/** Reads a per-minute limit setting: a positive number, or `off` for no limit. */
function limitSetting(value, fallback) {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return Infinity;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Invalid per-minute limit "${value}" (a positive number or off)`);
  return number;
}

/**
 * Sends a refusal after a jittered pause (0.5 to 1.5 times `pauseMs`), at once when `maxPaused` answers are
 * already held: a flood from one address then costs the site a held socket and a timer per request rather
 * than a busy loop, and its next requests do not arrive in synchronized waves.
 * @returns {(res: import('node:http').ServerResponse, send: () => void) => void}
 */
function createLimitedPause({ pauseMs, maxPaused }) {
  let paused = 0;
  return function sendAfterPause(res, send) {
    if (pauseMs <= 0 || paused >= maxPaused) return send();
    paused += 1;
    let over = false;
    const release = () => {
      if (over) return;
      over = true;
      paused -= 1;
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      release();
      send();
    }, pauseMs * (0.5 + Math.random()));
    res.on('close', release); // the client gave up waiting
  };
}

module.exports = { createClientLimit, createLimitedPause, limitSetting };
