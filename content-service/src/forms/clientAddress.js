'use strict';

// Who a form submission counts against: the visitor's address when the site server forwards it, else the
// socket's.
const { PROXY_SECRET_HEADER } = require('@gpa/content-catalog/form-rules');
const { isSharedSecret } = require('@gpa/content-catalog/shared-secret');

/**
 * The client for per-client limits. From the site server (it presents the shared secret) the visitor's
 * address is the last X-Forwarded-For entry, the one the site server wrote; any other request is its
 * socket's address, whatever X-Forwarded-For it carries. The two are counted apart, so that the site's
 * visitors never share a budget with a local process.
 */
function clientAddress(ctx, proxySecret) {
  const socketAddress = ctx.req.socket.remoteAddress ?? 'unknown';
  const forwarded = ctx.get('x-forwarded-for');
  if (!forwarded || !isSharedSecret(ctx.get(PROXY_SECRET_HEADER), proxySecret)) return socketAddress;
  const entries = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? `visitor ${entries[entries.length - 1]}` : socketAddress;
}

module.exports = { clientAddress };
