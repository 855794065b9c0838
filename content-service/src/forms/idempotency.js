'use strict';

/**
 * Remembers the answer to each `Idempotency-Key` (per form) for `ttlMs`: a repeated key gets the first answer
 * again without a second create, also while the first attempt is still running (it waits for it). A key reused
 * with different data is refused. Answers of server failures are not kept, so a retry can try again.
 * In memory: one Strapi process serves the forms; keys are forgotten on restart (the email rule still holds).
 */
function createIdempotencyStore({ ttlMs = 24 * 60 * 60 * 1000, maxEntries = 100_000, now = Date.now } = {}) {
  const entries = new Map();

  const prune = (time) => {
    for (const [key, entry] of entries) {
      if (entry.expires > time && entries.size <= maxEntries) break;
      if (entry.settled) entries.delete(key);
    }
  };

  /**
   * @param {string} key          scope + key
   * @param {string} fingerprint  the normalized request
   * @param {() => Promise<{status:number, body:unknown}>} run  performs the request once
   * @returns {Promise<{status:number, body:unknown, replayed:boolean} | {conflict:true}>}
   */
  async function once(key, fingerprint, run) {
    const time = now();
    prune(time);
    const known = entries.get(key);
    if (known && known.expires > time) {
      if (known.fingerprint !== fingerprint) return { conflict: true };
      const answer = await known.answer;
      return { ...answer, replayed: true };
    }
    const entry = { fingerprint, expires: time + ttlMs, settled: false, answer: undefined };
    entry.answer = run();
    entries.delete(key);
    entries.set(key, entry);
    try {
      const answer = await entry.answer;
      entry.settled = true;
      if (answer.status >= 500) entries.delete(key);
      return { ...answer, replayed: false };
    } catch (error) {
      entries.delete(key);
      throw error;
    }
  }

  return { once, size: () => entries.size };
}

module.exports = { createIdempotencyStore };
