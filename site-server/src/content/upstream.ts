// The content service behind the proxy: the settings of the way to it, kept-alive requests, the one buffered
// GET of a list the cache stores, answers streamed to visitors with only the headers that may reach them.
import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { SECURITY_HEADER_NAMES } from '../security/securityHeaders';
import type { UpstreamAnswer } from './contentCache';
import { storedList } from './storedList';

/** The collection a list path reads ("/api/website-notifications?sort..." -> "website-notifications"). */
const collectionOf = (path: string) => /^\/api\/([^/?]+)/.exec(path)?.[1] ?? '';

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

export type ContentSettings = { [Name in keyof typeof CONTENT_DEFAULTS]?: number };
export type ProxySettings = typeof CONTENT_DEFAULTS;
/** 429 after a pause (at once when too many answers are already paused). */
export type TooMany = (res: ServerResponse, message: string, retryAfterSeconds: number) => void;
export type Forward = (request: {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
}) => ClientRequest;

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

/** Strapi's answer headers that may reach visitors, marked as forwarded (Via, as any HTTP proxy does). */
export function answerHeaders(headers: IncomingHttpHeaders): Record<string, string | string[] | undefined> {
  return {
    ...Object.fromEntries(
      Object.entries(headers).filter(([name]) => !DROPPED_ANSWER_HEADERS.has(name) && name !== 'via'),
    ),
    via: '1.1 site',
  };
}

export function sendError(
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
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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

/** Requests to Strapi over kept-alive connections, and the one buffered GET of a list the cache stores. */
export function createUpstream(
  target: string,
  options: ProxySettings,
  { now, onScheduleAhead }: { now: () => number; onScheduleAhead?: (collection: string, at: number) => void },
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
  async function fetchList(key: string): Promise<UpstreamAnswer & { body: Buffer }> {
    const [format, path = ''] = key.split(' ');
    const headers = {
      accept: 'application/json',
      ...(format === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
    };
    const request = forward({ method: 'GET', path, headers });
    const answered = wholeAnswer(request);
    request.end();
    const { answer, body } = await answered;
    // Stored without Date (a copy served later gets the time it is served) and without Content-Length:
    // a list's Markdown fields get their HTML beside them (markdownFields.ts), once, before it is stored.
    const { date: _date, 'content-length': _length, ...kept } = answerHeaders(answer.headers);
    const status = answer.statusCode ?? 502;
    if (status !== 200) return { status, headers: kept, body };
    // Scheduled entries enter the site only in their time (schedules.ts); the copy expires at the next
    // start or end.
    const collection = collectionOf(path);
    const stored = storedList(collection, body, now());
    if (stored.nextChangeAt !== undefined) onScheduleAhead?.(collection, stored.nextChangeAt);
    return { status, headers: kept, body: stored.body, expiresAt: stored.nextChangeAt };
  }
  return { forward, fetchList };
}

/** The answer to a request to the content service, read whole (the request is sent by the caller). */
export function wholeAnswer(request: ClientRequest): Promise<{ answer: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ answer, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('content service timed out')));
    request.on('error', reject);
  });
}

/** Streams an upstream answer (never cached) to the visitor, with headers of this site's own added. */
export function pipeAnswer(
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
