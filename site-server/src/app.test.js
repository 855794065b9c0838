// The site app end to end over a fake content service: the proxied and cached API, pages, area files and static files.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('./app');
const { closeOpsApp, createOpsApp } = require('./process/ops');
const { recordRelease } = require('./releases/siteManifest');
const { siteStateDirOf } = require('./process/siteState');

/** Starts a server on a free loopback port; returns its base URL and a closer. */
function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
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
    upstreamRequests.push({
      method: req.method,
      url: req.url,
      format: req.headers['strapi-response-format'],
    });
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
  fs.rmSync(siteStateDirOf(siteDir), { recursive: true, force: true });
});

test('GET /api answers are proxied and then served from the short cache, per response format', async () => {
  const v4 = { headers: { 'Strapi-Response-Format': 'v4' } };
  const first = await fetch(`${site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(first.headers.get('x-content-cache')).toBe('miss');
  const second = await fetch(`${site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(second.headers.get('x-content-cache')).toBe('hit');
  // Shared at the edge too, named by its collection (a change notice of it purges it there).
  expect([second.headers.get('cache-control'), second.headers.get('surrogate-key')]).toEqual([
    expect.stringMatching(/^public, max-age=0, s-maxage=\d+/),
    'site collection:foia-reports',
  ]);
  expect(await second.json()).toEqual({ data: [], n: 1 });
  await fetch(`${site.url}/api/foia-reports?populate[0]=File`);
  expect(upstreamRequests.map((r) => r.format)).toEqual(['v4', undefined]);
});

test('errors and writes are never cached', async () => {
  await fetch(`${site.url}/api/standard-operating-procedures`);
  await fetch(`${site.url}/api/standard-operating-procedures`);
  const form = {
    method: 'POST',
    body: '{"data":{"Email":"a@example.org"}}',
    headers: { 'content-type': 'application/json' },
  };
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

/** GET with the path exactly as written (fetch would normalize "/./" and the like). */
function rawGet(target) {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

describe('private files', () => {
  beforeEach(() => {
    fs.mkdirSync(path.join(siteDir, 'server'));
    fs.writeFileSync(path.join(siteDir, 'server/shell.js'), 'exports.secret = "shell bundle"');
    fs.mkdirSync(path.join(siteDir, 'areas/tools/1.0.0/server'));
    fs.writeFileSync(
      path.join(siteDir, 'areas/tools/1.0.0/server/routes.js'),
      'exports.secret = "area bundle"',
    );
    fs.writeFileSync(path.join(siteDir, 'main.0123abcd.js.map'), '{"sources":["webpack:///secret"]}');
    fs.writeFileSync(
      path.join(siteDir, 'areas/tools/1.0.0/remoteEntry.js.map'),
      '{"sources":["webpack:///secret"]}',
    );
  });

  test('server bundles are not sent, however the path is spelled', async () => {
    const spellings = [
      '/server/shell.js',
      '/%73erver/shell.js',
      '//server/shell.js',
      '/./server/shell.js',
      '/server%2fshell.js',
      '/server%2Fshell.js',
      '/areas/../server/shell.js',
      '/areas/%2e%2e/server/shell.js',
      '/x/..%2fserver/shell.js',
      '/SERVER/shell.js',
      '/server\\shell.js',
      '/areas/tools/1.0.0/server/routes.js',
      '/areas/tools/1.0.0/%73erver/routes.js',
      '/areas//tools/1.0.0/server/routes.js',
      '/areas/tools/1.0.0/./server/routes.js',
      '/areas/tools/1.0.0/server%2froutes.js',
      '/areas/tools/9.9.9/../1.0.0/server/routes.js',
    ];
    for (const target of spellings) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('bundle');
    }
  });

  test('dot files and folders are not sent, however the path is spelled', async () => {
    fs.mkdirSync(path.join(siteDir, '.signals'));
    fs.writeFileSync(path.join(siteDir, '.signals/host-1.json'), '{"minutes":{}}');
    fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/.env'), 'SECRET=minutes');
    for (const target of [
      '/.signals/host-1.json',
      '/%2esignals/host-1.json',
      '/%2Esignals/host-1.json',
      '//.signals/host-1.json',
      '/areas/../.signals/host-1.json',
      '/.SIGNALS/host-1.json',
      '/areas/tools/1.0.0/.env',
      '/areas/tools/1.0.0/%2eenv',
    ]) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('minutes');
    }
  });

  test('source maps stay on disk, never sent', async () => {
    for (const target of [
      '/main.0123abcd.js.map',
      '/main.0123abcd.js.%6dap',
      '/areas/tools/1.0.0/remoteEntry.js.map',
      '//areas/tools/1.0.0/remoteEntry.js.MAP',
    ]) {
      const answer = await rawGet(target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('sources');
    }
    expect((await rawGet('/main.0123abcd.js')).status).toBe(200);
  });
});

test('/index.html leads to / (the page, with its policy), keeping the query', async () => {
  for (const target of ['/index.html', '/%69ndex.html', '//index.html', '/./index.html']) {
    const answer = await rawGet(target);
    expect([target, answer.status, answer.headers.location]).toEqual([target, 301, '/']);
  }
  expect((await rawGet('/index.html?tab=2')).headers.location).toBe('/?tab=2');
  // An area's standalone QA page stays where it is.
  fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/index.html'), '<!doctype html><title>tools</title>');
  const qaPage = await rawGet('/areas/tools/1.0.0/index.html');
  expect(qaPage.status).toBe(200);
  // With the pages' policy, as every HTML answer of the site.
  expect(qaPage.headers['content-security-policy']).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')*(;|$)/);
  expect(qaPage.headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
});

test('no redirect leaves the site, whatever the request line (absolute form, doubled slashes, backslashes)', async () => {
  const targets = [
    'http://aaaaa/index.html//evil.com/..',
    'http://aaaaa/index.html/\\evil.com/..',
    'http://evil.com/index.html',
    '//evil.com/..//index.html',
    'http://aaaaa//evil.com/areas',
    '//evil.com/../areas',
    '/\\evil.com/../areas',
    'http://aaaaa/index.html?x=//evil.com',
  ];
  for (const target of targets) {
    const { status, headers } = await rawGet(target);
    if (status < 300 || status >= 400) continue;
    expect([target, headers.location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])/)]);
  }
  expect((await rawGet('http://aaaaa/index.html//evil.com/..')).headers.location).toBe('/');
  expect((await rawGet('http://aaaaa/index.html?tab=2')).headers.location).toBe('/?tab=2');
});

test('a path starting with two slashes is no page: not the page of the path after them', async () => {
  for (const target of [
    '//nope-xyz',
    '//evil.com/corporate/human-resources/leaves',
    '/\\evil.com/leac',
    '//leac',
  ]) {
    const answer = await rawGet(target);
    expect([target, answer.status]).toEqual([target, 404]);
    expect(answer.body).not.toContain('<title>shell</title>');
  }
  // The site's files are found by any spelling (nginx merges the slashes too).
  expect((await rawGet('//main.0123abcd.js')).status).toBe(200);
});

test("a request's id is the site's own unless a trusted proxy gave it, short and plain", async () => {
  const idOf = async (url, headers) => (await fetch(url, { headers })).headers.get('x-request-id');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  // No trusted proxy: whatever the client writes, the id is minted here.
  for (const id of ['abc-123', 'a\u00e9'])
    expect(await idOf(`${site.url}/leac`, { 'X-Request-Id': id, 'X-Forwarded-For': '10.0.0.1' })).toMatch(
      uuid,
    );
  const behindProxy = await listen(
    createSiteApp({ siteDir, contentUrl: upstream.url, surface: { trustProxy: 'loopback' } }),
  );
  const forwarded = { 'X-Forwarded-For': '10.0.0.1' };
  expect(await idOf(`${behindProxy.url}/leac`, { ...forwarded, 'X-Request-Id': '0f3a9c.b_1-x' })).toBe(
    '0f3a9c.b_1-x',
  );
  for (const id of ['x'.repeat(65), 'a b', 'a<script>', 'a/b'])
    expect([id, await idOf(`${behindProxy.url}/leac`, { ...forwarded, 'X-Request-Id': id })]).toEqual([
      id,
      expect.stringMatching(uuid),
    ]);
  await behindProxy.close();
});

test('the release history is on the operations port only', async () => {
  recordRelease(siteDir, 'tools', '1.0.0', 'release');
  expect(fs.existsSync(path.join(siteDir, 'release-history.json'))).toBe(false);
  expect((await rawGet('/release-history.json')).body).not.toContain('release');
  const opsApp = createOpsApp();
  const siteWithOps = await listen(
    createSiteApp({ siteDir, contentUrl: upstream.url, surface: {}, ops: opsApp }),
  );
  closeOpsApp(opsApp);
  const ops = await listen(opsApp);
  const history = await fetch(`${ops.url}/release-history.json`);
  expect(history.headers.get('cache-control')).toBe('no-store');
  expect((await history.json()).tools.map(({ version, action }) => `${action} ${version}`)).toEqual([
    'release 1.0.0',
  ]);
  await Promise.all([ops.close(), siteWithOps.close()]);
});

test('a method the site does not answer is refused in its own words', async () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
    for (const target of ['/', '/leac', '/main.0123abcd.js']) {
      const answer = await fetch(`${site.url}${target}`, { method });
      expect([method, target, answer.status, answer.headers.get('allow')]).toEqual([
        method,
        target,
        405,
        'GET, HEAD',
      ]);
      const body = await answer.text();
      expect(body).toBe('405 Method Not Allowed');
    }
  }
});

test('a failure inside the site answers with its status only: no stack, no paths', async () => {
  // The shell's page turned into a folder: reading it throws (EISDIR) with the site's absolute path.
  const logged = jest.spyOn(require('./process/logging').logger, 'error').mockImplementation(() => undefined);
  fs.rmSync(path.join(siteDir, 'index.html'));
  fs.mkdirSync(path.join(siteDir, 'index.html'));
  for (const target of ['/leac', '/%E0%A4%A']) {
    const answer = await rawGet(target);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toMatch(/^\d{3} [A-Za-z ]+$/);
    expect(answer.body).not.toMatch(/at |\/|Error:/);
  }
  // The operator still gets the whole error in the server's log.
  expect(String(logged.mock.calls[0]?.[0]?.err?.stack)).toContain('EISDIR');
  logged.mockRestore();
});
