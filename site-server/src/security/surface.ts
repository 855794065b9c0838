// The site's public surface in one place: security headers on every answer, request size limits, Strapi's
// own (admin and plugin) addresses answered here with 404, and /api + /uploads through the allow-listing
// content proxy. Settings come from the environment (README "The public surface").
import { limitSetting } from '@gpa/content-catalog/client-limit';
import type { ServerContentFetch } from '@gpa/contracts';
import type { Express, RequestHandler } from 'express';
import type { ServerOptions } from 'node:http';
import { createContentProxy } from '../content/contentProxy';
import { securityHeaders, type PageCsp } from './securityHeaders';

/** Options of http.createServer for the site: header size and timeouts for slow clients. */
export const SERVER_LIMITS: ServerOptions = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
};
export const MAX_URL_LENGTH = 2048;
// A host name (internal names may hold "_", a fully qualified one may end with ".") or an IP literal, with an
// optional port: anything else in Host is not a request to this site.
const VALID_HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

// Strapi's admin panel and the admin APIs of its plugins: editors use them on Strapi's own port only.
const STRAPI_ONLY_PREFIXES = [
  '/admin',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/users-permissions',
  '/email',
  '/connect',
];

export function numberSetting(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`Invalid number setting "${value}"`);
  return number;
}

/** The surface settings from environment variables (unset ones keep the defaults of contentProxy.ts). */
export function surfaceSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    ttlMs: numberSetting(env.CONTENT_CACHE_MS),
    maxStaleMs: numberSetting(env.CONTENT_STALE_MS),
    maxUpstream: numberSetting(env.CONTENT_MAX_UPSTREAM),
    maxUpstreamPerClient: numberSetting(env.CONTENT_MAX_UPSTREAM_PER_CLIENT),
    missesPerMinute: limitSetting(env.CONTENT_MISS_LIMIT_PER_MINUTE, undefined),
    createsPerMinute: limitSetting(env.FORM_CREATE_LIMIT_PER_MINUTE, undefined),
    createBodyBytes: numberSetting(env.FORM_BODY_LIMIT_BYTES),
    hstsMaxAgeSeconds: numberSetting(env.HSTS_MAX_AGE),
    trustProxy: env.TRUST_PROXY || undefined,
    proxySecret: env.CONTENT_PROXY_SECRET || undefined,
  };
}

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

const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ data: null, error: { status: 404, name: 'NotFound', message: 'Not found' } });
};

export type SurfaceOptions = Partial<ReturnType<typeof surfaceSettings>> & {
  contentUrl: string;
  pageCsp?: PageCsp;
  /** A content read holds a scheduled entry that starts or ends at `at` (contentProxy.ts). */
  onScheduleAhead?: (collection: string, at: number) => void;
};

/**
 * Mounts the public surface on an Express app; call it first, before any other route. Returns the content
 * cache for server-side reads and for change notices (see contentProxy.ts).
 */
export function mountPublicSurface(
  app: Express,
  { contentUrl, pageCsp, hstsMaxAgeSeconds, trustProxy, onScheduleAhead, ...proxySettings }: SurfaceOptions,
): {
  readContent: ServerContentFetch;
  readInBackground: ServerContentFetch;
  invalidateContent: (collections: string[]) => void;
} {
  // Behind a reverse proxy (nginx), the visitor's address for the per-client limits is X-Forwarded-For.
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ pageCsp, hstsMaxAgeSeconds }));
  app.use(refuseMalformed);
  // Content addresses are short by construction; page addresses (a shared ?tab=, a search term) are bounded
  // by the 16 KB request head instead, and the pages treat what they do not know as absent.
  app.use(['/api', '/uploads'], (req, res, next) => {
    if (req.originalUrl.length <= MAX_URL_LENGTH) return next();
    res.status(414).json({
      data: null,
      error: {
        status: 414,
        name: 'URITooLong',
        message: `Addresses are limited to ${MAX_URL_LENGTH} characters`,
      },
    });
  });
  app.use(STRAPI_ONLY_PREFIXES, notFoundJson);
  // Content answers differ by the response format asked for: shared caches must keep them apart.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Vary', 'Strapi-Response-Format');
    next();
  });
  const proxy = createContentProxy({ target: contentUrl, onScheduleAhead, ...proxySettings });
  app.use(['/api', '/uploads'], (req, res) => proxy(req, res));
  return {
    readContent: proxy.readContent,
    readInBackground: proxy.readInBackground,
    invalidateContent: proxy.invalidate,
  };
}
