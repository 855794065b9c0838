// /api and /uploads on the site's origin: only the public surface (allowList.ts) is forwarded to the
// content service. Lists go through the content cache (contentCache.ts), the two creates through a body check
// and a per-client limit, files are streamed. Only a few request headers are passed on (never Authorization
// or cookies), so Strapi sees every visitor as its Public role.
import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import { IDEMPOTENCY_KEY, PROXY_SECRET_HEADER } from '@gpa/content-catalog/form-rules';
import type { ServerContentFetch } from '@gpa/contracts';
import type { Request, Response } from 'express';
import { contentListSchema, formBodySchema } from './contentAnswers';
import { createContentCache, type UpstreamAnswer } from './contentCache';
import { createLimitedPause } from '../security/limitedPause';
import { metrics } from '../signals/metrics';
import { parseJson } from '../process/parsed';
import { createAllowList, type SurfaceRoute } from './allowList';
import { SECURITY_HEADER_NAMES } from '../security/securityHeaders';
import { collectionKey, sharedHeaders } from '../edge/surrogateKeys';
import { withDefaults } from '../process/withDefaults';
import { scheduledAnswer } from './schedules';

const DROPPED_ANSWER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'set-cookie',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'x-powered-by',
  'content-disposition',
  ...SECURITY_HEADER_NAMES,
]);
const FILE_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];
// Uploaded files are public and read without credentials: any origin may read them, among them the content
// service's admin, which previews, crops and downloads its media library from the site's address.
const FILE_ANSWER_HEADERS = { 'access-control-allow-origin': '*' };
// Uploads never run script on the site's origin. Shown in the browser: only types that cannot carry script
// (pictures but not SVG, sound, video, PDF, which the browser's own viewer shows apart from the page).
// Anything else (HTML, SVG, XML, text, unknown types) is a download, and in a sandbox should a browser show it
// anyway; the type is never sniffed.
const INLINE_UPLOAD_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'application/pdf',
]);
const UPLOAD_SANDBOX =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'";

/** The headers that keep an uploaded file of this type from running script on the site's origin. */
export function uploadSafetyHeaders(contentType: string | undefined): OutgoingHttpHeaders {
  const type =
    String(contentType ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  const inline = INLINE_UPLOAD_TYPES.has(type);
  return {
    'x-content-type-options': 'nosniff',
    ...(inline ? {} : { 'content-disposition': 'attachment', 'content-security-policy': UPLOAD_SANDBOX }),
  };
}

export const CONTENT_DEFAULTS = {
  ttlMs: 5000,
  maxStaleMs: 24 * 3600_000,
  maxUpstream: 8,
  // One client's share of those: it may hold so many upstream requests at once, so that a client with many
  // connections cannot take every slot (the others are still served). A page's declared reads (at most 5, as
  // a client navigation makes them at once on a cold cache, plus the notices) fit in it: no 503 for a page.
  maxUpstreamPerClient: 6,
  maxCreatesInFlight: 16,
  missesPerMinute: 120,
  createsPerMinute: 30,
  createBodyBytes: 16 * 1024,
  upstreamTimeoutMs: 10_000,
  // A client over its limit gets its 429 after about this pause (0.5 to 1.5 times): a flood from one address
  // then costs the site a held socket and a timer per request instead of a busy loop.
  limitedPauseMs: 1000,
  maxPaused: 1000,
};

/** Strapi's answer headers that may reach visitors, marked as forwarded (Via, as any HTTP proxy does). */
function answerHeaders(headers: IncomingHttpHeaders): Record<string, string | string[] | undefined> {
  return {
    ...Object.fromEntries(
      Object.entries(headers).filter(([name]) => !DROPPED_ANSWER_HEADERS.has(name) && name !== 'via'),
    ),
    via: '1.1 site',
  };
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    JSON.stringify({
      data: null,
      error: { status, name: http.STATUS_CODES[status]?.replace(/\W/g, '') ?? 'Error', message },
    }),
  );
}

/** Reads a request body up to `limit` bytes; rejects with a status for the answer. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit)
      return reject(Object.assign(new Error('too large'), { status: 413 }));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export type ContentSettings = { [Name in keyof typeof CONTENT_DEFAULTS]?: number };

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
}

type ProxySettings = typeof CONTENT_DEFAULTS;
type Forward = (request: { method: string; path: string; headers: OutgoingHttpHeaders }) => ClientRequest;
type ContentCache = ReturnType<typeof createContentCache>;
type ListRoute = Extract<SurfaceRoute, { kind: 'read' }>;
/** 429 after a pause (at once when too many answers are already paused). */
type TooMany = (res: ServerResponse, message: string, retryAfterSeconds: number) => void;

const listKey = (format: string, route: ListRoute) =>
  `${format} /api/${route.collection}${route.query ? `?${route.query}` : ''}`;

/** Requests to Strapi over kept-alive connections, and the one buffered GET of a list the cache stores. */
function createUpstream(
  target: string,
  options: ProxySettings,
  { now, onScheduleAhead }: Pick<ContentProxyOptions, 'onScheduleAhead'> & { now: () => number },
): { forward: Forward; fetchList: (key: string) => Promise<UpstreamAnswer & { body: Buffer }> } {
  const upstream = new URL(target);
  // Idle connections are closed before Strapi's own 5 s keep-alive ends, so a request never gets a socket
  // that Strapi is closing at that moment (a spurious 502).
  const agent = new http.Agent({
    keepAlive: true,
    timeout: 4000,
    maxSockets: options.maxUpstream + options.maxCreatesInFlight + 32,
  });
  const forward: Forward = ({ method, path, headers }) =>
    http.request({
      agent,
      hostname: upstream.hostname,
      port: upstream.port,
      method,
      path,
      headers: { ...headers, host: upstream.host },
      timeout: options.upstreamTimeoutMs,
    });

  /** The cache key is "<format> <path>". */
  function fetchList(key: string): Promise<UpstreamAnswer & { body: Buffer }> {
    const [format, path = ''] = key.split(' ');
    return new Promise((resolve, reject) => {
      const headers = {
        accept: 'application/json',
        ...(format === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
      };
      const request = forward({ method: 'GET', path, headers });
      request.on('response', (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Stored without Date: a copy served later gets the time it is served.
        const { date: _date, ...headers } = answerHeaders(answer.headers);
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          if (status !== 200) return resolve({ status, headers, body: Buffer.concat(chunks) });
          // Scheduled entries enter the site only in their time (schedules.ts).
          const collection = /^\/api\/([^/?]+)/.exec(path)?.[1] ?? '';
          const { body, nextChangeAt } = scheduledAnswer(collection, Buffer.concat(chunks), now());
          if (nextChangeAt !== undefined) onScheduleAhead?.(collection, nextChangeAt);
          const length = { 'content-length': String(body.length) };
          resolve({ status, headers: { ...headers, ...length }, body, expiresAt: nextChangeAt });
        });
        answer.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('content service timed out')));
      request.on('error', reject);
      request.end();
    });
  }
  return { forward, fetchList };
}

/** Streams an upstream answer (never cached) to the visitor, with headers of this site's own added. */
function pipeAnswer(
  request: ClientRequest,
  res: ServerResponse,
  headersFor: (answer: IncomingMessage) => OutgoingHttpHeaders = () => ({}),
) {
  request.on('response', (answer) => {
    request.setTimeout(0); // the timeout is for Strapi to answer; a slow visitor may take longer to download
    res.writeHead(answer.statusCode ?? 502, { ...answerHeaders(answer.headers), ...headersFor(answer) });
    answer.pipe(res);
  });
  request.on('timeout', () => request.destroy(new Error('content service timed out')));
  request.on('error', () => sendError(res, 502, 'The content service is not reachable'));
  res.on('close', () => request.destroy());
}

/** A list from the cache; a miss is bounded per client (upstream requests at once, then misses per minute). */
function createListReads({
  cache,
  clientOf,
  options,
  now,
  tooMany,
}: {
  cache: ContentCache;
  clientOf: (req: Request) => string;
  options: ProxySettings;
  now: () => number;
  tooMany: TooMany;
}) {
  const missLimit = createClientLimit({ perMinute: options.missesPerMinute, now });
  /** Upstream requests each client has started and not yet seen end. */
  const upstreamOfClient = new Map<string, number>();

  return async function serveList(req: Request, res: Response, route: ListRoute): Promise<void> {
    const format = req.headers['strapi-response-format'] === 'v4' ? 'v4' : '-';
    const client = clientOf(req);
    let retryAfter = 1;
    let overShare = false;
    let started = false;
    let outcome: Awaited<ReturnType<typeof cache.read>>;
    try {
      outcome = await cache.read(listKey(format, route), {
        admitMiss() {
          const active = upstreamOfClient.get(client) ?? 0;
          overShare = active >= options.maxUpstreamPerClient;
          if (overShare) return false;
          const verdict = missLimit.take(client);
          if (!verdict.ok) retryAfter = verdict.retryAfterSeconds;
          started = verdict.ok;
          if (started) upstreamOfClient.set(client, active + 1);
          return verdict.ok;
        },
      });
    } finally {
      // The read of a miss this client started ends with its upstream request.
      const active = (upstreamOfClient.get(client) ?? 1) - (started ? 1 : 0);
      if (active > 0) upstreamOfClient.set(client, active);
      else upstreamOfClient.delete(client);
    }
    metrics.contentReads.inc({ reader: 'browser', state: overShare ? 'busy' : outcome.state });
    if ('entry' in outcome) {
      const { entry } = outcome;
      res.writeHead(200, {
        ...entry.headers,
        ...sharedHeaders([collectionKey(route.collection)]),
        etag: entry.etag,
        'x-content-cache': outcome.state,
        age: String(Math.floor((now() - entry.fetchedAt) / 1000)),
      });
      res.end(entry.body);
      return;
    }
    if (overShare)
      return sendError(
        res,
        503,
        "The content service is busy with this address's requests; try again shortly",
        { 'retry-after': '1' },
      );
    if (outcome.state === 'limited')
      return tooMany(res, 'Too many new content requests from this address; try again shortly', retryAfter);
    if (outcome.state === 'busy')
      return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });
    const { answer } = outcome;
    if (!answer.body) return sendError(res, 502, 'The content service is not reachable');
    res.writeHead(answer.status, { ...answer.headers, 'x-content-cache': 'pass' });
    res.end(answer.body);
  };
}

/** The body of a public form as sent, or undefined once it was answered with its error (not JSON, too big, not {"data": {...}}). */
async function formBody(req: Request, res: Response, maxBytes: number): Promise<object | undefined> {
  let text: string;
  try {
    text = (await readBody(req, maxBytes)).toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 413)
      sendError(res, 413, `A form may be at most ${maxBytes} bytes`, { connection: 'close' });
    else sendError(res, 400, 'The form could not be read');
    return undefined;
  }
  try {
    return parseJson(formBodySchema, text, 'The form');
  } catch (error) {
    sendError(
      res,
      400,
      `${error instanceof Error ? error.message : String(error)}; send the form as {"data": {...}}`,
    );
    return undefined;
  }
}

/** A public form sent on to Strapi: checked, limited per client and in number at once, never cached. */
function createFormSends({
  forward,
  clientOf,
  proxySecret,
  options,
  now,
  tooMany,
}: {
  forward: Forward;
  clientOf: (req: Request) => string;
  proxySecret?: string;
  options: ProxySettings;
  now: () => number;
  tooMany: TooMany;
}) {
  const createLimit = createClientLimit({ perMinute: options.createsPerMinute, now });
  let createsInFlight = 0;

  return async function serveCreate(
    req: Request,
    res: Response,
    route: Extract<SurfaceRoute, { kind: 'create' }>,
  ): Promise<void> {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') return sendError(res, 415, 'Send the form as application/json');
    const idempotencyKey = req.headers['idempotency-key'];
    if (
      Array.isArray(idempotencyKey) ||
      (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.pattern.test(idempotencyKey))
    )
      return sendError(res, 400, IDEMPOTENCY_KEY.message);
    const body = await formBody(req, res, options.createBodyBytes);
    if (!body) return;
    const verdict = createLimit.take(clientOf(req));
    if (!verdict.ok)
      return tooMany(
        res,
        'Too many forms sent from this address; try again shortly',
        verdict.retryAfterSeconds,
      );
    if (createsInFlight >= options.maxCreatesInFlight)
      return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });

    const payload = Buffer.from(JSON.stringify(body));
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(payload.length),
      'x-forwarded-for': clientOf(req),
      ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
      ...(req.headers['strapi-response-format'] === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    createsInFlight += 1;
    const request = forward({ method: 'POST', path: `/api/${route.collection}`, headers });
    request.on('close', () => (createsInFlight -= 1));
    pipeAnswer(request, res);
    request.end(payload);
  };
}

/**
 * The same cache for the site's own server-side reads (server rendering): `url` as the browser would ask
 * it ("/api/foia-reports?populate[0]=File"), answered in the v4 shape as parsed JSON. Same allow-list, same
 * stale-while-revalidate and stale-if-error; no per-client limit (the site itself is asking). When every
 * upstream slot is taken the read waits for one (a page showing "busy" is worse than one rendered a little
 * later); an aborted `signal` (the render's time is up) rejects at once and the upstream request goes on for
 * the cache.
 */
function serverReads(
  cache: ContentCache,
  classify: ReturnType<typeof createAllowList>,
  reserve = 0,
): ServerContentFetch {
  return async (url, signal) => {
    signal?.throwIfAborted();
    const route = classify('GET', url);
    if (route.kind !== 'read')
      throw new Error(
        `Content request ${url} is not part of the public surface (${route.kind === 'reject' ? route.message : route.kind})`,
      );
    const aborted = signal
      ? new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        )
      : undefined;
    const untilAborted = <T>(promise: Promise<T>): Promise<T> =>
      aborted === undefined ? promise : Promise.race([promise, aborted]);
    let outcome = await untilAborted(cache.read(listKey('v4', route), { reserve }));
    while (outcome.state === 'busy') {
      await untilAborted(cache.freeSlot());
      outcome = await untilAborted(cache.read(listKey('v4', route), { reserve }));
    }
    metrics.contentReads.inc({ reader: reserve > 0 ? 'background' : 'render', state: outcome.state });
    if ('entry' in outcome)
      return parseJson(contentListSchema, outcome.entry.body.toString('utf8'), `Content answer to ${url}`);
    throw new Error(
      `Content request ${url} failed (${'answer' in outcome ? outcome.answer.status : outcome.state})`,
    );
  };
}

/** Settings left undefined keep CONTENT_DEFAULTS (cache TTL and staleness, upstream bound, limits, body limit, timeout). */
export function createContentProxy({
  target,
  clientOf = (req) => req.ip ?? req.socket.remoteAddress ?? 'unknown',
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
  const serveCreate = createFormSends({ forward, clientOf, proxySecret, options, now, tooMany });

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
  return Object.assign(handle, { readContent: serverReads(cache, classify), readInBackground, invalidate });
}
