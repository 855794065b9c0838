// Security headers on every answer of the site (pages, files, content API, errors). Pages may carry a full
// content security policy (server rendering brings one); every other answer gets `frame-ancestors 'self'`.
// Strict-Transport-Security is only sent when configured: it belongs to TLS deployments (see README).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'SAMEORIGIN',
};
const FRAME_ANCESTORS = "frame-ancestors 'self'";

/** Header names this module owns: the proxy drops upstream values of them so that ours hold. */
export const SECURITY_HEADER_NAMES = [...Object.keys(BASE_HEADERS), 'content-security-policy', 'strict-transport-security'];

/** A page policy always keeps framing to the site itself, whatever else it says. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; ${FRAME_ANCESTORS}`;
}

export type PageCsp = string | ((req: IncomingMessage, res: ServerResponse) => string | undefined);

/**
 * @param options.pageCsp the content security policy of HTML answers (a function may build one per request,
 *   e.g. with a nonce)
 * @param options.hstsMaxAgeSeconds sends Strict-Transport-Security when > 0 (TLS deployments)
 */
export function securityHeaders({ pageCsp, hstsMaxAgeSeconds = 0 }: { pageCsp?: PageCsp; hstsMaxAgeSeconds?: number } = {}): RequestHandler {
  const hsts = hstsMaxAgeSeconds > 0 ? `max-age=${Math.floor(hstsMaxAgeSeconds)}; includeSubDomains` : undefined;
  return function setSecurityHeaders(req, res, next) {
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    res.setHeader('content-security-policy', FRAME_ANCESTORS);
    if (hsts) res.setHeader('strict-transport-security', hsts);
    if (pageCsp) {
      // The answer's type is known only when its head is written.
      const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
      res.writeHead = function writeHeadWithPageCsp(this: ServerResponse, ...args: unknown[]) {
        const headers = args.find((arg): arg is OutgoingHttpHeaders => Boolean(arg) && typeof arg === 'object');
        const type = String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type') ?? '');
        if (type.startsWith('text/html')) {
          const policy = typeof pageCsp === 'function' ? pageCsp(req, res) : pageCsp;
          if (policy) res.setHeader('content-security-policy', withFrameAncestors(policy));
        }
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
    }
    next();
  };
}
