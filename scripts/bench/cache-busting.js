#!/usr/bin/env node
// Reproduces the cache-busting attack of issue 12 against a running site: 100 connections ask a content list
// with a new query string each time (every request a cache miss) for 10 s, while a visitor's ordinary content
// request is timed every 500 ms (in its own process, so the attack's client does not slow the measurement).
// Prints the visitor's median, p95 and errors (goal: p95 under 100 ms, no errors) and what the attack received.
// Loopback only and bounded (duration and connections are capped).
// Usage: node scripts/bench/cache-busting.js [siteUrl=http://127.0.0.1:8080] [seconds=10] [connections=100]
// (BENCH_VERBOSE=1 also prints every visitor sample: milliseconds + first letter of its x-content-cache)
const { fork } = require('node:child_process');
const { percentile } = require('../lib/figures');

const VISITOR_PATH = '/api/foia-reports?populate[0]=File';
const HEADERS = { 'Strapi-Response-Format': 'v4' };
const VISITOR_EVERY_MS = 500;
const VISITOR_TIMEOUT_MS = 8000;

/** Child process: times the visitor's request until told to stop, then sends the samples. */
async function visitor(site) {
  const samples = [];
  let running = true;
  process.on('message', (message) => {
    if (message === 'stop') running = false;
  });
  // Warm up this process's HTTP client (its first request pays for loading it), then start measuring.
  await (await fetch(site + VISITOR_PATH, { headers: HEADERS })).arrayBuffer();
  process.send('ready');
  while (running) {
    const started = performance.now();
    let sample;
    try {
      const response = await fetch(site + VISITOR_PATH, {
        headers: HEADERS,
        signal: AbortSignal.timeout(VISITOR_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      sample = {
        ms: performance.now() - started,
        status: response.status,
        cache: response.headers.get('x-content-cache'),
      };
    } catch (error) {
      sample = { ms: performance.now() - started, status: 0, cache: error.name };
    }
    samples.push(sample);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, VISITOR_EVERY_MS - sample.ms)));
  }
  process.send(samples, () => process.exit(0));
}

async function main() {
  const [site = 'http://127.0.0.1:8080', secondsArg = '10', connectionsArg = '100'] = process.argv.slice(2);
  const { hostname } = new URL(site);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname))
    throw new Error('This benchmark runs against a loopback address only');
  const seconds = Math.min(Number(secondsArg), 60);
  const connections = Math.min(Number(connectionsArg), 200);
  const autocannon = require('autocannon');

  // The visitor's list is normally in the cache already: the visitor process's warm-up request puts it there.
  const timer = fork(__filename, ['--visitor', site]);
  await new Promise((resolve) => timer.once('message', resolve));
  const samples = new Promise((resolve) => timer.once('message', resolve));
  let unique = 0;
  const attack = await autocannon({
    url: site,
    connections,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        setupRequest(request) {
          unique += 1;
          return {
            ...request,
            method: 'GET',
            path: `/api/foia-reports?populate[0]=File&filters[Title][$containsi]=bust-${Date.now()}-${unique}`,
          };
        },
      },
    ],
  });
  timer.send('stop');
  const visits = await samples;

  if (process.env.BENCH_VERBOSE)
    console.log(visits.map((v) => `${v.ms.toFixed(0)}${v.cache?.[0] ?? '?'}`).join(' '));
  const times = visits.map((v) => v.ms).sort((a, b) => a - b);
  const errors = visits.filter((v) => v.status !== 200);
  const caches = visits.reduce(
    (counts, v) => ({ ...counts, [v.cache ?? 'none']: (counts[v.cache ?? 'none'] ?? 0) + 1 }),
    {},
  );
  const statuses = Object.entries(attack.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');

  console.log(
    `cache-busting attack: ${connections} connections, unique query strings, ${seconds} s against ${site}`,
  );
  console.log(`visitor  ${visits.length} requests of ${VISITOR_PATH} every ${VISITOR_EVERY_MS} ms`);
  console.log(
    `         median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms, errors ${errors.length}`,
  );
  console.log(
    `         x-content-cache: ${Object.entries(caches)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `attack   ${attack.requests.total} requests (${Math.round(attack.requests.average)}/s), answers ${statuses || 'none'}, errors ${attack.errors}, timeouts ${attack.timeouts}`,
  );
  console.log(`         latency median ${attack.latency.p50} ms, p99 ${attack.latency.p99} ms`);
  const goal = percentile(times, 95) < 100 && errors.length === 0;
  console.log(
    goal
      ? 'goal met: visitor p95 under 100 ms, no errors'
      : 'goal NOT met (visitor p95 under 100 ms, no errors)',
  );
  process.exitCode = goal ? 0 : 1;
}

if (process.argv[2] === '--visitor') void visitor(process.argv[3]);
else
  main().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
