#!/usr/bin/env node
// node scripts/bench/search.js [--content http://127.0.0.1:1337] [--port 8280] [--seconds 5] [--rate 200]
// The site search on loopback: its own site server (dist/server.js, a worker per core) over the built site
// (deploy/site) and a running content service, without the per-client page limit (one address loads it). It prints:
//   - the index: what it holds (pages, documents, PDFs with text, curated entries), its build time and its
//     size as JSON, from the operations listener (/search-index) of one worker;
//   - per query time of /search.json (browser headers: Accept-Encoding gzip, deflate, br), one at a time over
//     a set of queries (words, typos, phrases, prefixes), idle and while 50 connections ask for the cached
//     /leac page at --rate pages a second; beside each, a bare Node server answering the same answer's bytes under the same load (the
//     floor of an answer on this machine), and the ratio. The goal: p95 under 30 ms under load.
// Bounded: fixed durations, loopback only, everything it starts is stopped at the end.
const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { percentile } = require('../lib/figures');
const { BROWSER_HEADERS, rawAnswer, startBareServer } = require('./bare');

const root = path.join(__dirname, '..', '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const contentUrl = option('content', process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337');
const port = Number(option('port', 8280));
const seconds = Number(option('seconds', 5));
/** Pages a second the 50 connections ask for: a busy site, not a flood (a flooded server makes every answer wait). */
const rate = Number(option('rate', 200));
const siteUrl = `http://127.0.0.1:${port}`;
const opsUrl = `http://127.0.0.1:${port + 10_000}`;
const bareUrl = `http://127.0.0.1:${port + 2}`;
const LOADED_PAGE = '/leac';
const QUERIES = [
  'bill',
  'bills',
  'pay my bill',
  'paymnet',
  'net metering',
  '"net metering"',
  'smart meter',
  'damage claim form',
  'jobs',
  'deposit',
  'pdf',
  'rate sched',
  'typhoon restoration',
  'fuel',
  'outage text alerts',
];

const round = (value) => Math.round(value * 10) / 10;

async function until(check, timeoutMs, what) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
}

/** Each query in turn, one at a time, for `ms`: the time of each whole answer as a browser asks for it. */
async function probe(
  url,
  ms,
  pathOf = (n) => `/search.json?q=${encodeURIComponent(QUERIES[n % QUERIES.length])}`,
) {
  const times = [];
  const started = performance.now();
  for (let n = 0; performance.now() - started < ms; n += 1) {
    const before = performance.now();
    const answer = await rawAnswer(`${url}${pathOf(n)}`, { ...BROWSER_HEADERS, accept: 'application/json' });
    if (answer.status !== 200) throw new Error(`${pathOf(n)}: ${answer.status}`);
    times.push(performance.now() - before);
  }
  return times;
}

/** `during` while 50 connections ask for the page at `url` (the load of a busy site). */
async function underLoad(url, during) {
  let loading;
  const load = new Promise((resolve, reject) => {
    loading = autocannon(
      {
        url: `${url}${LOADED_PAGE}`,
        connections: 50,
        overallRate: rate,
        duration: seconds,
        headers: BROWSER_HEADERS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = await during();
  loading.stop?.();
  const { requests } = await load;
  return { result, pagesPerSecond: Math.round(requests.average) };
}

const figures = (times) => ({
  n: times.length,
  p50: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  max: round(Math.max(...times)),
});

/** Starts the site server over the built site and the content service, without the page and search limits. */
function startSiteServer() {
  return spawn(process.execPath, [path.join(root, 'site-server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      OPS_PORT: String(port + 10_000),
      SITE_DIR: path.join(root, 'deploy', 'site'),
      CONTENT_SERVICE_URL: contentUrl,
      PAGE_LIMIT_PER_MINUTE: 'off',
      SEARCH_LIMIT_PER_MINUTE: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits for the site server and every worker's complete search index; returns the index's figures. */
async function completeIndex() {
  await until(async () => (await fetch(`${siteUrl}/site-manifest.json`)).ok, 30_000, 'the site server');
  // The first search waits for the index; then the operations listener's worker reports its figures.
  await until(async () => (await fetch(`${siteUrl}/search.json?q=bill`)).ok, 120_000, 'the search index');
  // Every worker builds its own: wait until ten answers in a row (from any worker) report a complete one.
  let inARow = 0;
  return until(
    async () => {
      const stats = await (await fetch(`${opsUrl}/search-index`)).json();
      inARow = stats?.complete ? inARow + 1 : 0;
      return inARow >= 10 && stats;
    },
    180_000,
    "every worker's index",
  );
}

/** Prints the search times beside the bare server's, and whether the p95 under load meets the goal. */
function printTable(rows) {
  console.log(
    '\n| load | queries | search p50 / p95 / max ms | bare p50 / p95 ms | p95 ratio | pages/s site / bare |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { load, search, baseline, sitePages, barePages } of rows) {
    console.log(
      `| ${load} | ${search.n} | ${search.p50} / ${search.p95} / ${search.max} | ${baseline.p50} / ${baseline.p95} | ${round(search.p95 / baseline.p95)}x | ${sitePages} / ${barePages} |`,
    );
  }
  const p95 = rows.at(-1).search.p95;
  console.log(`\np95 of a search under load: ${p95} ms (goal < 30 ms): ${p95 < 30 ? 'met' : 'NOT met'}`);
}

async function main() {
  const server = startSiteServer();
  let bare;
  try {
    const index = await completeIndex();
    console.log(
      `search bench, ${new Date().toISOString().slice(0, 10)}, ${QUERIES.length} queries in turn, ${seconds} s per run`,
    );
    console.log(
      `index: ${index.indexed} entries (${index.pages} pages, ${index.documents} documents of which ${index.pdfTexts} PDFs with text, ${index.entries} curated entries), built in ${(index.buildMs / 1000).toFixed(1)} s, ${(index.indexBytes / 1024 / 1024).toFixed(2)} MB as JSON`,
    );

    const sample = await rawAnswer(`${siteUrl}/search.json?q=${encodeURIComponent('pay my bill')}`, {
      ...BROWSER_HEADERS,
      accept: 'application/json',
    });
    const page = await rawAnswer(`${siteUrl}${LOADED_PAGE}`);
    bare = await startBareServer(port + 2, { '/search.json': sample, [LOADED_PAGE]: page });

    const rows = [
      {
        load: 'idle',
        search: figures(await probe(siteUrl, seconds * 1000)),
        baseline: figures(await probe(bareUrl, seconds * 1000)),
        sitePages: '-',
        barePages: '-',
      },
    ];
    const site = await underLoad(siteUrl, () => probe(siteUrl, (seconds - 1) * 1000));
    const floor = await underLoad(bareUrl, () => probe(bareUrl, (seconds - 1) * 1000));
    // The same server's cached page asked the same way under the same load: what any answer of it waits.
    const cachedPage = await underLoad(siteUrl, () =>
      probe(siteUrl, (seconds - 1) * 1000, () => LOADED_PAGE),
    );
    console.log(
      `cached ${LOADED_PAGE} from the site server under the same load: p50 / p95 / max ${Object.values(figures(cachedPage.result)).slice(1).join(' / ')} ms (load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')})`,
    );
    rows.push({
      load: `${rate} pages/s of /leac on 50 connections`,
      search: figures(site.result),
      baseline: figures(floor.result),
      sitePages: String(site.pagesPerSecond),
      barePages: String(floor.pagesPerSecond),
    });

    printTable(rows);
  } finally {
    await bare?.stop();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
