// Test helpers of the site app's tests: the app over HTTP in front of a fake content service that records the
// requests it gets (a 500 for the SOP list), on a site folder with a shell page, a hashed file and an area
// build. `state` holds this test's site, content service, its requests and the folder (setUp before each
// test, tearDown after).
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { siteStateDirOf } = require('../process/siteState');

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

/** This test's site, content service, the requests it received and the site folder. */
const state = { site: undefined, upstream: undefined, upstreamRequests: [], siteDir: '' };

/** Before each test: the fake content service, the site folder and the site over them. */
async function setUp() {
  state.upstreamRequests = [];
  state.upstream = await listen((req, res) => {
    state.upstreamRequests.push({
      method: req.method,
      url: req.url,
      format: req.headers['strapi-response-format'],
    });
    if (req.url.startsWith('/api/standard-operating-procedures')) return res.writeHead(500).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [], n: state.upstreamRequests.length }));
  });
  state.siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(state.siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(state.siteDir, 'main.0123abcd.js'), 'console.log(1)');
  fs.mkdirSync(path.join(state.siteDir, 'areas/tools/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(state.siteDir, 'areas/tools/1.0.0/mf-manifest.json'), '{}');
  const app = createSiteApp({
    siteDir: state.siteDir,
    contentUrl: state.upstream.url,
    contentCacheMs: 60_000,
    surface: {},
  });
  state.site = await listen(app);
}

/** After each test: the site and the content service closed, the folder and its state removed. */
async function tearDown() {
  await state.site.close();
  await state.upstream.close();
  fs.rmSync(state.siteDir, { recursive: true, force: true });
  fs.rmSync(siteStateDirOf(state.siteDir), { recursive: true, force: true });
}

/** GET with the path exactly as written (fetch would normalize "/./" and the like). */
function rawGet(target) {
  const { port } = new URL(state.site.url);
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

module.exports = { listen, state, setUp, tearDown, rawGet };
