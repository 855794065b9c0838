#!/usr/bin/env node
// npm run bench:server [-- --content http://127.0.0.1:1337] [--port 8270] [--seconds 4] [--runs 5] [--baseline <dir>]
// The site server as a production service, on loopback, with the built site (deploy/site) and a running
// content service. It starts its own site server (server.js: a worker per core, trusting a loopback proxy
// so that X-Forwarded-For is the client, as behind nginx), nginx in front of it (deploy/nginx) and a bare
// Node server (bare.js) that answers the same bytes from memory. Every request carries a browser's headers
// (Accept-Encoding: gzip, deflate, br; a browser's Accept). It prints:
//   - renders per page: every published route rendered once by the shell's server build (in this process);
//   - one table straight at the site server, one through nginx, each row beside the bare server's figure
//     for the same bytes, and the ratio (the figure that counts), and an Express app of one route answering
//     the same bytes (what any Express server costs here): a hashed script, the cached /leac,
//     uncached renders/s (100 connections of never-seen values of a declared parameter, each from its own
//     address, so no per-client limit applies);
//   - a visitor's /leac (another process, every 100 ms) while one address floods the site with 100
//     connections of never-seen pages, and of the cached /leac: median, p95, errors;
//   - the click-to-heading time of a cross-area navigation in Chromium, with and without a pointer over the
//     link first (median of --runs; --runs 0 skips it);
//   - with --baseline <checkout> (an older commit's worktree, built): its site server (port + 1) under the
//     same cached and uncached loads right after, and the ratios this build / that one.
// Bounded: fixed durations, loopback only, everything it starts is stopped at the end.
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { BROWSER_HEADERS, rawAnswer, startBareServer } = require('./bare');
const { clickToHeading } = require('./visitor');
const { startNginx } = require('../lib/services');
const { load, manyAddresses, measureTable, neverSeen, round } = require('./server-table');

const root = path.join(__dirname, '..', '..');
const siteDir = path.join(root, 'deploy', 'site');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const contentUrl = option('content', process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337');
const port = Number(option('port', 8270));
const seconds = Number(option('seconds', 4));
const runs = Number(option('runs', 5));
const siteUrl = `http://127.0.0.1:${port}`;
const baselineDir = option('baseline', undefined);
const VISITOR_PAGE = '/leac';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The site server of a checkout (this one by default) over its built site (dist/; src/ in checkouts from before TypeScript). */
/** Each site server's private operations listener (its health report with the workers). */
const opsPortOf = (sitePort) => sitePort + 10_000;

function startSite(checkout = root, sitePort = port) {
  const compiled = path.join(checkout, 'site-server', 'dist', 'server.js');
  const entry = fs.existsSync(compiled) ? compiled : path.join(checkout, 'site-server', 'src', 'server.js');
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(sitePort),
      OPS_PORT: String(opsPortOf(sitePort)),
      SITE_DIR: path.join(checkout, 'deploy', 'site'),
      CONTENT_SERVICE_URL: contentUrl,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

/** Renders every published route with the shell's server build: renders and content reads per page. */
async function rendersPerPage() {
  const { createServerBundles } = require('@gpa/site-server/server-bundles');
  const { readSiteManifest } = require('@gpa/site-server/site-manifest');
  const bundles = createServerBundles(siteDir);
  const manifest = readSiteManifest(siteDir);
  const { renderPage } = bundles.shell();
  const paths = Object.values(manifest.areas).flatMap((area) =>
    area.routes.map((route) => route.path).filter((route) => !/[:*]/.test(route)),
  );
  const perPage = [];
  for (const route of [...paths, '/search']) {
    let reads = 0;
    const started = performance.now();
    const result = await renderPage({
      url: `${siteUrl}${route}`,
      manifest,
      signal: AbortSignal.timeout(15_000),
      loadArea: async (area) => bundles.area(area, manifest.areas[area].version),
      fetchContent: async (url) => {
        reads += 1;
        return (await fetch(`${contentUrl}${url}`, { headers: { 'strapi-response-format': 'v4' } })).json();
      },
    });
    perPage.push({
      route,
      reads,
      undeclared: result.undeclaredReads?.length ?? 0,
      ms: performance.now() - started,
    });
  }
  return perPage;
}

/**
 * The same cached and uncached loads on the baseline's site server. Its renders are counted as its 200
 * answers to never-seen pages (a build without x-render-cache renders each of them).
 */
async function compareWithBaseline(cached, uncached) {
  const baselinePort = port + 1;
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  const baseline = startSite(path.resolve(baselineDir), baselinePort);
  try {
    await waitFor(`${baselineUrl}/site-manifest.json`, 60_000);
    for (let i = 0; i < 5; i += 1) await (await fetch(`${baselineUrl}${VISITOR_PAGE}`)).text();
    const git = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: baselineDir }).toString().trim();
    const oldCached = await load({ url: baselineUrl, seconds, connections: 50, path: () => VISITOR_PAGE });
    const oldUncached = await load({
      url: baselineUrl,
      seconds,
      connections: 100,
      path: neverSeen('baseline'),
      headers: manyAddresses,
    });
    const renders = (result) => result.renderStates.miss ?? 0;
    const oldRenders = (result) => result.renderStates.miss ?? result['2xx'];
    console.log(`baseline ${git} (${baselineDir}), right after, same loads:`);
    console.log(
      `  cached /leac, 50 connections: ${Math.round(oldCached.requests.average)} pages/s, p99 ${oldCached.latency.p99} ms; this build ${Math.round(cached.requests.average)} pages/s: ratio ${round(cached.requests.average / oldCached.requests.average)}`,
    );
    console.log(
      `  uncached never-seen pages, 100 connections: ${round(oldRenders(oldUncached) / seconds)} renders/s (p50 ${oldUncached.latency.p50} ms); ` +
        `this build ${round(renders(uncached) / seconds)} renders/s: ratio ${round(renders(uncached) / oldRenders(oldUncached))}`,
    );
  } finally {
    baseline.kill('SIGTERM');
  }
}

async function main() {
  const started = new Date();
  console.log(
    `bench:server ${started.toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${loadAverage()}`,
  );
  const site = startSite();
  try {
    await waitFor(`${siteUrl}/site-manifest.json`, 60_000);
    const workers = (await (await fetch(`http://127.0.0.1:${opsPortOf(port)}/healthz`)).json()).workers;
    console.log(
      `site server: ${workers ? `${workers.expected} workers` : 'one process'}, content service ${contentUrl}`,
    );

    const perPage = await rendersPerPage();
    const undeclared = perPage.filter((page) => page.undeclared > 0);
    console.log(
      `renders per page: 1 for each of ${perPage.length} routes; content reads declared and run before it: ${perPage.reduce((sum, page) => sum + page.reads, 0)}; ` +
        `reads left undeclared: ${undeclared.length ? undeclared.map((page) => `${page.route} (${page.undeclared})`).join(', ') : 'none'}`,
    );

    // Warm the visitor's page and the content cache.
    for (let i = 0; i < 5; i += 1)
      await (await fetch(`${siteUrl}${VISITOR_PAGE}`, { headers: BROWSER_HEADERS })).arrayBuffer();

    // The bare server answers the bytes the site server sends a browser for the same paths.
    const hashedScript = `/${fs.readdirSync(siteDir).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))}`;
    const neverSeenPath = new URL(neverSeen('capture')(0), siteUrl).pathname;
    const answers = {};
    for (const target of [hashedScript, VISITOR_PAGE, neverSeen('capture')(0)])
      answers[new URL(target, siteUrl).pathname] = await rawAnswer(`${siteUrl}${target}`);
    const bare = await startBareServer(port + 2, answers);
    const expressFloor = await startBareServer(port + 4, answers, { express: true });
    const nginx = await startNginx({
      port: port + 3,
      siteDir,
      siteServer: siteUrl,
      readLimitPerSecond: 1_000_000,
    });
    console.log(
      `bytes per answer (${BROWSER_HEADERS['accept-encoding']}): ${Object.entries(answers)
        .map(
          ([pathname, answer]) =>
            `${pathname} ${answer.body.length} (${answer.headers['content-encoding'] ?? 'identity'})`,
        )
        .join(', ')}`,
    );

    const { table, measured } = await measureTable({
      urls: { 'site server': siteUrl, nginx: nginx.url, bare: bare.url, express: expressFloor.url },
      hashedScript,
      neverSeenPath,
      seconds,
    });
    await nginx.stop();
    await bare.stop();
    await expressFloor.stop();
    console.log(table.join('\n'));
    const cached = measured['cached page /leac'];
    const uncached = Object.entries(measured).find(([label]) => label.startsWith('uncached'))[1];
    if (baselineDir) await compareWithBaseline(cached, uncached);

    if (runs > 0) {
      const cold = await clickToHeading(siteUrl, runs, false);
      const intent = await clickToHeading(siteUrl, runs, true);
      console.log(
        `cross-area navigation /cybersecurity -> /leac, click to heading (median of ${runs}, max): without intent ${round(cold.median)} ms (${round(cold.max)}), pointer over the link first ${round(intent.median)} ms (${round(intent.max)})`,
      );
    }
    console.log(
      `load average at the end: ${loadAverage()}; git ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()}`,
    );
  } finally {
    site.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
