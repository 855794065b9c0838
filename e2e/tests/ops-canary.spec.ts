import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { createSiteApp } from '@gpa/site-server/app';
import { bucketOf, COHORT_COOKIE, readSignals, signalsDirOf, watchCanaries } from '@gpa/site-server/canary';
import { readReleaseHistory } from '@gpa/site-server/site-manifest';
import { copyAreaPackage, copySite, runScript } from '../areaRelease';
import { expect, expectAccessible, test } from '../fixtures';

// A canary release of one area on a running site, as an operator would start it, with visitors in their own
// browser contexts: a deliberately broken build (its page throws) is rolled back by the site itself with the
// DEFAULT decision settings, from the server's own failed renders, seconds after its first failing page, with
// the counts in the release history, and no visitor of the stable group ever meets it; a good build released
// in three steps (30, 40, 50 %) is moved through them and promoted by the site (each step's quiet period
// shortened here: the default is half an hour), and a tester of the stable group joins it with the signed
// link the release printed. Works on a COPY of deploy/site served by its own site server.

const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const AREA = 'financials';
const PAGE = '/leac';
const BROKEN = 'deliberately broken canary';
// For the good canary only: a quiet period of seconds, and a tolerance that finds it healthy in a few pages.
const QUICK_PROMOTION = { quietMs: 5000, tolerance: 0.2 };
const PERCENT = 50;
// The good canary's steps: its visitors (drawn under the first) are in it at every step, the stable ones
// (drawn at PERCENT or over) at none.
const STEPS = [30, 40, 50];
const TESTER_SECRET = 'canary-test-tester-secret';

const semver = require('semver') as { inc: (version: string, release: string, id: string) => string };

interface Visitor {
  context: BrowserContext;
  /** The version of the area this visitor's manifest named on the first load: their group. */
  version: string;
  /** On each load (a canary's visitor is back on the stable version once the site has rolled it back). */
  versions: string[];
  /** Whether a page of theirs threw the broken build's error. */
  metError: boolean;
}

/** When each page load that came at the broken version started (every visitor's). */
const brokenLoads: number[] = [];

// Visitors' cohort ids, drawn here so that each group gets visitors in a known order (the site honours
// whatever id the cookie holds, as it does for the one it sets on a first visit).
let drawn = 0;
function cohortIn(canary: boolean): string {
  for (;;) {
    const id = (drawn += 1).toString(16).padStart(16, '0');
    const bucket = bucketOf(id, AREA);
    if (canary ? bucket < STEPS[0]! : bucket >= PERCENT) return id;
  }
}

/**
 * A new visitor (own cookies; with `cohort`, that id in the cohort cookie) who opens the page 3 times, then
 * leaves (the page sends its beacons). On the `broken` version each load waits for the page's error; on
 * another, for the page's own heading.
 */
async function visitor(browser: Browser, base: string, broken: string, cohort?: string): Promise<Visitor> {
  const context = await browser.newContext();
  if (cohort) await context.addCookies([{ name: COHORT_COOKIE, value: cohort, url: base }]);
  const page = await context.newPage();
  const seen: Visitor = { context, version: '', versions: [], metError: false };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(BROKEN)) seen.metError = true;
  });
  for (let load = 0; load < 3; load += 1) {
    const loadStarted = Date.now();
    await page.goto(`${base}${PAGE}`);
    const manifest = JSON.parse((await page.locator('#site-manifest').textContent()) ?? '{}');
    const version: string = manifest.areas[AREA].version;
    seen.versions.push(version);
    seen.version = seen.versions[0]!;
    if (version === broken) {
      brokenLoads.push(loadStarted);
      // The page's error, and the area's notice in its place.
      await expect.poll(() => seen.metError).toBe(true);
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    } else {
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    }
  }
  // Leaving the page sends what it queued (pagehide).
  await page.goto('about:blank');
  await page.close();
  return seen;
}

/**
 * Visitors of both groups in turn (two each), then of the canary's group until the site has decided
 * (bounded): a site keeps getting visitors. Three loads each: two canary visitors make the 6 views the
 * decision needs.
 */
async function visitorsUntilDecided(browser: Browser, base: string, broken: string, decided: () => boolean): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  const plan = [false, true, false, true];
  while ((!decided() || visitors.length < plan.length) && visitors.length < 12)
    visitors.push(await visitor(browser, base, broken, cohortIn(plan[visitors.length] ?? true)));
  return visitors;
}

test('a broken canary is rolled back by the site within seconds of its first failing page with the default settings, and a good one promoted; stable visitors never meet the error', async ({
  browser,
  page,
}) => {
  test.setTimeout(600_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-canary-test-'));
  const siteDir = path.join(workDir, 'site');
  copySite(siteDir);
  const readManifest = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8'));
  const lastRecord = () => readReleaseHistory(siteDir)[AREA]?.at(-1);
  const stable = readManifest().areas[AREA].version as string;
  const broken = semver.inc(stable, 'prerelease', 'broken');
  const good = semver.inc(stable, 'prerelease', 'good');

  // The broken build: its page throws on every render (server and browser).
  const brokenPackage = copyAreaPackage(workDir, AREA, broken, 'src/pages/leac/LeacPage.tsx', (source) =>
    source.replace('export default function LeacPage() {', `export default function LeacPage() {\n  if (Date.now() > 0) throw new Error('${BROKEN}');`),
  );
  // The good build: the stable build's files as another version (an area build finds its files wherever it is served).
  const goodDist = path.join(workDir, 'good-dist');
  fs.cpSync(path.join(siteDir, 'areas', AREA, stable), goodDist, { recursive: true });
  const buildInfo = path.join(goodDist, 'build-info.json');
  fs.writeFileSync(buildInfo, JSON.stringify({ ...JSON.parse(fs.readFileSync(buildInfo, 'utf8')), version: good }));

  // The site server under test, with the default decision settings and signals stored at the default pace;
  // every page load reports (sampleRate 1, for the view count at the end: the rollback comes from the server's
  // own counts). The test's visitors are one client (127.0.0.1): no beacon rate limit here (signals.test.js tests it).
  const app = createSiteApp({
    siteDir,
    contentUrl: CONTENT_URL,
    contentCacheMs: 5000,
    signals: { sampleRate: 1, beaconsPerMinute: Infinity, testerSecret: TESTER_SECRET },
  });
  const decisions: string[] = [];
  let decidedAt = 0;
  const watch = (settings = {}) =>
    watchCanaries({
      siteDir,
      signalsDir: signalsDirOf(siteDir),
      settings,
      log: (line: string) => {
        decisions.push(line);
        decidedAt = Date.now();
      },
    });
  let stopWatching = watch();
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visitors: Visitor[] = [];

  try {
    const release = await runScript('release.js', [AREA, '--site', siteDir, '--from', brokenPackage, '--canary', String(PERCENT), '--check-url', base]);
    console.log(`release --canary:\n${release.output}`);
    expect(release.code, release.output).toBe(0);
    expect(release.output).toContain(`canary: ${AREA} ${broken} live for 50 % of visitors, ${stable} for the rest`);
    expect(readManifest().areas[AREA]).toMatchObject({ version: stable, canary: { version: broken, percent: 50 } });

    // A first visitor without a cookie gets one from the site, and the version it draws.
    const started = Date.now();
    const first = await visitor(browser, base, broken);
    visitors.push(first);
    const cohort = (await first.context.cookies()).find((cookie) => cookie.name === COHORT_COOKIE)?.value ?? '';
    expect(first.version).toBe(bucketOf(cohort, AREA) < PERCENT ? broken : stable);
    // Visitors of each group: each stays in their group on every load; the stable group never meets the broken build.
    visitors.push(...(await visitorsUntilDecided(browser, base, broken, () => !readManifest().areas[AREA].canary)));
    expect(visitors.filter((one) => one.version === stable).length).toBeGreaterThanOrEqual(2);
    for (const one of visitors) {
      if (one.version === broken) expect(one.metError).toBe(true);
      else expect([one.versions, one.metError]).toEqual([[stable, stable, stable], false]);
    }

    // The site rolls the canary back by itself, on its server's failed renders, and says why.
    await expect.poll(() => readManifest().areas[AREA].canary, { timeout: 60_000, intervals: [100] }).toBeUndefined();
    const [firstFailing, , , , fifthFailing] = brokenLoads;
    console.log(
      `broken canary rolled back ${((decidedAt - firstFailing!) / 1000).toFixed(1)} s after its first failing page started, ` +
        `${((decidedAt - fifthFailing!) / 1000).toFixed(1)} s after its 5th (${brokenLoads.length} failing loads in all; ` +
        `${((decidedAt - started) / 1000).toFixed(1)} s after the first visitor): ${decisions.join('; ')}`,
    );
    expect(readManifest().areas[AREA]).not.toHaveProperty('canary');
    expect(readManifest().areas[AREA].version).toBe(stable);
    expect(lastRecord()).toMatchObject({
      version: broken,
      action: 'canary rolled back',
      // (the 5th, or a 6th that came in the same second).
      reason: expect.stringMatching(/^rolled back by the site: server: ([56]) failed of \1 pages answered \(stable 0\.000\), evidence \d+\.\d\d of 6\.91/),
    });
    // The mechanism that makes it seconds: decided on the 5th failing page, not on sampled browser views.
    // (A generous bound on the time after it: the default check is every second, a failure is stored within 0.2 s.)
    expect(decidedAt - fifthFailing!).toBeLessThan(10_000);
    // A visitor of the canary group gets the stable version on their next page.
    const former = visitors.find((one) => one.version === broken)!;
    const again = await former.context.newPage();
    await again.goto(`${base}${PAGE}`);
    await expect(again.locator('main h1')).toBeVisible();
    await expectAccessible(again);

    // A good canary in three steps: moved on by the site as each step passes (shortened), then promoted.
    stopWatching();
    stopWatching = watch(QUICK_PROMOTION);
    const goodRelease = await runScript('release.js', [AREA, '--site', siteDir, '--dist', goodDist, '--canary', STEPS.join(',')], {
      CANARY_TESTER_SECRET: TESTER_SECRET,
    });
    expect(goodRelease.code, goodRelease.output).toBe(0);
    const escaped = good.replace(/[.+]/g, '\\$&');
    const during = await runScript('versions.js', ['--site', siteDir]);
    expect(during.output).toContain(`${AREA}  live: ${stable}  canary: ${good} for 30 % since`);
    expect(during.output).toContain('then 40, 50 %');
    expect(during.output).toMatch(new RegExp(`~ ${escaped}\\s+built \\S+  no page views reported in the last hour`));
    // A tester of the stable group joins the canary with the link the release printed.
    const link = /testers join it with (\S+)/.exec(goodRelease.output)?.[1] ?? '';
    expect(link).toMatch(/^\/canary\/join\?token=/);
    const tester = await browser.newContext();
    await tester.addCookies([{ name: COHORT_COOKIE, value: cohortIn(false), url: base }]);
    const testerPage = await tester.newPage();
    await testerPage.goto(`${base}${link}`);
    await testerPage.goto(`${base}${PAGE}`);
    expect(JSON.parse((await testerPage.locator('#site-manifest').textContent()) ?? '{}').areas[AREA].version).toBe(good);
    await expect(testerPage.locator('main h1')).toBeVisible();
    await testerPage.goto('about:blank');
    await tester.close();
    const goodVisitors = await visitorsUntilDecided(browser, base, broken, () => readManifest().areas[AREA].version === good);
    visitors.push(...goodVisitors);
    expect(goodVisitors.map((one) => one.version).slice(0, 4)).toEqual([stable, good, stable, good]);
    for (const one of goodVisitors) expect(one.metError).toBe(false);
    await expect.poll(() => readManifest().areas[AREA], { timeout: 60_000, intervals: [250] }).toMatchObject({ version: good });
    expect(readManifest().areas[AREA]).not.toHaveProperty('canary');
    const goodHistory = (readReleaseHistory(siteDir)[AREA] ?? []).filter((record) => record.version === good);
    expect(goodHistory.map((record) => record.action)).toEqual(['canary 30%', 'canary 40%', 'canary 50%', 'promote']);
    expect(goodHistory[1]?.reason).toMatch(/^advanced to 40 % by the site after \d+ s: server: 0 failed/);
    expect(lastRecord()).toMatchObject({
      version: good,
      action: 'promote',
      reason: expect.stringMatching(/^promoted by the site after \d+ s: server: 0 failed of \d+ pages answered/),
    });
    // npm run versions: the promoted version live, with what its visitors reported, and why it went live.
    const after = await runScript('versions.js', ['--site', siteDir]);
    console.log(`versions after the promotion:\n${after.output}`);
    expect(after.output).toMatch(new RegExp(`\\* ${escaped}\\s+built \\S+  \\d+ views, 0\\.0 % errors, LCP p75 [\\d.]+ s`));
    expect(after.output).toContain(`promote ${good} at`);
    // The broken canary keeps its figures: its failed pages.
    expect(after.output).toMatch(new RegExp(`x ${broken.replace(/[.+]/g, '\\$&')}\\s+built \\S+  .*, (\\d+) pages answered, \\1 failed`));
    expect(after.output).toContain('(promoted by the site after');

    // One view per page shown (every load reports here: sampleRate 1): this full load, then a client
    // navigation to another area's page, as the site's store counts them.
    const viewsOf = (area: string, version: string): number =>
      readSignals(signalsDirOf(siteDir), { sinceMs: Date.now() - 3_600_000 })[area]?.[version]?.views ?? 0;
    const toolsVersion = readManifest().areas.tools.version as string;
    // So far: one view per load of the good version (the visitors' and the tester's), once all are stored.
    const goodLoads = visitors.flatMap((one) => one.versions).filter((version) => version === good).length + 1;
    await expect.poll(() => viewsOf(AREA, good), { timeout: 20_000 }).toBe(goodLoads);
    const before = { leac: goodLoads, tools: viewsOf('tools', toolsVersion) };
    await page.goto(`${base}${PAGE}`);
    expect(JSON.parse((await page.locator('#site-manifest').textContent()) ?? '{}').areas[AREA].version).toBe(good);
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('link', { name: 'estimate your bill with the rate calculator' }).click();
    await expect(page).toHaveURL(/\/rate-calculator$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.goto('about:blank');
    // The second page's view is stored with or after the first page's (it was sent with or after it).
    await expect.poll(() => viewsOf('tools', toolsVersion) - before.tools, { timeout: 20_000 }).toBe(1);
    expect(viewsOf(AREA, good) - before.leac).toBe(1);
  } finally {
    stopWatching();
    for (const one of visitors) await one.context.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
