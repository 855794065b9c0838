#!/usr/bin/env node
// node scripts/bench/signals-flood.js [--port 8290] [--seconds 5] [--connections 50]
// Whether a flood of beacons slows the pages: the site server (one process, so that beacons and pages
// share one event loop, the worst case; trusting a loopback proxy, so each beacon comes "from" its own
// address) answers a visitor's /leac every 50 ms, first alone, then while autocannon floods POST /signals
// with valid 2 KB beacons from ever new addresses (each read, parsed and counted up to the process's bound,
// the rest refused), then from one address (refused with 429 before the body is parsed), and, as the floor
// any flood costs on this machine (autocannon shares its two cores), the same flood to an address the
// site refuses at once (POST /, 405). Prints the visitor's median and p95 in each phase, the ratio to the
// floor measured in the same run, and the requests answered a second. Bounded: loopback only, fixed
// durations, the server stopped at the end.
const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { percentile } = require('../lib/figures');
const { BROWSER_HEADERS, rawAnswer } = require('./bare');

const root = path.join(__dirname, '..', '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const port = Number(option('port', 8290));
const seconds = Number(option('seconds', 5));
const connections = Number(option('connections', 50));
const siteUrl = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The visitor: one /leac every 50 ms for `seconds`; each answer's time in ms. */
async function visitor() {
  const times = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    await rawAnswer(`${siteUrl}/leac`, BROWSER_HEADERS);
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

function flood(manyAddresses, body, target = '/signals') {
  let next = 0;
  return autocannon({
    url: `${siteUrl}${target}`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          const address = manyAddresses
            ? `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
            : '10.0.0.1';
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  });
}

async function main() {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'deploy', 'site', 'site-manifest.json'), 'utf8'),
  );
  const version = manifest.areas.financials.version;
  const event = { type: 'vital', name: 'LCP', value: 1800, area: 'financials', version, route: '/leac' };
  const body = JSON.stringify({ events: Array.from({ length: 18 }, () => event) });
  const signalsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-signals-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'site-server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      OPS_PORT: 'off',
      WEB_CONCURRENCY: '1',
      TRUST_PROXY: 'loopback',
      SIGNALS_DIR: signalsDir,
      PAGE_LIMIT_PER_MINUTE: 'off',
    },
    stdio: 'ignore',
  });
  try {
    for (let tries = 0; ; tries += 1) {
      const answer = await rawAnswer(`${siteUrl}/site-manifest.json`).catch(() => undefined);
      if (answer?.status === 200) break;
      if (tries > 100) throw new Error('the site server did not start');
      await sleep(100);
    }
    await visitor(); // warm: the page rendered and kept
    const rows = [['quiet', await visitor(), undefined]];
    for (const [name, many, target] of [
      ['floor: POST / from new addresses (405)', true, '/'],
      ['beacons from new addresses (counted)', true, '/signals'],
      ['beacons from one address (429)', false, '/signals'],
    ]) {
      const [times, result] = await Promise.all([visitor(), flood(many, body, target)]);
      rows.push([name, times, result]);
    }
    const base = percentile(rows[1][1], 50);
    console.log(
      `signals flood, ${new Date().toISOString().slice(0, 10)}: ${connections} connections of ${body.length}-byte beacons for ${seconds} s; a visitor's /leac every 50 ms`,
    );
    console.log(
      'phase                                   | /leac median ms | p95 ms | median / floor | requests/s | 2xx | non-2xx',
    );
    for (const [name, times, result] of rows) {
      const median = percentile(times, 50);
      console.log(
        `${name.padEnd(39)} | ${median.toFixed(1).padStart(15)} | ${percentile(times, 95).toFixed(1).padStart(6)} | ${(median / base).toFixed(2).padStart(14)} | ${result ? Math.round(result.requests.average).toString().padStart(10) : '         -'} | ${result ? result['2xx'] : '-'} | ${result ? result.non2xx : '-'}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(signalsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
