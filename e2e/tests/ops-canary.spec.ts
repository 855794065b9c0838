import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { bucketOf, COHORT_COOKIE, readSignals, signalsDirOf, watchCanaries } from '@gpa/site-server/canary';
import { readReleaseHistory } from '@gpa/site-server/site-manifest';
import { copyAreaPackage, copySite, runScript } from '../areaRelease';
import { expect, expectAccessible, test } from '../fixtures';
import {
  CONTENT_URL,
  AREA,
  PAGE,
  BROKEN,
  QUICK_PROMOTION,
  PERCENT,
  STEPS,
  TESTER_SECRET,
  semver,
  failing,
  secondsBetween,
  cohortIn,
  visitor,
  visitorsUntilDecided,
  type Visitor,
  type VisitOptions,
} from '../canaryVisitors';

// A canary release of one area on a running site, as an operator would start it, with visitors in their own
// browser contexts: a deliberately broken build (its page throws) is rolled back by the site itself with the
// DEFAULT decision settings, from the server's own failed renders, seconds after its first failing page, with
// the counts in the release history, and no visitor of the stable group ever meets it; a good build released
// in three steps (30, 40, 50 %) is moved through them and promoted by the site (each step's quiet period
// shortened here: the default is half an hour), and a tester of the stable group joins it with the signed
// link the release printed. Works on a COPY of deploy/site served by its own site server.

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
    source.replace(
      'export default function LeacPage() {',
      `export default function LeacPage() {\n  if (Date.now() > 0) throw new Error('${BROKEN}');`,
    ),
  );
  // The good build: the stable build's files as another version (an area build finds its files wherever it is served).
  const goodDist = path.join(workDir, 'good-dist');
  fs.cpSync(path.join(siteDir, 'areas', AREA, stable), goodDist, { recursive: true });
  const buildInfo = path.join(goodDist, 'build-info.json');
  fs.writeFileSync(
    buildInfo,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(buildInfo, 'utf8')), version: good }),
  );

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
  // Each failed render's answer, when the server finishes it (as the site counts it).
  const server = http.createServer((req, res) => {
    res.on('finish', () => res.getHeader('x-render-cache') === 'failed' && failing.answers.push(Date.now()));
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visitors: Visitor[] = [];
  failing.starts.length = failing.answers.length = 0;

  try {
    const release = await runScript('release.js', [
      AREA,
      '--site',
      siteDir,
      '--from',
      brokenPackage,
      '--canary',
      String(PERCENT),
      '--check-url',
      base,
    ]);
    console.log(`release --canary:\n${release.output}`);
    expect(release.code, release.output).toBe(0);
    expect(release.output).toContain(
      `canary: ${AREA} ${broken} live for 50 % of visitors, ${stable} for the rest`,
    );
    expect(readManifest().areas[AREA]).toMatchObject({
      version: stable,
      canary: { version: broken, percent: 50 },
    });

    // A first visitor without a cookie gets one from the site with their manifest, at the version it draws.
    const newcomer = await browser.newContext();
    const drawnManifest = await (await newcomer.request.get(`${base}/site-manifest.json`)).json();
    const cohort = (await newcomer.cookies()).find((cookie) => cookie.name === COHORT_COOKIE)?.value ?? '';
    await newcomer.close();
    expect(drawnManifest.areas[AREA].version).toBe(bucketOf(cohort, AREA) < PERCENT ? broken : stable);
    // Visitors of the stable group: they never meet the broken build.
    const stableVisitors = await Promise.all(
      [false, false].map((canary) => visitor(browser, base, broken, { cohort: cohortIn(canary) })),
    );
    // Then a burst, as a site gets: two visitors of the canary's group open the page in three tabs at once each,
    // and reload until they get the stable version again; at the same time the first visitor (their cookie's
    // draw) and one more of the stable group.
    let rolledBackSeen = 0;
    const rollbackSeen = expect
      .poll(() => readManifest().areas[AREA].canary, { timeout: 60_000, intervals: [50] })
      .toBeUndefined()
      .then(() => (rolledBackSeen = Date.now()));
    const canaryTabs: VisitOptions = { tabs: 3, loads: 8, untilNotBroken: true };
    const [canaryVisitors, [newcomerVisitor, lastStable]] = await Promise.all([
      Promise.all(
        [0, 1].map(() => visitor(browser, base, broken, { cohort: cohortIn(true), ...canaryTabs })),
      ),
      Promise.all([
        visitor(browser, base, broken, { cohort }),
        visitor(browser, base, broken, { cohort: cohortIn(false) }),
      ]),
    ]);
    await rollbackSeen;
    const newcomerInCanary = bucketOf(cohort, AREA) < PERCENT;
    stableVisitors.push(lastStable, ...(newcomerInCanary ? [] : [newcomerVisitor]));
    visitors.push(...canaryVisitors, ...stableVisitors, ...(newcomerInCanary ? [newcomerVisitor] : []));
    for (const one of stableVisitors)
      expect([one.versions.every((version) => version === stable), one.metError]).toEqual([true, false]);
    // The canary's visitors have it on every load until the rollback, then the stable version; each of their
    // tabs ends at the stable version (a tab opened late may find it rolled back already).
    for (const one of visitors.filter((visiting) => !stableVisitors.includes(visiting)))
      for (const versions of one.tabs) {
        const back = versions.includes(stable) ? versions.indexOf(stable) : versions.length;
        expect(versions.slice(back)).toEqual(versions.filter((version) => version === stable));
      }
    for (const versions of canaryVisitors.flatMap((one) => one.tabs)) expect(versions.at(-1)).toBe(stable);
    // The broken build throws in the browser too (a tab may show the area's notice after its timeout instead).
    expect(canaryVisitors.some((one) => one.metError)).toBe(true);

    // The site rolled the canary back by itself, on its server's failed renders, and said why.
    const firstFailing = Math.min(...failing.starts);
    const fifthFailing = failing.answers.sort((a, b) => a - b)[4]!;
    console.log(
      `broken canary: first failing page started at 0 s, its 5th failing page answered at ${secondsBetween(firstFailing, fifthFailing)}, ` +
        `decided at ${secondsBetween(firstFailing, decidedAt)}, rollback seen at ${secondsBetween(firstFailing, rolledBackSeen)} ` +
        `(${failing.answers.length} failing pages in all): ${decisions.join('; ')}`,
    );
    expect(readManifest().areas[AREA]).not.toHaveProperty('canary');
    expect(readManifest().areas[AREA].version).toBe(stable);
    const rollback = lastRecord();
    expect(rollback).toMatchObject({ version: broken, action: 'canary rolled back' });
    // Decided on the server's failed pages (those of a burst stored together are counted together): 5 or more, none fine.
    const [, failed] =
      /^rolled back by the site: server: (\d+) failed of \1 pages answered \(stable 0\.000\), evidence \d+\.\d\d of 6\.91/.exec(
        rollback?.reason ?? '',
      ) ?? [];
    expect(Number(failed)).toBeGreaterThanOrEqual(5);
    // The bound: rolled back within 10 s of the first failing page, with the default settings.
    expect(rolledBackSeen - firstFailing).toBeLessThan(10_000);
    // A visitor of the canary group gets the stable version on their next page.
    const [former] = canaryVisitors;
    const again = await former!.context.newPage();
    await again.goto(`${base}${PAGE}`);
    await expect(again.locator('main h1')).toBeVisible();
    await expectAccessible(again);

    // A good canary in three steps: moved on by the site as each step passes (shortened), then promoted.
    stopWatching();
    stopWatching = watch(QUICK_PROMOTION);
    const goodRelease = await runScript(
      'release.js',
      [AREA, '--site', siteDir, '--dist', goodDist, '--canary', STEPS.join(',')],
      {
        CANARY_TESTER_SECRET: TESTER_SECRET,
      },
    );
    expect(goodRelease.code, goodRelease.output).toBe(0);
    const escaped = good.replace(/[.+]/g, '\\$&');
    const during = await runScript('versions.js', ['--site', siteDir]);
    expect(during.output).toContain(`${AREA}  live: ${stable}  canary: ${good} for 30 % since`);
    expect(during.output).toContain('then 40, 50 %');
    expect(during.output).toMatch(
      new RegExp(`~ ${escaped}\\s+built \\S+  no page views reported in the last hour`),
    );
    // A tester of the stable group joins the canary with the link the release printed.
    const link = /testers join it with (\S+)/.exec(goodRelease.output)?.[1] ?? '';
    expect(link).toMatch(/^\/canary\/join\?token=/);
    const tester = await browser.newContext();
    await tester.addCookies([{ name: COHORT_COOKIE, value: cohortIn(false), url: base }]);
    const testerPage = await tester.newPage();
    await testerPage.goto(`${base}${link}`);
    await testerPage.goto(`${base}${PAGE}`);
    expect(
      JSON.parse((await testerPage.locator('#site-manifest').textContent()) ?? '{}').areas[AREA].version,
    ).toBe(good);
    await expect(testerPage.locator('main h1')).toBeVisible();
    await testerPage.goto('about:blank');
    await tester.close();
    const goodVisitors = await visitorsUntilDecided(
      browser,
      base,
      broken,
      () => readManifest().areas[AREA].version === good,
    );
    visitors.push(...goodVisitors);
    expect(goodVisitors.map((one) => one.version).slice(0, 4)).toEqual([stable, good, stable, good]);
    for (const one of goodVisitors) expect(one.metError).toBe(false);
    await expect
      .poll(() => readManifest().areas[AREA], { timeout: 60_000, intervals: [250] })
      .toMatchObject({ version: good });
    expect(readManifest().areas[AREA]).not.toHaveProperty('canary');
    const goodHistory = (readReleaseHistory(siteDir)[AREA] ?? []).filter((record) => record.version === good);
    expect(goodHistory.map((record) => record.action)).toEqual([
      'canary 30%',
      'canary 40%',
      'canary 50%',
      'promote',
    ]);
    expect(goodHistory[1]?.reason).toMatch(/^advanced to 40 % by the site after \d+ s: server: 0 failed/);
    expect(lastRecord()).toMatchObject({
      version: good,
      action: 'promote',
      reason: expect.stringMatching(
        /^promoted by the site after \d+ s: server: 0 failed of \d+ pages answered/,
      ),
    });
    // npm run versions: the promoted version live, with what its visitors reported, and why it went live.
    const after = await runScript('versions.js', ['--site', siteDir]);
    console.log(`versions after the promotion:\n${after.output}`);
    expect(after.output).toMatch(
      new RegExp(`\\* ${escaped}\\s+built \\S+  \\d+ views, 0\\.0 % errors, LCP p75 [\\d.]+ s`),
    );
    expect(after.output).toContain(`promote ${good} at`);
    // The broken canary keeps its figures: its failed pages.
    expect(after.output).toMatch(
      new RegExp(`x ${broken.replace(/[.+]/g, '\\$&')}\\s+built \\S+  .*, (\\d+) pages answered, \\1 failed`),
    );
    expect(after.output).toContain('(promoted by the site after');

    // One view per page shown (every load reports here: sampleRate 1): this full load, then a client
    // navigation to another area's page, as the site's store counts them.
    const viewsOf = (area: string, version: string): number =>
      readSignals(signalsDirOf(siteDir), { sinceMs: Date.now() - 3_600_000 })[area]?.[version]?.views ?? 0;
    const toolsVersion = readManifest().areas.tools.version as string;
    // So far: one view per load of the good version (the visitors' and the tester's), once all are stored.
    const goodLoads =
      visitors.flatMap((one) => one.versions).filter((version) => version === good).length + 1;
    await expect.poll(() => viewsOf(AREA, good), { timeout: 20_000 }).toBe(goodLoads);
    const before = { leac: goodLoads, tools: viewsOf('tools', toolsVersion) };
    await page.goto(`${base}${PAGE}`);
    expect(JSON.parse((await page.locator('#site-manifest').textContent()) ?? '{}').areas[AREA].version).toBe(
      good,
    );
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
