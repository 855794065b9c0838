// /api and /uploads on the site's origin: only the public surface (publicSurface.js) is forwarded to the
// content service. Lists go through the content cache (contentCache.js), the two creates through a body check
// and a per-client limit, files are streamed. Only a few request headers are passed on (never Authorization
// or cookies), so Strapi sees every visitor as its Public role.
const http = require('node:http');
const { createClientLimit, createLimitedPause } = require('./clientLimits');
const { createContentCache } = require('./contentCache');
const { createPublicSurface } = require('./publicSurface');
const { SECURITY_HEADER_NAMES } = require('./securityHeaders');
const { IDEMPOTENCY_KEY, PROXY_SECRET_HEADER } = require('@gpa/content-catalog/form-rules');

const DROPPED_ANSWER_HEADERS = new Set([
  'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer',
  'set-cookie', 'vary', 'access-control-allow-origin', 'access-control-allow-credentials', 'x-powered-by',
  ...SECURITY_HEADER_NAMES,
]);
const FILE_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

const DEFAULTS = {
  ttlMs: 5000,
  maxStaleMs: 24 * 3600_000,
  maxUpstream: 8,
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
function answerHeaders(headers) {
  return { ...Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_ANSWER_HEADERS.has(name) && name !== 'via')), via: '1.1 site' };
}

function sendError(res, status, message, headers = {}) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ data: null, error: { status, name: http.STATUS_CODES[status]?.replace(/\W/g, '') ?? 'Error', message } }));
}

/** Reads a request body up to `limit` bytes; rejects with a status for the answer. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return reject(Object.assign(new Error('too large'), { status: 413 }));
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
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

/**
 * @param {object} options
 * @param {string} options.target             the content service, e.g. http://127.0.0.1:1337
 * @param {(req) => string} [options.clientOf] the client identity for the per-client limits (default req.ip)
 * @param {string} [options.proxySecret]     shared with the content service: with it, Strapi trusts the visitor's
 *   address this proxy writes in X-Forwarded-For (without it, every form counts as this server's address)
 * @param {() => number} [options.now]          clock (tests)
 * Other options: see DEFAULTS (cache TTL and staleness, upstream bound, per-client limits, body limit, timeout).
 */
function createContentProxy({ target, clientOf = (req) => req.ip ?? req.socket.remoteAddress, proxySecret, now = Date.now, ...settings }) {
  const options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) };
  const upstream = new URL(target);
  // Idle connections are closed before Strapi's own 5 s keep-alive ends, so a request never gets a socket
  // that Strapi is closing at that moment (a spurious 502).
  const agent = new http.Agent({ keepAlive: true, timeout: 4000, maxSockets: options.maxUpstream + options.maxCreatesInFlight + 32 });
  const classify = createPublicSurface();
  const missLimit = createClientLimit({ perMinute: options.missesPerMinute, now });
  const createLimit = createClientLimit({ perMinute: options.createsPerMinute, now });
  let createsInFlight = 0;
  const sendAfterPause = createLimitedPause({ pauseMs: options.limitedPauseMs, maxPaused: options.maxPaused });

  /** 429 after the pause (at once when too many answers are already paused). */
  function tooMany(res, message, retryAfterSeconds) {
    sendAfterPause(res, () => sendError(res, 429, message, { 'retry-after': String(retryAfterSeconds) }));
  }

  function forward({ method, path, headers, body }) {
    return http.request({ agent, hostname: upstream.hostname, port: upstream.port, method, path, headers: { ...headers, host: upstream.host }, timeout: options.upstreamTimeoutMs }, undefined);
  }

  /** One buffered upstream GET of a list; the cache key is "<format> <path>". */
  function fetchList(key) {
    const [format, path] = key.split(' ');
    return new Promise((resolve, reject) => {
      const headers = { accept: 'application/json', ...(format === 'v4' ? { 'strapi-response-format': 'v4' } : {}) };
      const request = forward({ method: 'GET', path, headers });
      request.on('response', (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        // Stored without Date: a copy served later gets the time it is served.
        const { date, ...headers } = answerHeaders(answer.headers);
        answer.on('end', () => resolve({ status: answer.statusCode, headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('content service timed out')));
      request.on('error', reject);
      request.end();
    });
  }

  const cache = createContentCache({ fetchUpstream: fetchList, ttlMs: options.ttlMs, maxStaleMs: options.maxStaleMs, maxUpstream: options.maxUpstream, now });

  const listKey = (format, route) => `${format} /api/${route.collection}${route.query ? `?${route.query}` : ''}`;

  async function serveList(req, res, route) {
    const format = req.headers['strapi-response-format'] === 'v4' ? 'v4' : '-';
    const client = clientOf(req);
    let retryAfter = 1;
    const outcome = await cache.read(listKey(format, route), {
      admitMiss() {
        const verdict = missLimit.take(client);
        if (!verdict.ok) retryAfter = verdict.retryAfterSeconds;
        return verdict.ok;
      },
    });
    if (outcome.entry) {
      const { entry } = outcome;
      res.writeHead(200, { ...entry.headers, 'x-content-cache': outcome.state, age: String(Math.floor((now() - entry.fetchedAt) / 1000)) });
      return res.end(entry.body);
    }
    if (outcome.state === 'limited') return tooMany(res, 'Too many new content requests from this address; try again shortly', retryAfter);
    if (outcome.state === 'busy') return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });
    const { answer } = outcome;
    if (!answer.body) return sendError(res, 502, 'The content service is not reachable');
    res.writeHead(answer.status, { ...answer.headers, 'x-content-cache': 'pass' });
    return res.end(answer.body);
  }

  async function serveCreate(req, res, route) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return sendError(res, 415, 'Send the form as application/json');
    const idempotencyKey = req.headers['idempotency-key'];
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.pattern.test(idempotencyKey)) return sendError(res, 400, IDEMPOTENCY_KEY.message);
    let body;
    try {
      body = JSON.parse((await readBody(req, options.createBodyBytes)).toString('utf8'));
    } catch (error) {
      if (error.status === 413) return sendError(res, 413, `A form may be at most ${options.createBodyBytes} bytes`, { connection: 'close' });
      return sendError(res, 400, 'The form is not valid JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || !body.data || typeof body.data !== 'object' || Array.isArray(body.data)) {
      return sendError(res, 400, 'Send the form as {"data": {...}}');
    }
    const verdict = createLimit.take(clientOf(req));
    if (!verdict.ok) return tooMany(res, 'Too many forms sent from this address; try again shortly', verdict.retryAfterSeconds);
    if (createsInFlight >= options.maxCreatesInFlight) return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });

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
  }

  function serveFile(req, res, route) {
    const headers = Object.fromEntries(FILE_REQUEST_HEADERS.filter((name) => req.headers[name] !== undefined).map((name) => [name, req.headers[name]]));
    const request = forward({ method: req.method, path: route.path, headers });
    pipeAnswer(request, res);
    request.end();
  }

  /** Streams an upstream answer (never cached) to the visitor. */
  function pipeAnswer(request, res) {
    request.on('response', (answer) => {
      request.setTimeout(0); // the timeout is for Strapi to answer; a slow visitor may take longer to download
      res.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers));
      answer.pipe(res);
    });
    request.on('timeout', () => request.destroy(new Error('content service timed out')));
    request.on('error', () => sendError(res, 502, 'The content service is not reachable'));
    res.on('close', () => request.destroy());
  }

  function contentProxy(req, res) {
    const route = classify(req.method, req.originalUrl);
    if (route.kind === 'reject') return sendError(res, route.status, route.message);
    if (route.kind === 'read') return serveList(req, res, route).catch(() => sendError(res, 502, 'The content service is not reachable'));
    if (route.kind === 'create') return serveCreate(req, res, route).catch(() => sendError(res, 502, 'The content service is not reachable'));
    return serveFile(req, res, route);
  }

  /**
   * The same cache for the site's own server-side reads (server rendering): `url` as the browser would ask
   * it ("/api/foia-reports?populate[0]=File"), answered in the v4 shape as parsed JSON. Same allow-list, same
   * stale-while-revalidate and stale-if-error; no per-client limit (the site itself is asking). When every
   * upstream slot is taken the read waits for one (a page showing "busy" is worse than one rendered a little
   * later); an aborted `signal` (the render's time is up) rejects at once and the upstream request goes on for
   * the cache.
   */
  contentProxy.readContent = async function readContent(url, signal) {
    signal?.throwIfAborted();
    const route = classify('GET', url);
    if (route.kind !== 'read') throw new Error(`Content request ${url} is not part of the public surface (${route.message})`);
    const aborted = signal && new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const untilAborted = (promise) => (aborted ? Promise.race([promise, aborted]) : promise);
    let outcome = await untilAborted(cache.read(listKey('v4', route)));
    while (outcome.state === 'busy') {
      await untilAborted(cache.freeSlot());
      outcome = await untilAborted(cache.read(listKey('v4', route)));
    }
    if (outcome.entry) return JSON.parse(outcome.entry.body.toString('utf8'));
    throw new Error(`Content request ${url} failed (${outcome.answer.status})`);
  };
  /** Forgets the cached lists of these collections (the content service said they changed). */
  contentProxy.invalidate = (collections) => collections.forEach((collection) => cache.invalidate(collection));
  return contentProxy;
}

module.exports = { createContentProxy, CONTENT_DEFAULTS: DEFAULTS };
