// The edge as the front door, tried as visitors and as an attacker: each visitor their own limits at the
// origin, nothing a client sends makes copies or decides the edge, static files one copy whatever their
// query, over-long addresses refused, the origin's Brotli bytes, hit-for-miss, and nothing about internals.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { PORTS, check, timeUntil, rawRequest, openStream } = require('./harness');

// Two visitors: other loopback addresses than the tiers' own (127.0.0.1, trusted by nginx and the site server).
const VISITOR_A = '127.0.0.2';
const VISITOR_B = '127.0.0.3';
// A request id a client makes up: the edge names each request itself.
const CLIENT_REQUEST_ID = 'edge-1111111111-1111111111';

/** EVENT_STREAMS_PER_CLIENT is `perVisitor`: A opens one more (and lies about its address), B opens one. */
async function visitorsOwnLimits(perVisitor) {
  const streams = [];
  for (let n = 0; n < perVisitor; n += 1) streams.push(await openStream(VISITOR_A));
  const overLimit = await openStream(VISITOR_A);
  const spoofed = await openStream(VISITOR_A, { 'x-forwarded-for': VISITOR_B });
  const other = await openStream(VISITOR_B);
  // As a load balancer between the edge and nginx sends it (its own address a trusted one too): A, then the edge.
  const balanced = await openStream(
    '127.0.0.1',
    { 'x-forwarded-for': `${VISITOR_A}, 127.0.0.1` },
    PORTS.nginx,
  );
  streams.push(overLimit, spoofed, other, balanced);
  const opened = streams.slice(0, perVisitor).map((stream) => stream.status);
  check(
    'two visitors through the edge: one over its stream limit is refused, the other never',
    opened.every((status) => status === 200) && overLimit.status === 429 && other.status === 200,
    `A: ${opened.join(' ')} then ${overLimit.status}; B: ${other.status}`,
  );
  check(
    "... and a visitor's own X-Forwarded-For naming another still counts as itself",
    spoofed.status === 429,
    `A claiming to be B: ${spoofed.status}`,
  );
  check(
    '... and A through a load balancer after the edge (a trusted hop added to the header) still counts as A',
    balanced.status === 429,
    `${balanced.status}`,
  );
  // Piped: a visitor who leaves frees its slot at the origin at once.
  for (const stream of streams) stream.close();
  const freed = await timeUntil(async () => {
    const again = await openStream(VISITOR_A);
    again.close();
    return again.status === 200;
  }, 5000);
  check(
    '... and streams a visitor left free its slots at once (piped)',
    freed !== undefined,
    `after ${freed} ms`,
  );
}

/**
 * Resolves once the edge's object count has held still for half a second (at most 30 s): a run of the site's
 * warmer (edge/edgeWarm.ts), which refills the edge after each purge, is over.
 */
async function edgeStill(edge) {
  let count;
  let since;
  await timeUntil(async () => {
    const now = edge.stat('MAIN.n_object');
    if (now !== count) [count, since] = [now, performance.now()];
    return performance.now() - since >= 500;
  }, 30_000);
}

/**
 * A count of the edge's objects around a client's requests, tried on up to three subjects (pages, or fresh
 * query strings) until one count did not grow, each once the edge holds still: the site refills the edge after
 * each purge, and a run of it meanwhile adds objects that are not the client's. A key that took in what the
 * client sent would add objects on every subject, each asked for the first time.
 */
async function withoutWarming(edge, subjects, measure) {
  let result;
  for (const subject of subjects.slice(0, 3)) {
    await edgeStill(edge);
    result = await measure(subject);
    if (result.after <= result.before) break;
  }
  return result;
}

/**
 * Client headers the edge uses itself, Host and Accept-Encoding variants: each answered as a hit of the one
 * copy (a client's X-Edge-Stale would say "stale", its X-Edge-Tester pass it, its X-Edge-Unheld make it a
 * 503), no object added, and a client's own request id never answered back.
 */
async function noClientMadeCopies(edge, pagePaths) {
  const variants = [
    { 'x-edge-versions': 'tools=9.9.9' },
    { 'x-edge-cohort': 'gpa-cohort=0123456789abcdef' },
    { 'x-edge-stale': '1' },
    { 'x-edge-tester': 'gpa-canary-tester=forged' },
    { 'x-edge-unheld': '1' },
    { 'x-request-id': CLIENT_REQUEST_ID },
    { host: 'evil.example' },
    { host: `LOCALHOST:${PORTS.edge}` },
    { host: `127.0.0.1:${PORTS.edge}.` },
    // Neither Brotli nor gzip: the copy without an encoding.
    { 'accept-encoding': 'deflate' },
    { 'accept-encoding': 'identity;q=1, *;q=0' },
  ];
  // The copy a plain client (no Accept-Encoding) gets, then the variants of that request.
  const tryOn = async (pagePath) => {
    await rawRequest(pagePath);
    const before = edge.stat('MAIN.n_object');
    const answers = [];
    for (const headers of variants) answers.push(await rawRequest(pagePath, { headers }));
    return { before, after: edge.stat('MAIN.n_object'), answers };
  };
  const { before, after, answers } = await withoutWarming(edge, pagePaths, tryOn);
  check(
    'X-Edge-*, X-Request-Id, Host and Accept-Encoding variants from a client are hits of the one copy',
    // No more objects than before (one kept copy may expire meanwhile: fewer).
    after <= before &&
      answers.every(
        (answer) =>
          answer.status === 200 &&
          answer.headers['x-edge-cache'] === 'hit' &&
          answer.headers['x-request-id'] !== CLIENT_REQUEST_ID,
      ),
    `objects ${before} -> ${after}; answers ${answers.map((answer) => `${answer.status} ${answer.headers['x-edge-cache']}`).join(', ')}`,
  );
}

/** The shell's main script, a query string added: the same object. Then its Brotli bytes against the origin's. */
async function staticFilesAndBrotli(edge, siteDir) {
  const main = /src="?(\/main\.[0-9a-f]+\.js)/.exec(
    fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8'),
  )?.[1];
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  const first = await rawRequest(main, { headers: br });
  const queries = Array.from({ length: 3 }, () => crypto.randomBytes(4).toString('hex'));
  const { before, after, queried } = await withoutWarming(edge, queries, async (query) => {
    const objects = edge.stat('MAIN.n_object');
    const answer = await rawRequest(`${main}?${query}`, { headers: br });
    return { before: objects, after: edge.stat('MAIN.n_object'), queried: answer };
  });
  // A hit is the object already kept; no more objects than before (another may expire meanwhile: fewer).
  check(
    'a static file with a query string is the same object',
    queried.status === 200 && queried.headers['x-edge-cache'] === 'hit' && after <= before,
    `${queried.status} ${queried.headers['x-edge-cache']}, objects ${before} -> ${after}`,
  );
  const origin = await rawRequest(main, { headers: br, port: PORTS.nginx });
  check(
    "Brotli through the edge is the origin's, byte for byte",
    first.headers['content-encoding'] === 'br' && first.body.equals(origin.body),
    `${main}: ${first.body.length} bytes through the edge, ${origin.body.length} from the origin (ratio ${(origin.body.length / first.body.length).toFixed(2)})`,
  );
}

// What no answer may show: the cache's version and request counter, the origin's cache states and the
// edge's own keys.
const INTERNALS = [
  'via',
  'server',
  'x-varnish',
  'x-render-cache',
  'x-content-cache',
  'x-page-address',
  'surrogate-key',
  'surrogate-control',
  'xkey',
];

async function refusalsAndInternals(pagePath, loggedIds) {
  const long = await rawRequest(`${pagePath}?kwh=${'9'.repeat(9000)}`);
  check(
    "a 9,000-character address answers 414, with the site's security headers",
    long.status === 414 && Boolean(long.headers['content-security-policy']),
    `${long.status}, ${long.headers['content-security-policy'] ? 'a' : 'no'} Content-Security-Policy`,
  );
  const [one, two] = [await rawRequest(pagePath), await rawRequest(pagePath)];
  // An answer the origin made: the site server logged it under the id the visitor got.
  const fetched = await rawRequest(`${pagePath}?flood=${crypto.randomBytes(4).toString('hex')}`);
  const logged = await timeUntil(async () => loggedIds.has(fetched.headers['x-request-id']), 3000);
  // A kept copy twice, the origin's answer and the edge's own refusal.
  const answers = [one, two, fetched, long];
  const shown = INTERNALS.filter((name) => answers.some((answer) => answer.headers[name] !== undefined));
  const ids = new Set(answers.map((answer) => answer.headers['x-request-id']));
  check(
    'nothing about internals, and each answer its own request id',
    shown.length === 0 && ids.size === answers.length && !ids.has(undefined) && logged !== undefined,
    `${shown.length ? `shown: ${shown.join(', ')}; ` : ''}${ids.size} ids for ${answers.length} answers (${two.headers['x-edge-cache']}, ${fetched.headers['x-edge-cache']}, ${long.status}); an origin answer's id ${logged === undefined ? 'not ' : ''}in the site server's log`,
  );
}

/** An address the edge may not keep (an undeclared query): concurrent requests go to the origin side by side. */
async function hitForMiss(edge, pagePath) {
  const address = `${pagePath}?flood=${crypto.randomBytes(4).toString('hex')}`;
  const single = await rawRequest(address);
  const before = edge.stat('MAIN.cache_hitmiss');
  const started = performance.now();
  const together = await Promise.all(Array.from({ length: 6 }, () => rawRequest(address)));
  const wall = Math.round(performance.now() - started);
  // Varnish adds a worker's counts to the totals when it is free to: waited for, briefly.
  await timeUntil(async () => edge.stat('MAIN.cache_hitmiss') - before >= together.length, 3000);
  const hitMisses = edge.stat('MAIN.cache_hitmiss') - before;
  const times = together.map((answer) => answer.ms);
  check(
    'concurrent uncacheable requests are not serialised (hit-for-miss)',
    hitMisses === together.length && together.every((answer) => answer.status === 200),
    `${hitMisses} of ${together.length} passed by hit-for-miss; alone ${single.ms} ms, together ${times.join(' ')} ms (all in ${wall} ms)`,
  );
}

async function frontDoor({ edge, siteDir, pagePaths, streamsPerVisitor, loggedIds }) {
  const [pagePath] = pagePaths;
  await visitorsOwnLimits(streamsPerVisitor);
  await noClientMadeCopies(edge, pagePaths);
  await staticFilesAndBrotli(edge, siteDir);
  await refusalsAndInternals(pagePath, loggedIds);
  await hitForMiss(edge, pagePath);
}

module.exports = { frontDoor };
