// Test helpers of the public surface's tests: the real site app over HTTP in front of a fake content service
// that records every request it receives (so "never reaches Strapi" is counted, not assumed). `state` holds
// this test's site, content service, what it received and how it answers (setUp before each test, tearDown
// after); holdRequests makes it hold them.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { SERVER_LIMITS } = require('../security/surface');
const { until } = require('./until');

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

/** This test's site, content service (what it received, how it answers) and site folder. */
const state = { site: undefined, upstream: undefined, received: [], respond: undefined, siteDir: '' };

async function startSite(surface = {}) {
  // This site has no area builds: its pages fall back to client rendering (render/pagesFallbacks.test.js).
  state.site = await listen(
    createSiteApp({
      siteDir: state.siteDir,
      contentUrl: state.upstream.url,
      surface,
      render: { log: () => undefined },
    }),
    SERVER_LIMITS,
  );
}

/** Before each test: the fake content service (answering an empty list) and an empty site folder. */
async function setUp() {
  state.received = [];
  state.respond = (req, res, body) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-powered-by': 'Strapi <strapi.io>',
      'content-security-policy': "default-src 'self'",
      'set-cookie': 'koa.sess=1',
    });
    res.end(JSON.stringify({ data: [], url: req.url, body }));
  };
  state.upstream = await listen((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      state.received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      state.respond(req, res, Buffer.concat(chunks).toString());
    });
  });
  state.siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(state.siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(state.siteDir, 'site-manifest.json'), '{}');
}

/** After each test: real timers, the site and the content service closed, the folder removed. */
async function tearDown() {
  jest.useRealTimers();
  await state.site?.close();
  await state.upstream.close();
  fs.rmSync(state.siteDir, { recursive: true, force: true });
}

const json = { 'content-type': 'application/json' };

/**
 * The content service holds every request (the test sends each answer); `arrived(n)`: once n have reached it;
 * `pendingAtArrival`: how many held requests were still unanswered as each arrived.
 */
function holdRequests() {
  const held = [];
  const pendingAtArrival = [];
  let wake = () => undefined;
  state.respond = (req, res) => {
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

const form = (body, headers = {}) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { ...json, ...headers },
});

module.exports = { listen, state, startSite, setUp, tearDown, json, holdRequests, until, form };
