'use strict';

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

/**
 * The client address for per-client limits. Behind a trusted proxy (the site server on the same host) it is
 * the last X-Forwarded-For entry, the one that proxy appended; otherwise the socket's address.
 */
function clientAddress(ctx, trustedProxies) {
  const socketAddress = ctx.req.socket.remoteAddress ?? 'unknown';
  const forwarded = ctx.get('x-forwarded-for');
  if (!forwarded || !trustedProxies.has(socketAddress)) return socketAddress;
  const entries = forwarded.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries[entries.length - 1] ?? socketAddress;
}

module.exports = { createRateLimiter, clientAddress };
