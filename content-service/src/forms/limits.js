'use strict';

const { createHash, timingSafeEqual } = require('node:crypto');
const { PROXY_SECRET_HEADER } = require('@gpa/content-catalog/form-rules');

/**
 * Counts attempts per client in fixed one-minute windows. `take(client)` says whether one more is allowed
 * and, if not, how many seconds until the window ends.
 */
function createRateLimiter({ perMinute, now = Date.now }) {
  const windows = new Map();
  const sweep = (time) => {
    for (const [client, window] of windows) if (time - window.start >= 60_000) windows.delete(client);
  };
  return {
    take(client) {
      const time = now();
      if (windows.size > 10_000) sweep(time);
      let window = windows.get(client);
      if (!window || time - window.start >= 60_000) {
        window = { start: time, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= perMinute) return { allowed: false, retryAfterSeconds: Math.ceil((window.start + 60_000 - time) / 1000) };
      window.count += 1;
      return { allowed: true };
    },
  };
}

/** Whether `presented` is the shared secret (compared in constant time); never without a configured secret. */
function isSecret(presented, secret) {
  if (!secret || !presented) return false;
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

/**
 * The client for per-client limits. From the site server (it presents the shared secret) the visitor's
 * address is the last X-Forwarded-For entry, the one the site server wrote; any other request is its
 * socket's address, whatever X-Forwarded-For it carries. The two are counted apart, so that the site's
 * visitors never share a budget with a local process.
 */
function clientAddress(ctx, proxySecret) {
  const socketAddress = ctx.req.socket.remoteAddress ?? 'unknown';
  const forwarded = ctx.get('x-forwarded-for');
  if (!forwarded || !isSecret(ctx.get(PROXY_SECRET_HEADER), proxySecret)) return socketAddress;
  const entries = forwarded.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length ? `visitor ${entries[entries.length - 1]}` : socketAddress;
}

module.exports = { createRateLimiter, clientAddress };
