// /api and /uploads on the site's origin: only the public surface (allowList.ts) is forwarded to the
// content service. Lists go through the content cache (contentCache.ts), the two creates through a body check
// and a per-client limit, files are streamed. Only a few request headers are passed on (never Authorization
// or cookies), so Strapi sees every visitor as its Public role.
import type { ServerContentFetch } from '@gpa/contracts';
import type { Request, Response } from 'express';
import { createLimitedPause } from '../security/limitedPause';
import { withDefaults } from '../process/withDefaults';
import { SITE_KEY, uploadKey } from '../edge/surrogateKeys';
import { createAllowList, type SurfaceRoute } from './allowList';
import { createContentCache } from './contentCache';
import { createFormSends, type SendForm } from './contentForms';
import { createListReads, serverReads } from './contentReads';
import { FILE_ANSWER_HEADERS, FILE_REQUEST_HEADERS, uploadSafetyHeaders } from './uploads';
import {
  CONTENT_DEFAULTS,
  createUpstream,
  pipeAnswer,
  sendError,
  type ContentSettings,
  type ProxySettings,
  type TooMany,
} from './upstream';
import { clientAddressOf } from '../process/clientAddress';

export interface ContentProxyOptions extends ContentSettings {
  /** The content service, e.g. http://127.0.0.1:1337. */
  target: string;
  /** The client identity for the per-client limits (default req.ip). */
  clientOf?: (req: Request) => string;
  /**
   * Shared with the content service: with it, Strapi trusts the visitor's address this proxy writes in
   * X-Forwarded-For (without it, every form counts as this server's address).
   */
  proxySecret?: string;
  now?: () => number;
  /** A list read holds a scheduled entry that starts or ends at `at` (its copies expire then). */
  onScheduleAhead?: (collection: string, at: number) => void;
}

export interface ContentProxy {
  (req: Request, res: Response): void;
  readContent: ServerContentFetch;
  /** The same reads for background work: they wait while fewer than half the upstream slots are free. */
  readInBackground: ServerContentFetch;
  invalidate: (collections: string[]) => void;
  /** A form sent for a visitor, under the same limits as the forms the browser's script sends. */
  sendForm: SendForm;
}

/** Settings left undefined keep CONTENT_DEFAULTS (cache TTL and staleness, upstream bound, limits, body limit, timeout). */
export function createContentProxy({
  target,
  clientOf = clientAddressOf,
  proxySecret,
  now = Date.now,
  onScheduleAhead,
  ...settings
}: ContentProxyOptions): ContentProxy {
  const options: ProxySettings = withDefaults(CONTENT_DEFAULTS, settings);
  const { forward, fetchList } = createUpstream(target, options, { now, onScheduleAhead });
  const classify = createAllowList();
  const sendAfterPause = createLimitedPause({
    pauseMs: options.limitedPauseMs,
    maxPaused: options.maxPaused,
  });
  const tooMany: TooMany = (res, message, retryAfterSeconds) =>
    sendAfterPause(res, () => sendError(res, 429, message, { 'retry-after': String(retryAfterSeconds) }));
  const cache = createContentCache({
    fetchUpstream: fetchList,
    ttlMs: options.ttlMs,
    maxStaleMs: options.maxStaleMs,
    maxUpstream: options.maxUpstream,
    now,
  });
  const serveList = createListReads({ cache, clientOf, options, now, tooMany });
  const { serveCreate, sendForm } = createFormSends({
    forward,
    clientOf,
    proxySecret,
    options,
    now,
    tooMany,
  });

  function serveFile(req: Request, res: Response, route: Extract<SurfaceRoute, { kind: 'file' }>) {
    const headers = Object.fromEntries(
      FILE_REQUEST_HEADERS.filter((name) => req.headers[name] !== undefined).map((name) => [
        name,
        req.headers[name],
      ]),
    );
    const request = forward({ method: req.method, path: route.path, headers });
    pipeAnswer(request, res, (answer) => ({
      ...FILE_ANSWER_HEADERS,
      ...uploadSafetyHeaders(answer.headers['content-type']),
      // Kept at the edge under its own key: a replaced or deleted file is purged (contentChanges.ts).
      ...(answer.statusCode === 200 ? { 'surrogate-key': `${SITE_KEY} ${uploadKey(route.path)}` } : {}),
    }));
    request.end();
  }

  function handle(req: Request, res: Response): void {
    const route = classify(req.method, req.originalUrl);
    if (route.kind === 'reject') return sendError(res, route.status, route.message);
    if (route.kind === 'read') {
      serveList(req, res, route).catch(() => sendError(res, 502, 'The content service is not reachable'));
      return;
    }
    if (route.kind === 'create') {
      serveCreate(req, res, route).catch(() => sendError(res, 502, 'The content service is not reachable'));
      return;
    }
    serveFile(req, res, route);
  }

  /** Forgets the cached lists of these collections (the content service said they changed). */
  const invalidate = (collections: string[]) =>
    collections.forEach((collection) => cache.invalidate(collection));
  // Background reads (the search index) leave half the upstream slots to visitors and their pages.
  const readInBackground = serverReads(cache, classify, Math.ceil(options.maxUpstream / 2));
  return Object.assign(handle, {
    readContent: serverReads(cache, classify),
    readInBackground,
    invalidate,
    sendForm,
  });
}
