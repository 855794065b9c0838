#!/usr/bin/env node
// node scripts/bench/edge.js [--seconds 10] [--connections 100]: a surge through the edge cache. Starts, on
// loopback, the stand-in content service, the production site server over the built site and Varnish in
// front (scripts/lib/edge.js), warms the pages people open in an outage through the edge, then loads them with
// autocannon, every request from its own X-Forwarded-For address (many visitors), and prints: the edge's
// rate, the share of requests that reached the origin (edge misses), errors, and, on the same bytes (the
// edge's answers captured once), a bare Node server's rate (bare.js) and the ratio edge / bare.
// Ports: EDGE_BENCH_PORT_BASE (8305) .. +3. Bounded: fixed durations, everything it starts is stopped.
const autocannon = require('autocannon');
const crypto = require('node:crypto');
const { BROWSER_HEADERS, rawAnswer, startBareServer } = require('./bare');
const { findVarnish, siteCopy, startEdge, startSiteServer, startStandInContent } = require('../lib/edge');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args[args.indexOf(`--${name}`) + 1] ?? fallback) || fallback;
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 100);
const base = Number(process.env.EDGE_BENCH_PORT_BASE ?? 8305);
const PORTS = { site: base, content: base + 1, edge: base + 2, bare: base + 3 };
// What people open when the power goes: alerts, the home page, ways to pay, safety.
const OUTAGE_PAGES = ['/', '/power-alerts', '/ways-to-pay', '/in-our-community/safety'];

const randomAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** autocannon over `pages` at `url`, each request from a new address; counts answers by X-Edge-Cache. */
async function load(url, pages) {
  const byCache = {};
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: pages.map((pagePath) => ({
      method: 'GET',
      path: pagePath,
      setupRequest: (request) => ({
        ...request,
        headers: { ...BROWSER_HEADERS, 'x-forwarded-for': randomAddress() },
      }),
      // autocannon passes the headers by their names as sent (Varnish: X-Edge-Cache).
      onResponse: (_status, _body, _context, headers = {}) => {
        const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-edge-cache');
        const state = name === undefined ? 'none' : String(headers[name]);
        byCache[state] = (byCache[state] ?? 0) + 1;
      },
    })),
  });
  return {
    rate: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
    total: result.requests.total,
    byCache,
  };
}

async function main() {
  const { varnishd, missing } = findVarnish();
  if (missing) throw new Error(missing);
  const site = siteCopy('tools');
  const content = await startStandInContent(PORTS.content, []);
  const server = startSiteServer({
    port: PORTS.site,
    siteDir: site.dir,
    contentPort: PORTS.content,
    edgePort: PORTS.edge,
    secret: 'bench',
  });
  let edge;
  let bare;
  try {
    const edgeUrl = `http://127.0.0.1:${PORTS.edge}`;
    for (;;) {
      if (
        await fetch(`http://127.0.0.1:${PORTS.site}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    edge = await startEdge({ port: PORTS.edge, sitePort: PORTS.site, varnishd });
    // Warmed until kept (while the origin builds its search index at start, it may answer client-rendered pages).
    const answers = {};
    for (const pagePath of OUTAGE_PAGES) {
      for (let tries = 0; tries < 50 && answers[pagePath]?.headers['x-edge-cache'] !== 'hit'; tries += 1) {
        answers[pagePath] = await rawAnswer(`${edgeUrl}${pagePath}`);
        if (answers[pagePath].headers['x-edge-cache'] !== 'hit')
          await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const kept = OUTAGE_PAGES.filter((pagePath) => answers[pagePath].headers['x-edge-cache'] === 'hit');
    console.log(
      `pages kept at the edge: ${kept.join(' ')} (${kept.map((pagePath) => answers[pagePath].body.length).join(', ')} bytes, ${BROWSER_HEADERS['accept-encoding']})`,
    );
    const throughEdge = await load(edgeUrl, kept);
    bare = await startBareServer(
      PORTS.bare,
      Object.fromEntries(kept.map((pagePath) => [pagePath, answers[pagePath]])),
    );
    const bareFigures = await load(bare.url, kept);
    const fromOrigin = (throughEdge.byCache.miss ?? 0) + (throughEdge.byCache.none ?? 0);
    console.log(`${CONNECTIONS} connections for ${SECONDS} s each, every request from its own address:`);
    console.log(
      `  edge (Varnish):   ${Math.round(throughEdge.rate)} pages/s, ${throughEdge.total} answers, ${throughEdge.errors} errors`,
    );
    console.log(
      `  origin's share:   ${fromOrigin} of ${throughEdge.total} requests (${((100 * fromOrigin) / Math.max(1, throughEdge.total)).toFixed(3)} %)`,
    );
    console.log(
      `  bare Node server: ${Math.round(bareFigures.rate)} pages/s on the same bytes, ${bareFigures.errors} errors`,
    );
    console.log(`  ratio edge / bare: ${(throughEdge.rate / bareFigures.rate).toFixed(2)}`);
  } finally {
    await bare?.stop();
    await edge?.stop();
    server.kill('SIGTERM');
    content.close();
    site.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
