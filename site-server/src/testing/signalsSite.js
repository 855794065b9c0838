// Test helpers of the signals' tests: the site app and its operations listener over HTTP on a site folder
// with a manifest (with or without a canary), beacons sent to it and its counts read. `state` holds this
// test's folder, site and operations listener (setUp before each test, tearDown after).
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { register } = require('prom-client');
const { createSiteApp } = require('../app');
const { closeOpsApp, createOpsApp } = require('../process/ops');
const { siteStateDirOf } = require('../process/siteState');

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

/** This test's site folder, site and operations listener. */
const state = { siteDir: '', site: undefined, ops: undefined };

async function start(manifest, settings = {}) {
  fs.writeFileSync(path.join(state.siteDir, 'site-manifest.json'), JSON.stringify(manifest));
  const opsApp = createOpsApp();
  const app = createSiteApp({
    siteDir: state.siteDir,
    contentUrl: 'http://127.0.0.1:9',
    surface: { trustProxy: 'loopback' },
    render: { enabled: true, log: () => undefined, pagesPerMinute: Infinity, rendersPerMinute: Infinity },
    signals: { sampleRate: 1, flushMs: 60_000, ...settings },
    ops: opsApp,
  });
  closeOpsApp(opsApp);
  state.site = await listen(app);
  state.ops = await listen(opsApp);
}

/** Before each test: counts from zero and a site folder with the shell page and a build version. */
function setUp() {
  // Each test counts from zero (the counts are the process's, as in the server).
  register.resetMetrics();
  state.siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-'));
  fs.writeFileSync(
    path.join(state.siteDir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(state.siteDir, 'build-info.json'), JSON.stringify({ version: '2.0.0' }));
}

/** After each test: the site and its operations listener closed, the folder and its state removed. */
async function tearDown() {
  await state.site?.close();
  await state.ops?.close();
  fs.rmSync(state.siteDir, { recursive: true, force: true });
  fs.rmSync(siteStateDirOf(state.siteDir), { recursive: true, force: true });
}

const beacon = (events, headers = {}) =>
  fetch(`${state.site.url}/signals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: JSON.stringify({ events }),
  });
const metricsText = async () => (await fetch(`${state.ops.url}/metrics`)).text();
const inlinedManifest = (html) =>
  JSON.parse(/<script type="application\/json" id="site-manifest">([\s\S]*?)<\/script>/.exec(html)[1]);

module.exports = {
  listen,
  routes,
  canaryRoutes,
  manifestWith,
  CANARY,
  state,
  start,
  setUp,
  tearDown,
  beacon,
  metricsText,
  inlinedManifest,
};
