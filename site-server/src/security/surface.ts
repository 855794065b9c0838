// The guards every answer of the site passes first: security headers, a refusal of malformed requests, the
// proxy in front whose X-Forwarded-For is trusted, and the server's own size and time limits. What /api and
// /uploads answer is the content surface's (content/contentSurface.ts), mounted right after these. Settings
// come from the environment (process/settings.ts; README "The public surface").
import type { Express, RequestHandler } from 'express';
import type { ServerOptions } from 'node:http';
import { securityHeaders, type PageCsp } from './securityHeaders';

/** Options of http.createServer for the site: header size and timeouts for slow clients. */
export const SERVER_LIMITS: ServerOptions = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
};
// A host name (internal names may hold "_", a fully qualified one may end with ".") or an IP literal, with an
// optional port: anything else in Host is not a request to this site.
const VALID_HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A path that does not percent-decode, or a malformed Host header, is a bad request: 400 before anything else. */
const refuseMalformed: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  let decodes = true;
  try {
    decodeURIComponent(req.path);
  } catch {
    decodes = false;
  }
  if (decodes && (host === undefined || VALID_HOST.test(host))) return next();
  res.status(400).set('Cache-Control', 'no-store').type('text').send('400 Bad Request');
};

export interface GuardOptions {
  pageCsp?: PageCsp;
  hstsMaxAgeSeconds?: number;
  /** Express's `trust proxy`: behind nginx, the visitor's address for the per-client limits is X-Forwarded-For. */
  trustProxy?: string;
}

/** Mounts the guards on an Express app; call it first, before any other route. */
export function mountGuards(app: Express, { pageCsp, hstsMaxAgeSeconds, trustProxy }: GuardOptions): void {
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ pageCsp, hstsMaxAgeSeconds }));
  app.use(refuseMalformed);
}
