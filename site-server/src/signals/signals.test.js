// The site app's signals end to end over HTTP: request ids, the beacon intake and its limits, the counts on
// the operations listener (checked by Prometheus' own promtool), and canary visitors' manifests.
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { closeOpsApp, createOpsApp } = require('../process/ops');
const { register } = require('prom-client');
const { readSignals, signalsDirOf } = require('./store');
const { siteStateDirOf } = require('../process/siteState');
const { bucketOf } = require('../canary/visitorManifest');
const { testerToken } = require('../canary/testerLink');
const { PROMTOOL_MISSING, promtoolProblems } = require('../../../scripts/lib/promtool');

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        port: server.address().port,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

const routes = [{ path: '/leac', title: 'LEAC' }];
const canaryRoutes = [...routes, { path: '/leac/history', title: 'LEAC history' }];
const manifestWith = (canary) => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: {
      name: 'mf_financials',
      version: '1.0.0',
      entry: '/areas/financials/1.0.0/mf-manifest.json',
      routes,
      ...(canary ? { canary } : {}),
    },
  },
});
const CANARY = {
  version: '1.1.0',
  entry: '/areas/financials/1.1.0/mf-manifest.json',
  routes: canaryRoutes,
  percent: 30,
  since: new Date().toISOString(),
};

let siteDir;
let site;
let ops;

async function start(manifest, settings = {}) {
  fs.writeFileSync(path.join(siteDir, 'site-manifest.json'), JSON.stringify(manifest));
  const opsApp = createOpsApp();
  const app = createSiteApp({
    siteDir,
    contentUrl: 'http://127.0.0.1:9',
    surface: { trustProxy: 'loopback' },
    render: { enabled: true, log: () => undefined, pagesPerMinute: Infinity, rendersPerMinute: Infinity },
    signals: { sampleRate: 1, flushMs: 60_000, ...settings },
    ops: opsApp,
  });
  closeOpsApp(opsApp);
  site = await listen(app);
  ops = await listen(opsApp);
}

beforeEach(() => {
  // Each test counts from zero (the counts are the process's, as in the server).
  register.resetMetrics();
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-'));
  fs.writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(siteDir, 'build-info.json'), JSON.stringify({ version: '2.0.0' }));
});

afterEach(async () => {
  await site?.close();
  await ops?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(siteStateDirOf(siteDir), { recursive: true, force: true });
});

const beacon = (events, headers = {}) =>
  fetch(`${site.url}/signals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: JSON.stringify({ events }),
  });
const metricsText = async () => (await fetch(`${ops.url}/metrics`)).text();
const inlinedManifest = (html) =>
  JSON.parse(/<script type="application\/json" id="site-manifest">([\s\S]*?)<\/script>/.exec(html)[1]);

// A trusted proxy's own id is kept: app.test.js.
test('every answer carries a request id of its own', async () => {
  await start(manifestWith());
  const first = await fetch(`${site.url}/leac`);
  expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect((await fetch(`${site.url}/leac`)).headers.get('x-request-id')).not.toBe(
    first.headers.get('x-request-id'),
  );
});

test('beacons of live versions and published routes are counted; anything else is left out', async () => {
  await start(manifestWith(CANARY));
  const stable = { area: 'financials', version: '1.0.0', route: '/leac' };
  const answer = await beacon([
    { type: 'view', ...stable },
    { type: 'view', area: 'financials', version: '1.1.0', route: '/leac/history' },
    { type: 'error', kind: 'render-error', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'vital', name: 'LCP', value: 1800, ...stable },
    { type: 'vital', name: 'CLS', value: 0.02, ...stable },
    { type: 'view', area: 'shell', version: '2.0.0', route: '*' },
    // Left out: an unknown version, a route of another version, a URL instead of a pattern, an unknown
    // kind, a value out of bounds, another shell version.
    { type: 'view', area: 'financials', version: '0.9.0', route: '/leac' },
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac/history' },
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac?account=123' },
    { type: 'error', kind: 'anything', ...stable },
    { type: 'vital', name: 'LCP', value: -1, ...stable },
    { type: 'view', area: 'shell', version: '1.0.0', route: '*' },
  ]);
  expect(answer.status).toBe(204);
  const text = await metricsText();
  expect(text).toMatch(/gpa_signal_page_views_total\{area="financials",version="1.0.0",route="\/leac"\} 1\n/);
  expect(text).toMatch(
    /gpa_signal_page_views_total\{area="financials",version="1.1.0",route="\/leac\/history"\} 1\n/,
  );
  expect(text).toMatch(/gpa_signal_page_views_total\{area="shell",version="2.0.0",route="\*"\} 1\n/);
  expect(text).toMatch(
    /gpa_signal_errors_total\{area="financials",version="1.1.0",kind="render-error"\} 1\n/,
  );
  expect(text).toMatch(/gpa_signal_lcp_seconds_count\{area="financials",version="1.0.0"\} 1\n/);
  expect(text).not.toMatch(/version="0.9.0"|account|kind="anything"|version="1.0.0",route="\/leac\/history"/);
  // The rolling store the canary decision reads has the same counts.
});

test('refusals are cheap: over the rate before the body is read, too large before it is parsed', async () => {
  await start(manifestWith(), { beaconsPerMinute: 5, maxBytes: 1024 });
  const client = { 'X-Forwarded-For': '203.0.113.7' };
  for (let i = 0; i < 5; i += 1) expect((await beacon([], client)).status).toBe(204);
  // A request that declares a body and never sends it: refused at once, without waiting for it.
  const refused = await new Promise((resolve, reject) => {
    const socket = net.connect(site.port, '127.0.0.1', () =>
      socket.write(
        `POST /signals HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.7\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\n`,
      ),
    );
    socket.on('data', (data) => {
      resolve(String(data).split('\r\n')[0]);
      socket.destroy();
    });
    socket.on('error', reject);
  });
  expect(refused).toBe('HTTP/1.1 429 Too Many Requests');
  // Another client is not affected; a body over the bound is refused, declared or not.
  const other = { 'X-Forwarded-For': '203.0.113.8' };
  expect(
    (
      await beacon(
        [{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac', pad: 'x'.repeat(2000) }],
        other,
      )
    ).status,
  ).toBe(413);
  expect(
    (await fetch(`${site.url}/signals`, { method: 'POST', headers: other, body: 'not json' })).status,
  ).toBe(400);
  const noList = await fetch(`${site.url}/signals`, {
    method: 'POST',
    headers: other,
    body: JSON.stringify({ events: 'view' }),
  });
  expect([noList.status, await noList.text()]).toEqual([
    400,
    'beacon: events: Invalid input: expected array, received string',
  ]);
  const text = await metricsText();
  expect(text).toMatch(/gpa_signal_beacons_refused_total\{reason="rate"\} 1\n/);
  expect(text).toMatch(/gpa_signal_beacons_refused_total\{reason="size"\} 1\n/);
  expect(text).not.toMatch(/gpa_signal_page_views_total\{/);
});

test('a flood of beacons from many fake clients is refused or counted within its bounds, and pages still answer', async () => {
  await start(manifestWith(), { beaconsPerMinute: 2 });
  const statuses = await Promise.all(
    Array.from({ length: 400 }, (_, i) =>
      beacon([{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac' }], {
        'X-Forwarded-For': `198.51.100.${i % 100}`,
      }).then((answer) => answer.status),
    ),
  );
  // Two beacons a client at once (the burst is bounded by the rate): 100 clients, 200 counted, the rest refused.
  expect(statuses.filter((status) => status === 204)).toHaveLength(200);
  expect(statuses.filter((status) => status === 429)).toHaveLength(200);
  expect(await metricsText()).toMatch(
    /gpa_signal_page_views_total\{area="financials",version="1.0.0",route="\/leac"\} 200\n/,
  );
  expect((await fetch(`${site.url}/leac`)).status).toBe(200);
});

test('whatever the number of addresses, a process reads a bounded number of beacons a second', async () => {
  await start(manifestWith(), { beaconsPerSecond: 5 });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      beacon([{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac' }], {
        'X-Forwarded-For': `192.0.2.${i}`,
      }).then((answer) => answer.status),
    ),
  );
  // Five at once, and one more if a fifth of a second passed meanwhile (the budget refills).
  const read = statuses.filter((status) => status === 204).length;
  expect(read === 5 || read === 6).toBe(true);
  expect(await metricsText()).toContain(`gpa_signal_beacons_refused_total{reason="busy"} ${20 - read}\n`);
});

test('the counts pass promtool check metrics, with the canary’s share, evidence and last rollback, and pages by status', async () => {
  const rolledBackAt = '2026-11-26T10:00:00.000Z';
  fs.writeFileSync(
    path.join(siteDir, 'release-history.json'),
    JSON.stringify({ financials: [{ version: '1.0.9', action: 'canary rolled back', at: rolledBackAt }] }),
  );
  await start(manifestWith(CANARY));
  await fetch(`${site.url}/leac`);
  await fetch(`${site.url}/no-such-page`);
  await beacon([
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac' },
    { type: 'vital', name: 'INP', value: 120, area: 'financials', version: '1.0.0', route: '/leac' },
  ]);
  const text = await metricsText();
  // No shell server build here: a render fails (or, on a busy machine, is not started): the page goes client-rendered.
  expect(text).toMatch(
    /gpa_page_answers_total\{area="financials",version="1\.(0|1)\.0",render="(failed|busy)"\} 1\n/,
  );
  expect(text).toMatch(
    /gpa_page_answer_seconds_count\{area="shell",version="2.0.0",render="(failed|busy)"\} 1\n/,
  );
  expect(text).toMatch(/gpa_http_answers_total\{area="shell",version="2.0.0",code="200"\} 1\n/);
  expect(text).toContain('gpa_canary_percent{area="financials",version="1.1.0"} 30\n');
  expect(text).toMatch(/gpa_canary_evidence\{area="financials",version="1.1.0",stream="server"\} -?\d/);
  expect(text).toContain(`gpa_canary_evidence_bound ${Math.log(1000)}\n`);
  expect(text).toContain(
    `gpa_canary_last_rollback_timestamp_seconds{area="financials"} ${Date.parse(rolledBackAt) / 1000}\n`,
  );
  const problems = promtoolProblems(text);
  if (problems === null) {
    console.warn(PROMTOOL_MISSING);
    return;
  }
  expect(problems).toBe('');
});

test('a canary visitor gets one version everywhere: the cookie, the server render’s manifest and the revalidated one', async () => {
  await start(manifestWith(CANARY));
  const seen = { '1.0.0': 0, '1.1.0': 0 };
  for (let visitor = 0; visitor < 200; visitor += 1) {
    const page = await fetch(`${site.url}/leac`);
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
      const again = await fetch(`${site.url}/site-manifest.json`, { headers });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(again.headers.get('vary')).toMatch(/Cookie/);
      expect((await again.json()).areas.financials.version).toBe(version);
      expect(
        inlinedManifest(await (await fetch(`${site.url}/leac`, { headers })).text()).areas.financials.version,
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
        await fetch(`${site.url}/site-manifest.json`, {
          headers: { cookie: `gpa-cohort=${stableVisitor}${cookie}` },
        })
      ).json()
    ).areas.financials.version;
  expect(await versionWith('')).toBe('1.0.0');
  const join = (token) =>
    fetch(`${site.url}/canary/join?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
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
  const answer = await fetch(`${site.url}/site-manifest.json`);
  expect(answer.headers.get('set-cookie')).toBeNull();
  expect((await answer.json()).signals).toEqual({
    path: '/signals',
    sampleRate: 0.25,
    shellVersion: '2.0.0',
  });
  expect((await fetch(`${site.url}/leac`)).headers.get('set-cookie')).toBeNull();
});

test('counted views, errors and LCP, and the server’s own failed pages, reach the rolling store the canary decision reads', async () => {
  await start(manifestWith(CANARY), { flushMs: 60_000 });
  // A canary visitor's page: its area's code is not there, so its render fails (sent client-rendered).
  const canaryVisitor = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(16, '0')).find(
    (id) => bucketOf(id, 'financials') < 30,
  );
  const page = await fetch(`${site.url}/leac`, { headers: { cookie: `gpa-cohort=${canaryVisitor}` } });
  expect(page.headers.get('x-render-cache')).toBe('failed');
  await beacon([
    { type: 'view', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'error', kind: 'page-error', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'vital', name: 'LCP', value: 2100, area: 'financials', version: '1.1.0', route: '/leac' },
  ]);
  const dir = signalsDirOf(siteDir);
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
  expect(path.relative(siteDir, dir).startsWith('..')).toBe(true);
  for (const spelling of ['/.signals/', '/%2esignals/', '/signals/'])
    expect(await (await fetch(`${site.url}${spelling}${fs.readdirSync(dir)[0]}`)).text()).not.toContain(
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
