// Security headers on every answer of the site (pages, files, content API, errors). Pages may carry a full
// content security policy (server rendering brings one); every other answer gets `frame-ancestors 'self'`.
// Strict-Transport-Security is only sent when configured: it belongs to TLS deployments (see README).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'SAMEORIGIN',
};
const FRAME_ANCESTORS = "frame-ancestors 'self'";

/** Header names this module owns: the proxy drops upstream values of them so that ours hold. */
export const SECURITY_HEADER_NAMES = [
  ...Object.keys(BASE_HEADERS),
  'content-security-policy',
  'strict-transport-security',
];

/** A page policy always keeps framing to the site itself, whatever else it says. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy)
    ? policy
    : `${policy.replace(/;\s*$/, '')}; ${FRAME_ANCESTORS}`;
}

/**
 * No redirect leaves the site by accident: a Location made of a request's path (`//evil.com`, `/\\evil.com`)
 * would name another host, so its leading slashes and backslashes are merged into one. Absolute URLs are
 * kept: only the site's own code writes them (an editor's link to a file, for one).
 */
export function sameSiteLocation(location: string): string {
  /* eslint-disable no-control-regex -- a browser skips the control characters and spaces before a URL */
  const path = /^[\u0000-\u0020]*[/\\]/.test(location);
  return path ? `/${location.replace(/^[\u0000-\u0020/\\]+/, '')}` : location;
  /* eslint-enable no-control-regex */
}

export type PageCsp = string | ((req: IncomingMessage, res: ServerResponse) => string | undefined);

/**
 * @param options.pageCsp the content security policy of HTML answers that do not set their own (a function
 *   may build one per request, e.g. with a nonce)
 * @param options.hstsMaxAgeSeconds sends Strict-Transport-Security when > 0 (TLS deployments)
 */
export function securityHeaders({
  pageCsp,
  hstsMaxAgeSeconds = 0,
}: { pageCsp?: PageCsp; hstsMaxAgeSeconds?: number } = {}): RequestHandler {
  const hsts =
    hstsMaxAgeSeconds > 0 ? `max-age=${Math.floor(hstsMaxAgeSeconds)}; includeSubDomains` : undefined;
  return function setSecurityHeaders(req, res, next) {
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    res.setHeader('content-security-policy', FRAME_ANCESTORS);
    if (hsts) res.setHeader('strict-transport-security', hsts);
    // The answer's type and Location are known only when its head is written.
    // Called below with this answer as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
    res.writeHead = function writeHeadChecked(this: ServerResponse, ...args: unknown[]) {
      const headers = args.find(
        (arg): arg is OutgoingHttpHeaders => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg),
      );
      const location = res.getHeader('location');
      if (typeof location === 'string') res.setHeader('location', sameSiteLocation(location));
      if (typeof headers?.location === 'string') headers.location = sameSiteLocation(headers.location);
      if (pageCsp) {
        const type = String(
          headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type') ?? '',
        );
        // Every HTML answer carries a page policy: the handler's own (a rendered page, a preview), else this one
        // (an area's standalone QA page, any other HTML file).
        const ownPolicy = headers?.['content-security-policy'] ?? res.getHeader('content-security-policy');
        if (type.startsWith('text/html') && ownPolicy === FRAME_ANCESTORS) {
          const policy = typeof pageCsp === 'function' ? pageCsp(req, res) : pageCsp;
          if (policy) res.setHeader('content-security-policy', withFrameAncestors(policy));
        }
      }
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
