// Health: the public ok-or-not and the operations listener's whole report (areas, content service).
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { closeOpsApp, createOpsApp } = require('../process/ops');
const { areaEntry, writeSiteManifest } = require('./siteManifest');
const { pauseCanary, startCanary } = require('../canary/canaryManifest');
const { createSignalStore, signalsDirOf } = require('../signals/store');
const { siteStateDirOf } = require('../process/siteState');

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

function deployArea(siteDir, area, version) {
  const dir = path.join(siteDir, 'areas', area, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: `mf_${area}`, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  return areaEntry({ area, name: `mf_${area}`, version, routes: [] });
}

let siteDir;
let content;
let contentUp;
let site;

beforeEach(async () => {
  contentUp = true;
  content = await listen((req, res) => res.writeHead(req.url === '/_health' && contentUp ? 204 : 503).end());
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
  writeSiteManifest(siteDir, {
    content: { apiUrl: '/api', filesUrl: '' },
    areas: {
      financials: deployArea(siteDir, 'financials', '1.1.0'),
      tools: deployArea(siteDir, 'tools', '1.0.0'),
    },
  });
  const opsApp = createOpsApp();
  const app = createSiteApp({ siteDir, contentUrl: content.url, contentCacheMs: 1000, ops: opsApp });
  closeOpsApp(opsApp);
  // The whole report is on the private operations listener; tests below read it there.
  const [publicSite, opsSite] = await Promise.all([listen(app), listen(opsApp)]);
  site = {
    url: opsSite.url,
    publicUrl: publicSite.url,
    close: () => Promise.all([publicSite.close(), opsSite.close()]),
  };
});

test("the site's own /healthz says ok or not, nothing else; the operations listener has the details", async () => {
  const answer = await fetch(`${site.publicUrl}/healthz`);
  expect([answer.status, answer.headers.get('cache-control'), await answer.json()]).toEqual([
    200,
    'no-store',
    { status: 'ok' },
  ]);
  fs.rmSync(path.join(siteDir, 'areas/tools/1.0.0/remoteEntry.js'));
  const down = await fetch(`${site.publicUrl}/healthz`);
  expect([down.status, await down.json()]).toEqual([503, { status: 'down' }]);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(503);
  expect((await fetch(`${site.url}/leac`)).status).toBe(404);
});

afterEach(async () => {
  await site.close();
  await content.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(siteStateDirOf(siteDir), { recursive: true, force: true });
});

test('everything up: 200 with each live version and the content service', async () => {
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toMatchObject({
    status: 'ok',
    areas: { financials: { version: '1.1.0', ok: true }, tools: { version: '1.0.0', ok: true } },
    content: { ok: true },
  });
});

test('an area whose live build lost its remoteEntry: 503 naming that area only', async () => {
  fs.rmSync(path.join(siteDir, 'areas/tools/1.0.0/remoteEntry.js'));
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(503);
  const body = await answer.json();
  expect(body.areas.tools).toEqual({ version: '1.0.0', ok: false, error: 'remoteEntry.js is missing' });
  expect(body.areas.financials.ok).toBe(true);
});

test("an area's mf-manifest.json without its remoteEntry is refused, naming the file and the field", async () => {
  const file = path.join(siteDir, 'areas/tools/1.0.0/mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify({ name: 'mf_tools', metaData: {} }));
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(503);
  expect((await answer.json()).areas.tools).toEqual({
    version: '1.0.0',
    ok: false,
    error: `${file}: metaData.remoteEntry: Invalid input: expected object, received undefined`,
  });
});

test('the content service down or not answering: 503', async () => {
  contentUp = false;
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(503);
  expect((await answer.json()).content).toMatchObject({ ok: false, error: 'answered 503' });
  await content.close();
  content = { close: async () => undefined };
  expect((await (await fetch(`${site.url}/healthz`)).json()).content).toMatchObject({
    ok: false,
    error: 'not reachable',
  });
});

test('a missing site manifest: 503', async () => {
  fs.rmSync(path.join(siteDir, 'site-manifest.json'));
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(503);
  expect((await answer.json()).manifest.ok).toBe(false);
});

test('the whole report names a running canary: versions, share, steps, paused and gate, and the analysis so far; the site’s own says ok only', async () => {
  expect((await (await fetch(`${site.url}/healthz`)).json()).canaries).toEqual({});
  startCanary(siteDir, 'financials', deployArea(siteDir, 'financials', '1.2.0'), [10, 25, 50], {
    manualGate: true,
  });
  pauseCanary(siteDir, 'financials', true);
  // Counts the fleet stored: 3 canary pages, one of them failed, and 100 clean stable ones.
  const store = createSignalStore({ dir: signalsDirOf(siteDir), flushMs: 60_000 });
  for (let page = 0; page < 3; page += 1)
    store.add({
      type: 'page',
      area: 'financials',
      version: '1.2.0',
      ...(page ? {} : { failure: 'render-failed' }),
    });
  for (let page = 0; page < 100; page += 1) store.add({ type: 'page', area: 'financials', version: '1.1.0' });
  store.flush();
  store.close();
  const answer = await fetch(`${site.url}/healthz`);
  expect(answer.status).toBe(200);
  const { canaries } = await answer.json();
  expect(Object.keys(canaries)).toEqual(['financials']);
  expect(canaries.financials).toMatchObject({
    stable: '1.1.0',
    canary: '1.2.0',
    percent: 10,
    nextSteps: [25, 50],
    paused: true,
    manualGate: true,
    since: expect.any(String),
    stepSince: expect.any(String),
    analysis: [
      {
        stream: 'server',
        failures: 1,
        trials: 3,
        stableRate: 0,
        verdict: 'undecided',
        bound: Math.log(1000),
      },
      { stream: 'browser', failures: 0, trials: 0, stableRate: 0, evidence: 0, verdict: 'undecided' },
    ],
    decision: 'wait: paused by an operator',
  });
  expect(canaries.financials.analysis[0].evidence).toBeCloseTo(Math.log(5) + 2 * Math.log(0.9 / 0.98));
  expect(canaries.financials).not.toHaveProperty('held');
  // The site's own /healthz is unchanged.
  expect(await (await fetch(`${site.publicUrl}/healthz`)).json()).toEqual({ status: 'ok' });
});
