#!/usr/bin/env node
// npm run test:edge: the edge as the site's front door, and the site outliving its origin. Starts, on
// loopback, the production layout: Varnish (deploy/varnish/site.vcl; scripts/lib/edge.js) in front of nginx
// (deploy/nginx, the edge's address trusted for the visitor's) in front of the production site server over
// the built site (npm run build first; a copy whose manifest the test edits, the builds linked; it trusts
// nginx alone) and a stand-in content service (every read answered with no entries, and the notices and
// uploaded files the test publishes). It checks and prints:
//  - warmed pages kept, keyed without tracking parameters; a new query string answered but never kept;
//  - the front door (frontDoor.js): two visitors from two addresses with their own stream limits (a spoofed
//    X-Forwarded-For counts as its sender), a left stream freed at once (piped); X-Edge-*, X-Request-Id, Host
//    and Accept-Encoding variants hits of the one copy, no object made (varnishstat); a static file with a
//    query string is the same object; Brotli through the edge the origin's bytes; a 9,000-character address
//    414; no internals, a request id per answer; concurrent uncacheable requests by hit-for-miss;
//  - a no-script newsletter form posted through the edge (noScriptForm.js): answered by its outcome alone, no
//    value typed in the address, the page or the site server's log lines; sent again, never an edge copy;
//  - a published notice on every warmed page through the edge, its first answer a copy made since (purged,
//    not expired); one published with it but starting an hour ahead in no answer: pages, data blocks, /api,
//    search (embargo.js);
//    an uploaded file kept, purged when replaced and when deleted; a release and a rollback followed; a canary
//    visitor and a stable one each get their own versions, kept; a tester link gets the canary (changes.js);
//  - a probe finding the origin down while it answers (its content service's health failing): an address the
//    edge does not hold still asked of the origin (outage.js);
//  - the outage (outage.js): with the site server and the content service killed under load, a purged page
//    answered from its kept copy while nginx answers 502 (the probe still finding it healthy); an error answer
//    kept before it gone seconds later (never in grace); every warmed page answered 200 for
//    EDGE_OUTAGE_SECONDS (default 60) with the notices as last published and "updates paused" said; a page
//    and a chunk nobody visited answered, the page fresh (the edge was warmed after the last release); an
//    address it does not hold gets the site's own page; a new visitor's Chromium (e2e/chromium.js) opens a
//    form page, sees the "updates paused" line and keeps a submission on the device (EDGE_SCREENSHOT=<file.png>:
//    a screenshot).
// Ports: EDGE_TEST_PORT_BASE (8301) .. +3 (site server, content service, Varnish, nginx). EDGE_REPORT=<file>
// writes the checks as JSON (scripts/test/all.js counts them). Bounded: stops by itself.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');
const { findVarnish, siteCopy, startEdge, startSiteServer, startStandInContent } = require('../../lib/edge');
const { startNginx } = require('../../lib/services');
const { PORTS, CANARY_AREA, checks, check, sleep, timeUntil, edgeGet, pageText } = require('./harness');
const { frontDoor } = require('./frontDoor');
const { noScriptForm } = require('./noScriptForm');
const { publishNotice, uploadReplacedAndDeleted, canaryVersions, releaseAndRollback } = require('./changes');
const { scheduledNotice, embargoChecks } = require('./embargo');
const outage = require('./outage');

const OUTAGE_MS = Number(process.env.EDGE_OUTAGE_SECONDS ?? 60) * 1000;
const SECRET = crypto.randomBytes(24).toString('base64url');
const TESTER_SECRET = crypto.randomBytes(24).toString('base64url');
const PAGES_TO_WARM = 8;
const STREAMS_PER_VISITOR = 2;
// The site server behind nginx and the edge.
const SITE_SERVER_ENV = {
  // nginx alone is trusted for the visitor's address (it takes it from the edge alone).
  TRUST_PROXY: '127.0.0.1',
  // Every answer logged (npm test sets warn for its browser tests): the checks read the log's lines.
  LOG_LEVEL: 'info',
  EVENT_STREAMS_PER_CLIENT: String(STREAMS_PER_VISITOR),
  CANARY_TESTER_SECRET: TESTER_SECRET,
  EDGE_WARM_PER_SECOND: '200',
};
const published = (manifest) =>
  Object.values(manifest.areas)
    .flatMap((entry) => entry.routes.map((route) => route.path))
    .filter((pagePath) => !pagePath.includes(':'));

async function warm(manifest) {
  const paths = published(manifest);
  const warmed = [];
  for (const pagePath of paths) {
    if (warmed.length === PAGES_TO_WARM) break;
    // A render over its budget (a busy machine) is answered client-rendered and not kept: asked again.
    const kept = await timeUntil(async () => {
      const page = await pageText(pagePath);
      return page.status === 200 && page.cache === 'hit';
    }, 5000);
    if (kept !== undefined) warmed.push(pagePath);
  }
  check('pages are kept at the edge', warmed.length >= 3, `${warmed.length} warmed: ${warmed.join(' ')}`);
  const tracked = await pageText(`${warmed[0]}?utm_source=typhoon&fbclid=x`);
  check(
    'tracking parameters are not part of the key',
    tracked.cache === 'hit',
    `${warmed[0]}?utm_source=... answered ${tracked.cache}`,
  );
  const flood = `${warmed[0]}?flood=${crypto.randomBytes(4).toString('hex')}`;
  await edgeGet(flood).then((answer) => answer.arrayBuffer());
  const floodAgain = await pageText(flood);
  check(
    'an undeclared query string is answered, never kept',
    floodAgain.status === 200 && floodAgain.cache === 'miss',
    `twice: ${floodAgain.cache}`,
  );
  return warmed;
}

/**
 * The site server's log (JSON lines): the request ids it answered under, and its "edge warmed" lines
 * (edge/edgeWarm.ts), `warmedAfter(since)` waiting for a run begun since then.
 */
function serverLog(server) {
  const runs = [];
  const requestIds = new Set();
  const lines = [];
  readline.createInterface({ input: server.stdout }).on('line', (line) => {
    lines.push(line);
    // Anything else a process prints (a library's own output) is not a log line: skipped, never fatal.
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (typeof entry !== 'object' || entry === null) return;
    if (entry.requestId) requestIds.add(entry.requestId);
    if (entry.edgeWarm) runs.push(entry.edgeWarm);
  });
  const begunSince = (since) => runs.find((run) => run.startedAt >= since);
  return {
    requestIds,
    lines: () => lines,
    warmedAfter: async (since) => (
      await timeUntil(async () => begunSince(since), 120_000),
      begunSince(since)
    ),
  };
}

/** Pages and a chunk no visitor asks for during the test (the warming alone keeps them), and the area's folder. */
function notAskedFor(site, warmed) {
  const candidates = published(site.manifest).filter(
    (pagePath) => !warmed.includes(pagePath) && pagePath !== '/' && pagePath !== outage.FORM_PAGE,
  );
  const version = site.manifest.areas.financials.version;
  const chunk = fs
    .readdirSync(path.join(site.dir, 'areas', 'financials', version))
    .find((name) => /\.js$/.test(name) && name !== 'remoteEntry.js');
  return {
    purgedPage: candidates[0],
    unvisitedPage: candidates.at(-1),
    unfetchedChunk: `/areas/financials/${version}/${chunk}`,
  };
}

async function outageChecks({ site, server, content, edge, warmed, title, browser }) {
  const { purgedPage, ...unheld } = notAskedFor(site, warmed);
  const started = Date.now();
  const { answers, failures } = await outage.underLoad(warmed, async (answered) => {
    // The load under way before the origin goes; an error answer kept and one page purged (kept stale) just before.
    await timeUntil(async () => answered() >= 100);
    const errorAnswer = await outage.errorAnswerKept();
    await fetch(`http://127.0.0.1:${PORTS.edge}/`, {
      method: 'PURGE',
      headers: { xkey: `page:${purgedPage}` },
    });
    const killed = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await killed;
    await outage.failingOriginAnswered(purgedPage, edge);
    await new Promise((resolve) => content.close(resolve));
    await Promise.all([
      sleep(OUTAGE_MS),
      outage.outageInBrowser(browser),
      outage.unheldAddresses(unheld),
      outage.errorAnswerNeverStale(errorAnswer),
    ]);
  });
  check(
    `with the origin killed under load, every warmed page answered for ${OUTAGE_MS / 1000} s`,
    failures.length === 0 && answers > 0,
    `${answers} answers in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failed${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`,
  );
  const during = await edgeGet(warmed[0]);
  check('... with the notices as last published', (await during.text()).includes(title));
  // The page's own script shows "updates paused" by this header (site-server/src/render/updatesPaused.ts).
  check(
    '... and "updates paused" said to the page (Server-Timing: edge-stale)',
    during.headers.get('server-timing') === 'edge-stale',
  );
}

/** Stable again, every warmed page kept and the edge warmed after that change, before the origin goes. */
async function stableAndWarmed(site, warmed, log) {
  const stableSince = Date.now();
  site.write(site.manifest);
  await Promise.all(
    warmed.map((pagePath) => timeUntil(async () => (await pageText(pagePath)).cache === 'hit')),
  );
  const run = await log.warmedAfter(stableSince);
  check(
    'after the last release, the edge is warmed with every published page and live file',
    // More addresses than the published pages (the files too), every answer a 200.
    run !== undefined && run.addresses > published(site.manifest).length && run.failed === 0,
    run
      ? `${run.addresses} addresses, ${run.answers} answers (${run.failed} not 200) in ${run.seconds} s`
      : 'no run',
  );
}

async function main() {
  const { varnishd, missing } = findVarnish();
  if (missing) throw new Error(missing);
  const notices = [];
  const site = siteCopy(CANARY_AREA);
  const received = [];
  const files = new Map();
  const content = await startStandInContent(PORTS.content, notices, received, files);
  const server = startSiteServer({
    port: PORTS.site,
    siteDir: site.dir,
    contentPort: PORTS.content,
    edgePort: PORTS.edge,
    secret: SECRET,
    stdout: 'pipe',
    env: SITE_SERVER_ENV,
  });
  const log = serverLog(server);
  const running = {};
  try {
    await timeUntil(
      () =>
        fetch(`http://127.0.0.1:${PORTS.site}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      60_000,
    );
    running.nginx = await startNginx({
      port: PORTS.nginx,
      siteDir: site.dir,
      siteServer: `127.0.0.1:${PORTS.site}`,
      // The test's own requests and the warming all come from 127.0.0.1: nginx's per-visitor limit is not under test.
      readLimitPerSecond: 1000,
      edgeAddresses: ['127.0.0.1'],
    });
    running.edge = await startEdge({ port: PORTS.edge, sitePort: PORTS.nginx, varnishd });
    const warmed = await warm(site.manifest);
    await frontDoor({
      edge: running.edge,
      siteDir: site.dir,
      pagePaths: warmed,
      streamsPerVisitor: STREAMS_PER_VISITOR,
      loggedIds: log.requestIds,
    });
    await noScriptForm({ logLines: log.lines, received });
    const scheduled = scheduledNotice();
    notices.push(scheduled.notice);
    const title = await publishNotice(notices, warmed, SECRET);
    await embargoChecks({ scheduled, publishedTitle: title, warmed, manifest: site.manifest });
    await uploadReplacedAndDeleted(files, SECRET);
    await releaseAndRollback(site, warmed[0]);
    await canaryVersions(site, TESTER_SECRET, log);
    await stableAndWarmed(site, warmed, log);
    await outage.readsWhileProbeSick(running.edge, content);
    running.browser = await outage.launchBrowser();
    await outage.warmInBrowser(running.browser);
    await outageChecks({
      site,
      server,
      content,
      edge: running.edge,
      warmed,
      title,
      browser: running.browser,
    });
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    content.close();
    await running.browser?.close();
    await running.edge?.stop();
    await running.nginx?.stop();
    site.remove();
  }
}

main()
  // Where it stopped: the stack names the step.
  .catch((error) => check('the edge test ran', false, error.stack ?? error.message))
  .finally(() => {
    const failed = checks.filter((entry) => !entry.ok).length;
    if (process.env.EDGE_REPORT)
      fs.writeFileSync(
        process.env.EDGE_REPORT,
        JSON.stringify({ passed: checks.length - failed, failed, checks }),
      );
    console.log(`edge checks: ${checks.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  });
