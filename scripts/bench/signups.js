#!/usr/bin/env node
// Load benchmark of the newsletter sign-up (not a test): sends N concurrent valid sign-ups to a running site,
// a share of them as visitors whose first attempt times out (the client gives up after a few milliseconds)
// and who retry with the same Idempotency-Key, plus some sent twice at once; every failed attempt (network,
// 408, 429, 5xx) is retried with the same key, as the form's Retry does. Then it counts the stored rows straight
// from Strapi's SQLite file (subscriber records are never readable over HTTP) and prints lost/duplicated.
//
// Usage: node scripts/bench/signups.js [siteUrl] --db <path to Strapi's data.db> [--count 1000] [--retry-share 0.2]
// The site server and the content service both limit creates per client (FORM_CREATE_LIMIT_PER_MINUTE, default
// 30): start both with a higher limit for this run, e.g. FORM_CREATE_LIMIT_PER_MINUTE=100000 (429 answers are
// retried, but slowly).
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { percentile } = require('../lib/figures');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const site = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'http://127.0.0.1:8080';
const dbFile = option('db', process.env.BENCH_DB);
const count = Number(option('count', '1000'));
const retryShare = Number(option('retry-share', '0.2'));
const deadline = Date.now() + Number(option('max-seconds', '300')) * 1000;
if (!dbFile) {
  console.error(
    'Give the content service database: --db /path/to/data.db (DATABASE_FILENAME of the running Strapi)',
  );
  process.exit(2);
}

const run = randomUUID().slice(0, 8);
const stats = { attempts: 0, timedOut: 0, rejected: new Map(), networkErrors: 0, replayed: 0, latencies: [] };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP attempt; resolves to the status (or 'timeout' / 'network'). */
async function attempt(body, key, timeoutMs) {
  stats.attempts += 1;
  const started = performance.now();
  try {
    const response = await fetch(`${site}/api/e-newsletters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body,
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    await response.arrayBuffer();
    stats.latencies.push(performance.now() - started);
    if (response.headers.get('idempotent-replayed')) stats.replayed += 1;
    if (!response.ok) stats.rejected.set(response.status, (stats.rejected.get(response.status) ?? 0) + 1);
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) || 0 };
  } catch (error) {
    if (error.name === 'TimeoutError') {
      stats.timedOut += 1;
      return { status: 'timeout' };
    }
    stats.networkErrors += 1;
    return { status: 'network' };
  }
}

/** A visitor: keeps trying (same key) until the sign-up is accepted or the run's deadline passes. */
async function visitor(index) {
  const key = randomUUID();
  const body = JSON.stringify({
    data: {
      FirstName: `Bench${index}`,
      LastName: 'Load',
      PhoneNumber: `671555${String(index).padStart(4, '0')}`,
      Email: `bench-${run}-${index}@example.org`,
    },
  });
  const kind =
    index % Math.round(1 / retryShare) === 0 ? (index % 2 ? 'timeout-then-retry' : 'double-submit') : 'plain';
  if (kind === 'double-submit') void attempt(body, key);
  let firstTimeout = kind === 'timeout-then-retry' ? 1 + (index % 20) : undefined;
  for (let tries = 0; Date.now() < deadline; tries += 1) {
    const result = await attempt(body, key, firstTimeout);
    firstTimeout = undefined;
    if (typeof result.status === 'number' && result.status < 300) return true;
    // Refusals are final, except "try again later" ones (408 request timeout, 429), as for the form's Retry.
    if (
      typeof result.status === 'number' &&
      result.status < 500 &&
      result.status !== 408 &&
      result.status !== 429
    )
      return false;
    await sleep(result.retryAfter ? result.retryAfter * 1000 : Math.min(2000, 50 * 2 ** tries));
  }
  return false;
}

function countRows() {
  const Database = require(
    require.resolve('better-sqlite3', { paths: [path.join(__dirname, '..', '..', 'content-service')] }),
  );
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total, COUNT(DISTINCT lower(email)) AS distinctEmails FROM e_newsletters WHERE email LIKE ?`,
    )
    .get(`bench-${run}-%`);
  db.close();
  return row;
}

(async () => {
  console.log(
    `${count} concurrent sign-ups to ${site} (run ${run}), ${Math.round(retryShare * 100)}% retried with the same key`,
  );
  const started = performance.now();
  const accepted = await Promise.all(Array.from({ length: count }, (_, index) => visitor(index)));
  const seconds = (performance.now() - started) / 1000;
  // Attempts the visitors gave up on may still be finishing in Strapi: let them land before counting.
  await sleep(2000);
  const { total, distinctEmails } = countRows();
  const lost = count - distinctEmails;
  const duplicated = total - distinctEmails;
  console.log(
    `accepted by the site:      ${accepted.filter(Boolean).length} of ${count} in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `HTTP attempts:             ${stats.attempts} (client timeouts ${stats.timedOut}, network errors ${stats.networkErrors}, replayed answers ${stats.replayed})`,
  );
  console.log(
    `refused attempts:          ${[...stats.rejected].map(([status, n]) => `${status} x${n}`).join(', ') || 'none'}`,
  );
  console.log(
    `latency of answers:        p50 ${percentile(stats.latencies, 50).toFixed(0)} ms, p95 ${percentile(stats.latencies, 95).toFixed(0)} ms`,
  );
  console.log(`stored rows:               ${total} (${distinctEmails} distinct sign-ups)`);
  console.log(`lost: ${lost}, duplicated: ${duplicated}`);
  process.exit(lost === 0 && duplicated === 0 ? 0 : 1);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
