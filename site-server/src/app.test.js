// The site app end to end over a fake content service: the proxied and cached API, pages, area files and
// static files, request ids, the release history on the operations port, refused methods and failures
// (paths and private files: appPaths.test.js).
const fs = require('node:fs');
const path = require('node:path');
const { createSiteApp } = require('./app');
const { closeOpsApp, createOpsApp } = require('./process/ops');
const { recordRelease } = require('./releases/siteManifest');
const { listen, state, setUp, tearDown, rawGet } = require('./testing/appSite');

beforeEach(setUp);
afterEach(tearDown);

test('GET /api answers are proxied and then served from the short cache, per response format', async () => {
  const v4 = { headers: { 'Strapi-Response-Format': 'v4' } };
  const first = await fetch(`${state.site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(first.headers.get('x-content-cache')).toBe('miss');
  const second = await fetch(`${state.site.url}/api/foia-reports?populate[0]=File`, v4);
  expect(second.headers.get('x-content-cache')).toBe('hit');
  // Shared at the edge too, named by its collection (a change notice of it purges it there).
  expect([second.headers.get('cache-control'), second.headers.get('surrogate-key')]).toEqual([
    expect.stringMatching(/^public, max-age=0, s-maxage=\d+/),
    'site collection:foia-reports',
  ]);
  expect(await second.json()).toEqual({ data: [], n: 1 });
  await fetch(`${state.site.url}/api/foia-reports?populate[0]=File`);
  expect(state.upstreamRequests.map((r) => r.format)).toEqual(['v4', undefined]);
});

test('errors and writes are never cached', async () => {
  await fetch(`${state.site.url}/api/standard-operating-procedures`);
  await fetch(`${state.site.url}/api/standard-operating-procedures`);
  const form = {
    method: 'POST',
    body: '{"data":{"Email":"a@example.org"}}',
    headers: { 'content-type': 'application/json' },
  };
  await fetch(`${state.site.url}/api/e-newsletters`, form);
  await fetch(`${state.site.url}/api/e-newsletters`, form);
  expect(state.upstreamRequests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /api/standard-operating-procedures',
    'GET /api/standard-operating-procedures',
    'POST /api/e-newsletters',
    'POST /api/e-newsletters',
  ]);
});

test('an unreachable content service answers 502 with a JSON error', async () => {
  await state.upstream.close();
  const response = await fetch(`${state.site.url}/api/foia-reports`);
  expect(response.status).toBe(502);
  expect((await response.json()).error.message).toMatch(/not reachable/);
  state.upstream = { close: async () => undefined };
});

test('any page URL gets the shell; area folders and hashed files are served as files', async () => {
  const page = await fetch(`${state.site.url}/corporate/human-resources/leaves`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>shell</title>');
  expect(page.headers.get('cache-control')).toBe('no-cache');

  const hashed = await fetch(`${state.site.url}/main.0123abcd.js`);
  expect(hashed.headers.get('cache-control')).toContain('immutable');
  const manifest = await fetch(`${state.site.url}/areas/tools/1.0.0/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${state.site.url}/areas/tools/9.9.9/mf-manifest.json`)).status).toBe(404);
});

test('site files are sent compressed to browsers that accept it', async () => {
  fs.writeFileSync(path.join(state.siteDir, 'big.0123abcd.js'), 'const x = 1;\n'.repeat(5000));
  const response = await fetch(`${state.site.url}/big.0123abcd.js`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect((await response.text()).length).toBe(65000);
});

test("a request's id is the site's own unless a trusted proxy gave it, short and plain", async () => {
  const idOf = async (url, headers) => (await fetch(url, { headers })).headers.get('x-request-id');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  // No trusted proxy: whatever the client writes, the id is minted here.
  for (const id of ['abc-123', 'a\u00e9'])
    expect(
      await idOf(`${state.site.url}/leac`, { 'X-Request-Id': id, 'X-Forwarded-For': '10.0.0.1' }),
    ).toMatch(uuid);
  const behindProxy = await listen(
    createSiteApp({
      siteDir: state.siteDir,
      contentUrl: state.upstream.url,
      surface: { trustProxy: 'loopback' },
    }),
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
  recordRelease(state.siteDir, 'tools', '1.0.0', 'release');
  expect(fs.existsSync(path.join(state.siteDir, 'release-history.json'))).toBe(false);
  expect((await rawGet('/release-history.json')).body).not.toContain('release');
  const opsApp = createOpsApp();
  const siteWithOps = await listen(
    createSiteApp({ siteDir: state.siteDir, contentUrl: state.upstream.url, surface: {}, ops: opsApp }),
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
      const answer = await fetch(`${state.site.url}${target}`, { method });
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
  fs.rmSync(path.join(state.siteDir, 'index.html'));
  fs.mkdirSync(path.join(state.siteDir, 'index.html'));
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
