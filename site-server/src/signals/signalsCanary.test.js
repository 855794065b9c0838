// Canary visitors over HTTP: one version everywhere (cookie, server render, revalidated manifest), a tester's
// signed link, none without a canary; and the counts reaching the rolling store the canary decides on.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { readSignals, signalsDirOf } = require('./store');
const { bucketOf } = require('../canary/visitorManifest');
const { testerToken } = require('../canary/testerLink');
const {
  routes,
  canaryRoutes,
  manifestWith,
  CANARY,
  state,
  start,
  setUp,
  tearDown,
  beacon,
  inlinedManifest,
} = require('../testing/signalsSite');

beforeEach(setUp);
afterEach(tearDown);

test('a canary visitor gets one version everywhere: the cookie, the server render’s manifest and the revalidated one', async () => {
  await start(manifestWith(CANARY));
  const seen = { '1.0.0': 0, '1.1.0': 0 };
  for (let visitor = 0; visitor < 200; visitor += 1) {
    const page = await fetch(`${state.site.url}/leac`);
    const cookie = page.headers.get('set-cookie');
    // With the version set for an edge's key (canary/versionSet.ts) when the visitor gets the canary.
    expect(cookie).toMatch(
      /^gpa-cohort=[0-9a-f]{16}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly(, gpa-versions=financials@1\.1\.0; [^,]+)?$/,
    );
    const inlined = inlinedManifest(await page.text());
    const version = inlined.areas.financials.version;
    expect(inlined.areas.financials).not.toHaveProperty('canary');
    expect(inlined.areas.financials.routes).toEqual(version === '1.1.0' ? canaryRoutes : routes);
    seen[version] += 1;
    if (visitor % 20 === 0) {
      const headers = {
        cookie: cookie
          .split(', ')
          .map((one) => one.split(';')[0])
          .join('; '),
      };
      const again = await fetch(`${state.site.url}/site-manifest.json`, { headers });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(again.headers.get('vary')).toMatch(/Cookie/);
      expect((await again.json()).areas.financials.version).toBe(version);
      expect(
        inlinedManifest(await (await fetch(`${state.site.url}/leac`, { headers })).text()).areas.financials
          .version,
      ).toBe(version);
    }
  }
  // About 30 % of visitors: each visitor's draw is uniform.
  expect(seen['1.1.0']).toBeGreaterThan(35);
  expect(seen['1.1.0']).toBeLessThan(90);
}, 30_000);

test('a tester’s signed link puts their browser in the canary of that area whatever their draw; a forged one does not', async () => {
  await start(manifestWith(CANARY), { testerSecret: 'tester-secret' });
  const stableVisitor = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(16, '0')).find(
    (id) => bucketOf(id, 'financials') >= 30,
  );
  const versionWith = async (cookie) =>
    (
      await (
        await fetch(`${state.site.url}/site-manifest.json`, {
          headers: { cookie: `gpa-cohort=${stableVisitor}${cookie}` },
        })
      ).json()
    ).areas.financials.version;
  expect(await versionWith('')).toBe('1.0.0');
  const join = (token) =>
    fetch(`${state.site.url}/canary/join?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  const joined = await join(testerToken('tester-secret', 'financials', '1.1.0'));
  expect([joined.status, joined.headers.get('location')]).toEqual([302, '/']);
  const cookie = joined.headers.get('set-cookie').split(';')[0];
  expect(cookie).toMatch(/^gpa-canary-tester=financials\.1\.1\.0\./);
  expect(await versionWith(`; ${cookie}`)).toBe('1.1.0');
  // Signed with another secret: refused, and such a cookie counts for nothing; nor does a link to another version.
  const forged = testerToken('guessed', 'financials', '1.1.0');
  expect((await join(forged)).status).toBe(403);
  expect(await versionWith(`; gpa-canary-tester=${forged}`)).toBe('1.0.0');
  expect(
    await versionWith(`; gpa-canary-tester=${testerToken('tester-secret', 'financials', '9.9.9')}`),
  ).toBe('1.0.0');
});

test('without a canary no cookie is set, and the manifest carries the signals settings', async () => {
  await start(manifestWith(), { sampleRate: 0.25 });
  const answer = await fetch(`${state.site.url}/site-manifest.json`);
  expect(answer.headers.get('set-cookie')).toBeNull();
  expect((await answer.json()).signals).toEqual({
    path: '/signals',
    sampleRate: 0.25,
    shellVersion: '2.0.0',
  });
  expect((await fetch(`${state.site.url}/leac`)).headers.get('set-cookie')).toBeNull();
});

test('counted views, errors and LCP, and the server’s own failed pages, reach the rolling store the canary decision reads', async () => {
  await start(manifestWith(CANARY), { flushMs: 60_000 });
  // A canary visitor's page: its area's code is not there, so its render fails (sent client-rendered).
  const canaryVisitor = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(16, '0')).find(
    (id) => bucketOf(id, 'financials') < 30,
  );
  const page = await fetch(`${state.site.url}/leac`, { headers: { cookie: `gpa-cohort=${canaryVisitor}` } });
  expect(page.headers.get('x-render-cache')).toBe('failed');
  await beacon([
    { type: 'view', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'error', kind: 'page-error', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'vital', name: 'LCP', value: 2100, area: 'financials', version: '1.1.0', route: '/leac' },
  ]);
  const dir = signalsDirOf(state.siteDir);
  // Written soon after the error and the failed page (urgentMs), long before flushMs.
  const stored = () => readSignals(dir, { sinceMs: Date.now() - 60_000 }).financials?.['1.1.0'];
  await new Promise((resolve) => {
    const poll = setInterval(() => stored()?.views && (clearInterval(poll), resolve()), 10);
  });
  const counts = stored();
  expect(counts.views).toBe(1);
  expect(counts.errors).toEqual({ 'page-error': 1 });
  expect(counts.lcp.reduce((a, b) => a + b)).toBe(1);
  expect(counts).toMatchObject({ pages: 1, failures: { 'render-failed': 1 } });
  // The store is in the state folder, outside the site folder: nothing of it is served.
  expect(path.relative(state.siteDir, dir).startsWith('..')).toBe(true);
  for (const spelling of ['/.signals/', '/%2esignals/', '/signals/'])
    expect(await (await fetch(`${state.site.url}${spelling}${fs.readdirSync(dir)[0]}`)).text()).not.toContain(
      'minutes',
    );
});

test('a damaged file of the rolling store is left out of the totals and named with its field; an older file without page counts still adds up', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-store-'));
  const minute = String(Math.floor(Date.now() / 60_000) * 60_000);
  const counts = { views: 2, errors: {}, lcp: [1] };
  fs.writeFileSync(
    path.join(dir, 'old.json'),
    JSON.stringify({ updatedAt: Date.now(), minutes: { [minute]: { tools: { '1.0.0': counts } } } }),
  );
  fs.writeFileSync(
    path.join(dir, 'damaged.json'),
    JSON.stringify({
      updatedAt: Date.now(),
      minutes: { [minute]: { tools: { '1.0.0': { views: 'many' } } } },
    }),
  );
  const logs = [];
  const totals = readSignals(dir, { sinceMs: Date.now() - 60_000, log: (line) => logs.push(line) });
  expect(totals.tools['1.0.0']).toMatchObject({ views: 2, pages: 0, failures: {} });
  expect(logs).toEqual([
    expect.stringContaining(
      `damaged.json: minutes.${minute}.tools.1.0.0.views: Invalid input: expected number, received string`,
    ),
  ]);
  fs.rmSync(dir, { recursive: true });
});
