#!/usr/bin/env node
// Content list requests per second and p95 latency at 200 connections, for the same Strapi: directly,
// through the Node site server (its content cache), and through nginx (deploy/nginx, no cache of its own)
// in front of that site server. Every request carries a browser's headers (Accept-Encoding: gzip,
// deflate, br); beside each figure, a bare Node server (bare.js) answering the very bytes that row's
// server sent, measured right after, and the ratio. Loopback only; each run is bounded in time and stops by itself.
// Needs a running site server and Strapi (npm start, or the e2e servers); starts nginx itself.
// Usage: node scripts/bench/nginx.js [siteUrl] [strapiUrl] [seconds]
//   (defaults http://127.0.0.1:8080 http://127.0.0.1:1337 10; NGINX_PORT=8198, SITE_DIR=deploy/site)
const path = require('node:path');
const autocannon = require('autocannon');
const { startNginx } = require('../lib/services');
const { percentile } = require('../lib/figures');
const { BROWSER_HEADERS, rawAnswer, startBareServer } = require('./bare');

const [site = 'http://127.0.0.1:8080', strapi = 'http://127.0.0.1:1337', seconds = '10'] =
  process.argv.slice(2);
const PATH = '/api/foia-reports?populate[0]=File';
const HEADERS = { ...BROWSER_HEADERS, 'Strapi-Response-Format': 'v4' };
const CONNECTIONS = 200;
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8198);
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '..', '..', 'deploy', 'site'));

for (const url of [site, strapi]) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url))
    throw new Error(`loopback addresses only, not ${url}`);
}

/** Waits until the URL answers (fills the caches, and lets a busy Strapi drain its queue). */
async function warmUp(base) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const ok = await fetch(base + PATH, { headers: HEADERS, signal: AbortSignal.timeout(10_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error(`${base} did not answer within 60 s`);
}

/** One bounded autocannon run; p95 from every response's latency (autocannon reports p90 and p97.5). */
function measure(base, connections) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url: base + PATH, connections, duration: Number(seconds), headers: HEADERS },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          perSecond: result.requests.average,
          p95: percentile(latencies, 95),
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

(async () => {
  // One load generator on one address: the per-address read limit (20/s by default) would measure itself.
  const nginx = await startNginx({
    port: NGINX_PORT,
    siteDir,
    siteServer: site,
    readLimitPerSecond: 1_000_000,
  });
  try {
    console.log(
      `GET ${PATH}, ${seconds} s each, loopback (${require('node:os').cpus().length} cores, load average ${require('node:os').loadavg()[0].toFixed(1)})`,
    );
    // Strapi alone gets 10 connections: 200 would only queue up behind its ~100 requests/s.
    for (const [label, base, connections] of [
      ['Strapi directly', strapi, 10],
      ['nginx -> site server', nginx.url, CONNECTIONS],
      ['Node site server', site, CONNECTIONS],
    ]) {
      await warmUp(base);
      const { perSecond, p95, total, non2xx, errors } = await measure(base, connections);
      const sent = await rawAnswer(base + PATH, HEADERS);
      const bare = await startBareServer(NGINX_PORT + 1, { [new URL(base + PATH).pathname]: sent });
      const baseline = await measure(bare.url, connections).finally(() => bare.stop());
      console.log(
        `${label.padEnd(34)} ${String(connections).padStart(3)} connections ${perSecond.toFixed(0).padStart(7)} requests/s   p95 ${p95.toFixed(0).padStart(5)} ms   (${total} requests, ${non2xx} not 2xx, ${errors} errors)   ` +
          `bare server, same ${sent.body.length} bytes (${sent.headers['content-encoding'] ?? 'identity'}): ${baseline.perSecond.toFixed(0)} requests/s, ratio ${(perSecond / baseline.perSecond).toFixed(2)}`,
      );
    }
  } finally {
    await nginx.stop();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
