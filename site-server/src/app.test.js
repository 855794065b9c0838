const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('./app');

/** Starts a server on a free loopback port; returns its base URL and a closer. */
function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

let site;
let upstream;
let upstreamRequests;
let siteDir;

beforeEach(async () => {
  upstreamRequests = [];
  upstream = await listen((req, res) => {
    upstreamRequests.push({ method: req.method, url: req.url, format: req.headers['strapi-response-format'] });
    if (req.url.startsWith('/api/standard-operating-procedures')) return res.writeHead(500).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [], n: upstreamRequests.length }));
  });
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(siteDir, 'main.0123abcd.js'), 'console.log(1)');
  fs.mkdirSync(path.join(siteDir, 'areas/tools/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/mf-manifest.json'), '{}');
  const app = createSiteApp({ siteDir, contentUrl: upstream.url, contentCacheMs: 60_000, surface: {} });
  site = await listen(app);
});

afterEach(async () => {
  await site.close();
  await upstream.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

test('GET /api answers are proxied and then served from the short cache, per response format', async () => {
  const v4 = { headers: { 'Strapi-Response-Format': 'v4' } };
  const first = await fetch(`${site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(first.headers.get('x-content-cache')).toBe('miss');
  const second = await fetch(`${site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(second.headers.get('x-content-cache')).toBe('hit');
  expect(await second.json()).toEqual({ data: [], n: 1 });
  await fetch(`${site.url}/api/foia-reports?populate[0]=File`);
  expect(upstreamRequests.map((r) => r.format)).toEqual(['v4', undefined]);
});

test('errors and writes are never cached', async () => {
  await fetch(`${site.url}/api/standard-operating-procedures`);
  await fetch(`${site.url}/api/standard-operating-procedures`);
  const form = { method: 'POST', body: '{"data":{"Email":"a@example.org"}}', headers: { 'content-type': 'application/json' } };
  await fetch(`${site.url}/api/e-newsletters`, form);
  await fetch(`${site.url}/api/e-newsletters`, form);
  expect(upstreamRequests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /api/standard-operating-procedures',
    'GET /api/standard-operating-procedures',
    'POST /api/e-newsletters',
    'POST /api/e-newsletters',
  ]);
});

test('an unreachable content service answers 502 with a JSON error', async () => {
  await upstream.close();
  const response = await fetch(`${site.url}/api/foia-reports`);
  expect(response.status).toBe(502);
  expect((await response.json()).error.message).toMatch(/not reachable/);
  upstream = { close: async () => undefined };
});

test('any page URL gets the shell; area folders and hashed files are served as files', async () => {
  const page = await fetch(`${site.url}/corporate/human-resources/leaves`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>shell</title>');
  expect(page.headers.get('cache-control')).toBe('no-cache');

  const hashed = await fetch(`${site.url}/main.0123abcd.js`);
  expect(hashed.headers.get('cache-control')).toContain('immutable');
  const manifest = await fetch(`${site.url}/areas/tools/1.0.0/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${site.url}/areas/tools/9.9.9/mf-manifest.json`)).status).toBe(404);
});

test('site files are sent compressed to browsers that accept it', async () => {
  fs.writeFileSync(path.join(siteDir, 'big.0123abcd.js'), 'const x = 1;\n'.repeat(5000));
  const response = await fetch(`${site.url}/big.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect((await response.text()).length).toBe(65000);
});
