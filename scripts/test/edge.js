#!/usr/bin/env node
// npm run test:edge: the site outlives its origin. Starts, on loopback, a stand-in content service (it answers
// every read with no entries, and the notices the test publishes), the production site server over the built
// site (npm run build first; a copy whose manifest the test edits, the builds linked) and Varnish in front of
// it (deploy/varnish/site.vcl; scripts/lib/edge.js). It checks and prints:
//  - warmed pages are kept at the edge, keyed without tracking parameters, and a new query string is answered
//    but never kept;
//  - a published notice (a change notice to the site server, which purges the edge) is on every warmed page
//    through the edge, its first answer a miss (purged, not expired: pages are kept 300 s), with the time;
//  - a canary visitor and a stable one get their own versions through the edge, each kept once;
//  - a release and a rollback of an area: its pages follow through the edge (time printed);
//  - with the site server and the content service killed under load, every warmed page is answered 200 for
//    EDGE_OUTAGE_SECONDS (default 60), with the notices as last published and the
//    Server-Timing the page's "updates paused" line reads; meanwhile a new visitor's Chromium (e2e/chromium.js)
//    opens a form page warmed by an earlier visitor's browser, sees the "updates paused" line, and a
//    submission there is kept on the device (EDGE_SCREENSHOT=<file.png>: its 375 px screenshot).
// Ports: EDGE_TEST_PORT_BASE (8301) .. +2 (site server, content service, Varnish). EDGE_REPORT=<file> writes
// the checks as JSON (scripts/test/all.js counts them). Bounded: stops by itself.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { chromium } = require('playwright');
const chromiumSettings = require('@gpa/e2e/chromium');
const { findVarnish, siteCopy, startEdge, startSiteServer, startStandInContent } = require('../lib/edge');

const base = Number(process.env.EDGE_TEST_PORT_BASE ?? 8301);
const PORTS = { site: base, content: base + 1, edge: base + 2 };
const OUTAGE_MS = Number(process.env.EDGE_OUTAGE_SECONDS ?? 60) * 1000;
const SECRET = crypto.randomBytes(24).toString('base64url');
const CANARY_AREA = 'tools';
const PAGES_TO_WARM = 8;
// A page with a form (mf-tools' offline queue) that a visitor opened before the outage.
const FORM_PAGE = '/newsletter-sign-up';
const checks = [];

function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `test` holds (the edge and the site act on their own time); returns the time it took. */
async function timeUntil(test, limitMs = 10_000) {
  const started = performance.now();
  while (!(await test())) {
    if (performance.now() - started > limitMs) return undefined;
    await sleep(20);
  }
  return Math.round(performance.now() - started);
}

const edgeGet = (pagePath, cookie) =>
  fetch(`http://127.0.0.1:${PORTS.edge}${pagePath}`, { headers: cookie ? { cookie } : {} });
const pageText = async (pagePath, cookie) => {
  const answer = await edgeGet(pagePath, cookie);
  return {
    status: answer.status,
    cache: answer.headers.get('x-edge-cache'),
    setCookie: answer.headers.get('set-cookie'),
    html: await answer.text(),
  };
};

/** Cohort ids in and out of a canary of `percent` for the area (the site server's draw: canary/visitorManifest.ts). */
function cohorts(percent) {
  const bucket = (id) =>
    crypto.createHash('sha256').update(`${CANARY_AREA}:${id}`).digest().readUInt32BE(0) % 100;
  const ids = Array.from({ length: 64 }, (_, n) =>
    crypto.createHash('md5').update(String(n)).digest('hex').slice(0, 16),
  );
  return {
    inCanary: ids.find((id) => bucket(id) < percent),
    stable: ids.find((id) => bucket(id) >= percent),
  };
}

async function warm(manifest) {
  const paths = Object.values(manifest.areas)
    .flatMap((entry) => entry.routes.map((route) => route.path))
    .filter((pagePath) => !pagePath.includes(':'));
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

async function publishNotice(notices, warmed) {
  const title = `Edge test notice ${crypto.randomBytes(3).toString('hex')}`;
  notices.push({
    id: 1,
    documentId: 'edgeTestNotice1',
    Title: title,
    description: 'Typhoon warning: the edge test.',
    Severity: 'warning',
  });
  const noticed = fetch(`http://127.0.0.1:${PORTS.site}/_content-changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', uid: 'api::website-notification.website-notification' }),
  });
  let first;
  const ms = await timeUntil(async () => {
    const page = await pageText(warmed[0]);
    first ??= page.html.includes(title) ? page : undefined;
    return Boolean(first);
  });
  check(
    'a published notice is on the page through the edge',
    ms !== undefined,
    `after ${ms} ms (goal 1000 ms)`,
  );
  check(
    '... because the page was purged (its first answer a miss), not expired',
    first?.cache === 'miss',
    `first answer: ${first?.cache}`,
  );
  await noticed;
  const everywhere = await Promise.all(
    warmed.map((pagePath) => pageText(pagePath).then((page) => page.html.includes(title))),
  );
  check(
    '... and on every warmed page',
    everywhere.every(Boolean),
    `${everywhere.filter(Boolean).length} of ${warmed.length}`,
  );
  return title;
}

async function canaryVersions(site) {
  const { inCanary, stable } = cohorts(50);
  const areaPath = (version) => `/areas/${CANARY_AREA}/${version}/`;
  const entry = site.manifest.areas[CANARY_AREA];
  site.write({
    ...site.manifest,
    areas: {
      ...site.manifest.areas,
      [CANARY_AREA]: {
        ...entry,
        canary: {
          version: site.canary,
          entry: entry.entry.replace(site.stable, site.canary),
          routes: entry.routes,
          percent: 50,
          since: new Date().toISOString(),
        },
      },
    },
  });
  const visitor = async (id) => {
    const first = await pageText('/', `gpa-cohort=${id}`);
    const versions = /gpa-versions=([^;]*)/.exec(first.setCookie ?? '')?.[1] ?? '';
    const cookie = `gpa-cohort=${id}${versions ? `; gpa-versions=${versions}` : ''}`;
    const ms = await timeUntil(async () => (await pageText('/', cookie)).cache === 'hit');
    return { ...(await pageText('/', cookie)), ms };
  };
  const canaryPage = await visitor(inCanary);
  const stablePage = await visitor(stable);
  const seen = (page) =>
    `${page.html.includes(areaPath(site.canary)) ? 'canary' : 'stable'} version, ${page.cache} after ${page.ms} ms`;
  check(
    'a canary visitor gets the canary through the edge, kept',
    canaryPage.html.includes(areaPath(site.canary)) && canaryPage.cache === 'hit',
    seen(canaryPage),
  );
  check(
    'a stable visitor gets the stable version through the edge, kept',
    stablePage.html.includes(areaPath(site.stable)) &&
      !stablePage.html.includes(areaPath(site.canary)) &&
      stablePage.cache === 'hit',
    seen(stablePage),
  );
  return { stableCookie: `gpa-cohort=${stable}` };
}

async function releaseAndRollback(site, warmedPage) {
  const areaPath = (version) => `/areas/${CANARY_AREA}/${version}/`;
  const release = (version) =>
    site.write({
      ...site.manifest,
      areas: {
        ...site.manifest.areas,
        [CANARY_AREA]: {
          ...site.manifest.areas[CANARY_AREA],
          version,
          entry: site.manifest.areas[CANARY_AREA].entry.replace(site.stable, version),
        },
      },
    });
  release(site.canary);
  const released = await timeUntil(async () =>
    (await pageText(warmedPage)).html.includes(areaPath(site.canary)),
  );
  check(
    "a release: the area's pages follow through the edge",
    released !== undefined,
    `after ${released} ms`,
  );
  release(site.stable);
  const rolledBack = await timeUntil(
    async () => !(await pageText(warmedPage)).html.includes(areaPath(site.canary)),
  );
  check('a rollback: the pages follow through the edge', rolledBack !== undefined, `after ${rolledBack} ms`);
  // Kept again before the outage.
  await timeUntil(async () => (await pageText(warmedPage)).cache === 'hit');
}

/** A visitor opens the form page before the outage (the page and every file it loads kept at the edge). */
async function warmInBrowser(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORTS.edge}${FORM_PAGE}`);
  await hydrated(page);
  await context.close();
}

// React has hydrated the server's HTML when the page's heading carries its fiber (as e2e/fixtures.ts waits).
const hydrated = (page) =>
  page.waitForFunction(
    () =>
      Object.keys(globalThis.document.querySelector('main h1') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    undefined,
    {
      timeout: 30_000,
    },
  );

/**
 * With the origin down, a new visitor (no service worker, nothing in the browser's cache) opens the form page
 * through the edge: the page's "updates paused" line shows, and a submission is kept on the device.
 */
async function outageInBrowser(browser) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  try {
    // Once the edge's health probe has found the origin down (a fresh copy is answered as is until then).
    await timeUntil(async () => (await edgeGet(FORM_PAGE)).headers.get('server-timing') === 'edge-stale');
    await page.goto(`http://127.0.0.1:${PORTS.edge}${FORM_PAGE}`);
    const paused = page.locator('[data-updates-paused]');
    await paused.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    check(
      '... a new visitor\'s browser shows the page with the "updates paused" line',
      await paused.isVisible(),
      await paused.textContent().catch(() => ''),
    );
    await hydrated(page);
    const fields = {
      'First Name': 'Edge',
      'Last Name': 'Visitor',
      'Phone Number': '6715550123',
      'Email Address': 'edge-visitor@example.org',
    };
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const kept = page.getByText('Your details are kept on this device');
    await kept.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
    check(
      '... and a form submission there is kept on the device (the offline queue)',
      await kept.isVisible(),
    );
    if (process.env.EDGE_SCREENSHOT) {
      await kept.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: process.env.EDGE_SCREENSHOT });
    }
  } catch (error) {
    check('... the outage page in a browser', false, error.message);
  } finally {
    await context.close();
  }
}

/** Visitors ask for the warmed pages without a pause while `during` runs (given the count of answers); every answer must be a 200. */
async function underLoad(warmed, during) {
  let stop = false;
  const failures = [];
  let answers = 0;
  const visitor = async (offset) => {
    for (let n = offset; !stop; n += 1) {
      const pagePath = warmed[n % warmed.length];
      try {
        const answer = await edgeGet(pagePath);
        await answer.arrayBuffer();
        answers += 1;
        if (answer.status !== 200) failures.push(`${pagePath}: ${answer.status}`);
      } catch (error) {
        failures.push(`${pagePath}: ${error.message}`);
      }
    }
  };
  const visitors = Array.from({ length: 8 }, (_, n) => visitor(n));
  await during(() => answers);
  stop = true;
  await Promise.all(visitors);
  return { answers, failures };
}

async function main() {
  const { varnishd, missing } = findVarnish();
  if (missing) throw new Error(missing);
  const notices = [];
  const site = siteCopy(CANARY_AREA);
  const content = await startStandInContent(PORTS.content, notices);
  const server = startSiteServer({
    port: PORTS.site,
    siteDir: site.dir,
    contentPort: PORTS.content,
    edgePort: PORTS.edge,
    secret: SECRET,
  });
  let edge;
  let browser;
  try {
    await timeUntil(
      () =>
        fetch(`http://127.0.0.1:${PORTS.site}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      60_000,
    );
    edge = await startEdge({ port: PORTS.edge, sitePort: PORTS.site, varnishd });
    const warmed = await warm(site.manifest);
    const title = await publishNotice(notices, warmed);
    await releaseAndRollback(site, warmed[0]);
    await canaryVersions(site);
    // Stable again, and every warmed page kept, before the origin goes.
    site.write(site.manifest);
    await Promise.all(
      warmed.map((pagePath) => timeUntil(async () => (await pageText(pagePath)).cache === 'hit')),
    );
    browser = await chromium.launch(chromiumSettings);
    await warmInBrowser(browser);
    const started = Date.now();
    const { answers, failures } = await underLoad(warmed, async (answered) => {
      // The load under way before the origin goes.
      await timeUntil(async () => answered() >= 100);
      server.kill('SIGKILL');
      await new Promise((resolve) => content.close(resolve));
      await Promise.all([sleep(OUTAGE_MS), outageInBrowser(browser)]);
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
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    content.close();
    await browser?.close();
    await edge?.stop();
    site.remove();
  }
}

main()
  .catch((error) => check('the edge test ran', false, error.message))
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
