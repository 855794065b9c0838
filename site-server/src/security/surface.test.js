// The public surface through the real site app and HTTP, over a fake content service that records every
// request it receives (so "never reaches Strapi" is counted, not assumed).
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { metrics } = require('../signals/metrics');
const { withFrameAncestors } = require('./securityHeaders');
const { SERVER_LIMITS } = require('./surface');
const { surfaceSettings } = require('../process/settings');
const { logger } = require('../process/logging');

function listen(handler, options = {}) {
  return new Promise((resolve) => {
    const server = http.createServer(options, handler).listen(0, '127.0.0.1', () => {
      resolve({
        server,
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

let site;
let upstream;
let received;
let respond;
let siteDir;

async function startSite(surface = {}) {
  // This site has no area builds: its pages fall back to client rendering, which render/pages.test.js covers.
  site = await listen(
    createSiteApp({ siteDir, contentUrl: upstream.url, surface, render: { log: () => undefined } }),
    SERVER_LIMITS,
  );
}

beforeEach(async () => {
  received = [];
  respond = (req, res, body) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-powered-by': 'Strapi <strapi.io>',
      'content-security-policy': "default-src 'self'",
      'set-cookie': 'koa.sess=1',
    });
    res.end(JSON.stringify({ data: [], url: req.url, body }));
  };
  upstream = await listen((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      respond(req, res, Buffer.concat(chunks).toString());
    });
  });
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(siteDir, 'site-manifest.json'), '{}');
});

afterEach(async () => {
  jest.useRealTimers();
  await site?.close();
  await upstream.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };

/**
 * The content service holds every request (the test sends each answer); `arrived(n)`: once n have reached it;
 * `pendingAtArrival`: how many held requests were still unanswered as each arrived.
 */
function holdRequests() {
  const held = [];
  const pendingAtArrival = [];
  let wake = () => undefined;
  respond = (req, res) => {
    pendingAtArrival.push(held.filter((answer) => !answer.writableEnded).length);
    held.push(res);
    wake();
  };
  const arrived = (count) =>
    new Promise((resolve) => {
      wake = () => held.length >= count && resolve();
      wake();
    });
  return { held, arrived, pendingAtArrival };
}

/** Waits until `check` (sync or async) holds, asking again after each turn of the event loop. */
async function until(check) {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}
const form = (body, headers = {}) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { ...json, ...headers },
});

test('refused requests are answered by the site and never reach the content service', async () => {
  await startSite();
  const refused = [
    ['POST', '/api/auth/local/register', 404],
    ['POST', '/api/auth/local', 404],
    ['GET', '/api/users/me', 404],
    ['GET', '/api/upload/files', 404],
    ['POST', '/api/upload', 404],
    ['GET', '/api/i18n/locales', 404],
    ['GET', '/api/content-type-builder/content-types', 404],
    ['DELETE', '/api/foia-reports/abc', 404],
    ['PUT', '/api/foia-reports', 404],
    ['POST', '/api/foia-reports', 404],
    ['GET', '/api/e-newsletters', 404],
    ['GET', '/api/foia-reports/abc', 404],
    ['OPTIONS', '/api/foia-reports', 404],
    ['GET', '/api/foia-reports?status=draft', 400],
    ['GET', '/api/foia-reports?populate[0]=createdBy', 400],
    ['POST', '/uploads/a.pdf', 404],
    ['GET', '/admin', 404],
    ['POST', '/admin/login', 404],
    ['GET', '/content-manager/collection-types/api::foia-report.foia-report', 404],
    ['GET', '/upload/files', 404],
    ['GET', '/i18n/locales', 404],
    ['GET', '/users-permissions/roles', 404],
  ];
  for (const [method, url, status] of refused) {
    const response = await fetch(`${site.url}${url}`, {
      method,
      headers: { ...json, authorization: 'Bearer stolen' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect([method, url, response.status]).toEqual([method, url, status]);
    expect((await response.json()).error).toMatchObject({ status });
  }
  expect(received).toEqual([]);
});

test('a 400 explains what is wrong with the query', async () => {
  await startSite();
  const response = await fetch(`${site.url}/api/foia-reports?pagination[pageSize]=5000`);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    data: null,
    error: {
      status: 400,
      name: 'BadRequest',
      message: '"pagination[pageSize]" must be a whole number from 1 to 1000',
    },
  });
});

test('reads reach Strapi in canonical form with only the headers it needs: no credentials, no cookies', async () => {
  await startSite();
  const response = await fetch(`${site.url}/api/foia-reports?sort[0]=Title:asc&populate[0]=File`, {
    headers: { 'strapi-response-format': 'v4', authorization: 'Bearer stolen', cookie: 'session=1' },
  });
  expect(response.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0].url).toBe('/api/foia-reports?populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc');
  expect(received[0].headers).not.toHaveProperty('authorization');
  expect(received[0].headers).not.toHaveProperty('cookie');
  expect(received[0].headers['strapi-response-format']).toBe('v4');
  expect(response.headers.get('set-cookie')).toBeNull();
  // Strapi's product banner stays inside; the answer says it was forwarded, and what it varies with.
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('via')).toBe('1.1 site');
  expect(response.headers.get('vary')).toBe('Strapi-Response-Format');
  // The same query written differently is the same cache entry.
  const again = await fetch(`${site.url}/api/foia-reports?populate%5B0%5D=File&sort%5B0%5D=Title%3Aasc`, {
    headers: { 'strapi-response-format': 'v4' },
  });
  expect(again.headers.get('x-content-cache')).toBe('hit');
  expect(received).toHaveLength(1);
  // Its validator, the same on every copy served from that entry.
  expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
});

/** How many browser reads the metrics counted in each content cache state. */
async function countedReads() {
  const { values } = await metrics.contentReads.get();
  return Object.fromEntries(
    values
      .filter(({ labels }) => labels.reader === 'browser')
      .map(({ labels, value }) => [labels.state, value]),
  );
}

test("the metrics count each browser read by the content cache's answer", async () => {
  await startSite();
  const before = await countedReads();
  for (let read = 0; read < 3; read += 1)
    expect((await fetch(`${site.url}/api/foia-reports`)).status).toBe(200);
  const after = await countedReads();
  expect({ miss: after.miss - (before.miss ?? 0), hit: after.hit - (before.hit ?? 0) }).toEqual({
    miss: 1,
    hit: 2,
  });
});

test('every /api answer varies with the response format asked for, refusals and files carry no Strapi banner', async () => {
  await startSite();
  for (const url of ['/api/foia-reports', '/api/foia-reports?status=draft', '/api/users/me']) {
    expect([url, (await fetch(`${site.url}${url}`)).headers.get('vary')]).toEqual([
      url,
      'Strapi-Response-Format',
    ]);
  }
  const created = await fetch(`${site.url}/api/e-newsletters`, form({ data: { Email: 'a@example.org' } }));
  expect(created.headers.get('vary')).toBe('Strapi-Response-Format');
  for (const answer of [created, await fetch(`${site.url}/uploads/a.pdf`)]) {
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('via')).toBe('1.1 site');
  }
});

test('a malformed Host or path is a 400 with nothing but its status', async () => {
  await startSite();
  const { port } = new URL(site.url);
  const ask = (target, host) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body, headers: res.headers }));
        })
        .on('error', reject);
    });
  for (const [target, host] of [
    ['/leac', '['],
    ['/leac', 'evil.example/x'],
    ['/leac', 'a b'],
    ['/leac', 'evil.example:80:80'],
    ['/leac', '.'],
    ['/%E0%A4%A', 'localhost'],
    ['/api/%E0%A4%A', 'localhost'],
    ['/areas/%ZZ/x.js', 'localhost'],
  ]) {
    const answer = await ask(target, host);
    expect([target, host, answer.status, answer.body]).toEqual([target, host, 400, '400 Bad Request']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  for (const host of [
    'localhost:8080',
    'www.example.org',
    'www.example.org.',
    'site_server:8080',
    '127.0.0.1',
    '[::1]:8080',
  ]) {
    expect([host, (await ask('/', host)).status]).toEqual([host, 200]);
  }
  expect(received).toEqual([]);
});

test("security headers on every answer: pages, files, content, refusals; the site policy replaces Strapi's", async () => {
  await startSite();
  for (const url of [
    '/',
    '/corporate/about',
    '/site-manifest.json',
    '/api/foia-reports',
    '/api/auth/local',
    '/admin',
    '/areas/x/1/none.js',
  ]) {
    const response = await fetch(`${site.url}${url}`);
    expect([url, response.headers.get('x-content-type-options')]).toEqual([url, 'nosniff']);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    // Pages carry the full policy of server rendering, which includes the same frame-ancestors.
    expect(response.headers.get('content-security-policy')).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
});

test('HTML without a policy of its own gets the page policy (always with frame-ancestors), and HSTS when configured', async () => {
  await startSite({
    pageCsp: () => "default-src 'self'; script-src 'self' 'nonce-abc'",
    hstsMaxAgeSeconds: 31536000,
  });
  fs.mkdirSync(path.join(siteDir, 'areas/tools/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/index.html'), '<!doctype html><title>tools</title>');
  const page = await fetch(`${site.url}/areas/tools/1.0.0/index.html`);
  expect(page.headers.get('content-security-policy')).toBe(
    "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'self'",
  );
  // A rendered page keeps its own.
  expect((await fetch(`${site.url}/residential`)).headers.get('content-security-policy')).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[^']+')*; /,
  );
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const api = await fetch(`${site.url}/api/foia-reports`);
  expect(api.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  // A policy that already says who may frame the page is kept as written.
  expect(withFrameAncestors("default-src 'self'; frame-ancestors 'self'")).toBe(
    "default-src 'self'; frame-ancestors 'self'",
  );
  expect(withFrameAncestors("default-src 'self';")).toBe("default-src 'self'; frame-ancestors 'self'");
});

test('creates: JSON only, a small body, Idempotency-Key forwarded, never cached', async () => {
  await startSite({ createBodyBytes: 1024, proxySecret: 'shared-secret' });
  const data = { data: { FirstName: 'Ana', Email: 'ana@example.org' } };
  const key = '0b8e9c2e-5b8f-4d7e-9c59-2f6a1d3e4b5c';
  const created = await fetch(
    `${site.url}/api/e-newsletters`,
    form(data, { 'idempotency-key': key, authorization: 'Bearer x', 'x-content-proxy-secret': 'guessed' }),
  );
  expect(created.status).toBe(200);
  expect(received[0]).toMatchObject({
    method: 'POST',
    url: '/api/e-newsletters',
    body: JSON.stringify(data),
  });
  expect(received[0].headers['idempotency-key']).toBe(key);
  expect(received[0].headers).not.toHaveProperty('authorization');
  // The visitor's address, vouched for with the secret shared with the content service (never the visitor's).
  expect(received[0].headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(received[0].headers['x-content-proxy-secret']).toBe('shared-secret');
  await fetch(`${site.url}/api/e-newsletters`, form(data));
  expect(received).toHaveLength(2);

  const refusals = [
    [form({ data: { Note: 'x'.repeat(2000) } }), 413],
    [form('not json'), 400],
    [form({ Email: 'no data wrapper' }), 400],
    [form([1, 2]), 400],
    [{ ...form(data), headers: { 'content-type': 'text/plain' } }, 415],
    // The content service's own rule (8 to 128 letters, digits, - or _), so no key passes here to fail there.
    [form(data, { 'idempotency-key': 'x'.repeat(129) }), 400],
    [form(data, { 'idempotency-key': 'short' }), 400],
    [form(data, { 'idempotency-key': 'with space-and-more' }), 400],
    [form(data, { 'idempotency-key': 'semi;colon12' }), 400],
  ];
  for (const [request, status] of refusals)
    expect((await fetch(`${site.url}/api/school-visit-requests`, request)).status).toBe(status);
  expect(received).toHaveLength(2);
  // The refusal names the field that is wrong.
  const unwrapped = await fetch(`${site.url}/api/school-visit-requests`, form({ Email: 'no data wrapper' }));
  expect((await unwrapped.json()).error.message).toBe(
    'The form: data: Invalid input: expected record, received undefined; send the form as {"data": {...}}',
  );
});

test('per-client limit on creates: beyond it 429 with Retry-After, other clients unaffected', async () => {
  await startSite({ createsPerMinute: 2, trustProxy: 'loopback', limitedPauseMs: 0 });
  const from = (ip) => form({ data: { Name: 'A' } }, { 'x-forwarded-for': ip });
  expect((await fetch(`${site.url}/api/school-visit-requests`, from('10.0.0.1'))).status).toBe(200);
  expect((await fetch(`${site.url}/api/school-visit-requests`, from('10.0.0.1'))).status).toBe(200);
  const limited = await fetch(`${site.url}/api/school-visit-requests`, from('10.0.0.1'));
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect((await fetch(`${site.url}/api/school-visit-requests`, from('10.0.0.2'))).status).toBe(200);
  expect(received).toHaveLength(3);
});

test('per-client limit on misses: new URLs beyond it get 429 after a pause, cached lists are still served to that client at once', async () => {
  await startSite({ missesPerMinute: 3, limitedPauseMs: 300 });
  for (let page = 1; page <= 3; page += 1)
    expect((await fetch(`${site.url}/api/foia-reports?pagination[page]=${page}`)).status).toBe(200);
  const started = Date.now();
  const limited = await fetch(`${site.url}/api/foia-reports?pagination[page]=4`);
  expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('20');
  const cached = await fetch(`${site.url}/api/foia-reports?pagination[page]=1`);
  expect(cached.status).toBe(200);
  expect(cached.headers.get('x-content-cache')).toBe('hit');
  expect(received).toHaveLength(3);
});

test('upstream bound: with every slot taken by slow misses, another miss gets a quick 503 with Retry-After', async () => {
  await startSite({ maxUpstream: 2 });
  const { held, arrived } = holdRequests();
  const slow = [
    fetch(`${site.url}/api/foia-reports?pagination[page]=1`),
    fetch(`${site.url}/api/foia-reports?pagination[page]=2`),
  ];
  await arrived(2);
  const started = Date.now();
  const busy = await fetch(`${site.url}/api/foia-reports?pagination[page]=3`);
  expect(busy.status).toBe(503);
  expect(busy.headers.get('retry-after')).toBe('1');
  expect(Date.now() - started).toBeLessThan(500);
  for (const res of held) res.writeHead(200, json).end('{"data":[]}');
  expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
  expect(received).toHaveLength(2);
});

test("a fair share of the upstream slots: one client's many connections take at most its share, others are still served", async () => {
  await startSite({ maxUpstream: 8, trustProxy: 'loopback', missesPerMinute: 1000 });
  const { held, arrived } = holdRequests();
  const from = (ip) => ({ headers: { 'x-forwarded-for': ip } });
  const greedy = Array.from({ length: 20 }, (_, page) =>
    fetch(`${site.url}/api/foia-reports?pagination[page]=${page + 1}`, from('198.51.100.1')),
  );
  const answered = [];
  for (const answer of greedy) void answer.then((response) => answered.push(response));
  // Every request either reached the content service (held there) or was answered.
  await until(() => held.length + answered.length === greedy.length);
  const refused = answered.filter((answer) => answer.status === 503);
  // Its share (6) reached the content service, the rest got a quick 503 with Retry-After.
  expect(held).toHaveLength(6);
  expect(refused).toHaveLength(14);
  expect(refused[0].headers.get('retry-after')).toBe('1');
  // Another visitor's read reaches the content service at once.
  const other = fetch(`${site.url}/api/news-releases`, from('198.51.100.2'));
  await arrived(7);
  for (const res of held) res.writeHead(200, json).end('{"data":[]}');
  expect((await other).status).toBe(200);
  // Its requests answered, the first client has its share again.
  const again = fetch(`${site.url}/api/foia-reports?pagination[page]=99`, from('198.51.100.1'));
  await arrived(8);
  held[7].writeHead(200, json).end('{"data":[]}');
  expect((await again).status).toBe(200);
});

test('stale-if-error over HTTP: the content service down, the last good answer is served and marked stale', async () => {
  // Only the clock the cache reads is the test's: the answer's time to live passes at once.
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  await startSite({ ttlMs: 50 });
  const good = await fetch(`${site.url}/api/foia-reports`);
  const goodBody = await good.text();
  await upstream.close();
  jest.setSystemTime(Date.now() + 60);
  const first = await fetch(`${site.url}/api/foia-reports`); // served at once while the refresh fails
  expect(first.headers.get('x-content-cache')).toBe('revalidating');
  // Revalidating until the refresh has failed; then marked stale (the clock stands still: within the time to live).
  let down;
  await until(async () => {
    down = await fetch(`${site.url}/api/foia-reports`);
    return down.headers.get('x-content-cache') !== 'revalidating';
  });
  expect(down.status).toBe(200);
  expect(down.headers.get('x-content-cache')).toBe('stale');
  expect(await down.text()).toBe(goodBody);
  expect((await fetch(`${site.url}/api/standard-operating-procedures`)).status).toBe(502);
  upstream = { close: async () => undefined };
});

test('uploaded files are streamed with range requests, the query string dropped', async () => {
  await startSite();
  respond = (req, res) => {
    res.writeHead(req.headers.range ? 206 : 200, {
      'content-type': 'application/pdf',
      ...(req.headers.range ? { 'content-range': 'bytes 0-3/8' } : {}),
    });
    res.end(req.headers.range ? '%PDF' : '%PDF-1.4');
  };
  const whole = await fetch(`${site.url}/uploads/report_ab12.pdf?cachebust=1`);
  expect(await whole.text()).toBe('%PDF-1.4');
  expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
  const part = await fetch(`${site.url}/uploads/report_ab12.pdf`, { headers: { range: 'bytes=0-3' } });
  expect(part.status).toBe(206);
  expect(received.map((r) => r.url)).toEqual(['/uploads/report_ab12.pdf', '/uploads/report_ab12.pdf']);
});

test("uploaded files may be read from any origin (the admin's media library), without credentials; content reads may not", async () => {
  await startSite();
  respond = (req, res) => {
    // Strapi's own CORS answer names the site's origin with credentials: the site's answer replaces it.
    res.writeHead(200, {
      'content-type': req.url.startsWith('/uploads/') ? 'image/png' : 'application/json',
      'access-control-allow-origin': 'http://site.example',
      'access-control-allow-credentials': 'true',
    });
    res.end(req.url.startsWith('/uploads/') ? 'PNG' : JSON.stringify({ data: [] }));
  };
  const origin = { origin: 'http://127.0.0.1:1337' };
  const file = await fetch(`${site.url}/uploads/plan_ab12.png`, { headers: origin });
  expect(file.headers.get('access-control-allow-origin')).toBe('*');
  expect(file.headers.get('access-control-allow-credentials')).toBeNull();
  const list = await fetch(`${site.url}/api/standard-operating-procedures`, { headers: origin });
  expect(list.status).toBe(200);
  expect(list.headers.get('access-control-allow-origin')).toBeNull();
});

/** Sends raw bytes and returns the raw answer (fetch cannot send oversized heads). */
function raw(url, text) {
  return new Promise((resolve) => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
  });
}

test('limits on URL and header size', async () => {
  await startSite();
  const longUrl = await fetch(`${site.url}/api/foia-reports?filters[Title][$eq]=${'x'.repeat(2100)}`);
  expect(longUrl.status).toBe(414);
  // A page address may carry a long query (a shared ?tab=): it is the page's to ignore.
  const longPage = await fetch(`${site.url}/corporate/financials?tab=${'x'.repeat(10_240)}`);
  expect(longPage.status).toBe(200);
  const bigHeader = await raw(site.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
  expect(bigHeader).toMatch(/^HTTP\/1\.1 431/);
  expect(received).toEqual([]);
});

test('settings come from the environment', () => {
  expect(
    surfaceSettings({
      CONTENT_MISS_LIMIT_PER_MINUTE: '600',
      FORM_CREATE_LIMIT_PER_MINUTE: 'off',
      CONTENT_MAX_UPSTREAM: '4',
      TRUST_PROXY: 'loopback',
      CONTENT_PROXY_SECRET: 's3cret',
    }),
  ).toMatchObject({
    missesPerMinute: 600,
    createsPerMinute: Infinity,
    maxUpstream: 4,
    trustProxy: 'loopback',
    proxySecret: 's3cret',
  });
  expect(() => surfaceSettings({ CONTENT_CACHE_MS: 'soon' })).toThrow(/Invalid number/);
  expect(SERVER_LIMITS).toMatchObject({
    maxHeaderSize: 16384,
    headersTimeout: 10_000,
    requestTimeout: 30_000,
  });
});

test('server-side reads share the cache and the allow-list, in the v4 shape', async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const app = express();
  const { readContent } = mountContentSurface(app, { target: upstream.url });
  const first = await readContent('/api/foia-reports?populate[0]=File');
  expect(first.url).toBe('/api/foia-reports?populate%5B0%5D=File');
  expect(received[0].headers['strapi-response-format']).toBe('v4');
  await readContent('/api/foia-reports?populate%5B0%5D=File');
  expect(received).toHaveLength(1);
  await expect(readContent('/api/users/me')).rejects.toThrow(/not part of the public surface/);
  respond = (req, res) => res.writeHead(500).end('{}');
  await expect(readContent('/api/standard-operating-procedures')).rejects.toThrow(/failed \(500\)/);
  // Each entry is checked against its collection's fields: a malformed one refuses the read, named.
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const malformed = { data: [{ id: 4, attributes: { Title: 7, Order: 1 } }] };
  respond = (req, res) => res.writeHead(200, json).end(JSON.stringify(malformed));
  const refusal = 'Content of foia-reports, entry 4: field Title: wrong (expected string)';
  await expect(readContent('/api/foia-reports?pagination[page]=4')).rejects.toThrow(refusal);
  expect(warn.mock.calls).toEqual([[refusal]]);
  warn.mockRestore();
});

test('a server-side read with every upstream slot taken waits for a free one instead of failing as busy', async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const { readContent } = mountContentSurface(express(), { target: upstream.url, maxUpstream: 1 });
  const { held, arrived, pendingAtArrival } = holdRequests();
  const first = readContent('/api/foia-reports?pagination[page]=1');
  const second = readContent('/api/foia-reports?pagination[page]=2');
  await arrived(1);
  const report = (id) => JSON.stringify({ data: [{ id, attributes: { Title: `R${id}`, Order: id } }] });
  held[0].writeHead(200, json).end(report(1));
  await arrived(2);
  // The second read waited for the slot (the bound itself, refusing at once: contentCache.test.js): it
  // reached the content service only once the first was answered.
  expect(pendingAtArrival).toEqual([0, 0]);
  held[1].writeHead(200, json).end(report(2));
  expect((await first).data.map((entry) => entry.id)).toEqual([1]);
  expect((await second).data.map((entry) => entry.id)).toEqual([2]);
});

test("a server-side read gives up when the render's signal is aborted", async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const { readContent } = mountContentSurface(express(), { target: upstream.url });
  let answerLater;
  respond = (req, res) =>
    (answerLater = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'));
  const controller = new AbortController();
  const reading = readContent('/api/foia-reports', controller.signal);
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort(new Error('render budget over'));
  await expect(reading).rejects.toThrow('render budget over');
  await expect(readContent('/api/foia-reports', controller.signal)).rejects.toThrow('render budget over');
  answerLater?.();
});

test("uploaded files never run script on the site's origin: only script-free types are shown, the rest are sandboxed downloads", async () => {
  await startSite();
  const typeOf = {
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    xml: 'application/xml',
    xhtml: 'application/xhtml+xml',
    bin: 'application/octet-stream',
    txt: 'text/plain',
    png: 'image/png',
    pdf: 'application/pdf',
  };
  respond = (req, res) => {
    const extension = req.url.split('.').pop();
    // Strapi's answer may carry its own (lax) policy and disposition: the site's replace them.
    res.writeHead(200, {
      ...(typeOf[extension] ? { 'content-type': typeOf[extension] } : {}),
      'content-security-policy': "default-src 'self'",
      'content-disposition': 'inline',
    });
    res.end('<script>alert(1)</script>');
  };
  for (const extension of ['html', 'svg', 'xml', 'xhtml', 'bin', 'txt', 'none']) {
    const file = await fetch(`${site.url}/uploads/evil_ab12.${extension}`);
    const headers = ['x-content-type-options', 'content-disposition', 'content-security-policy'].map((name) =>
      file.headers.get(name),
    );
    expect([extension, ...headers]).toEqual([
      extension,
      'nosniff',
      'attachment',
      expect.stringMatching(/^sandbox;.*default-src 'none'/),
    ]);
  }
  for (const extension of ['png', 'pdf']) {
    const file = await fetch(`${site.url}/uploads/plan_ab12.${extension}`);
    expect([
      extension,
      file.headers.get('x-content-type-options'),
      file.headers.get('content-disposition'),
    ]).toEqual([extension, 'nosniff', null]);
  }
});
