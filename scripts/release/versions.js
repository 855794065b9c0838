#!/usr/bin/env node
// npm run versions [-- --site dir]: per area, the deployed versions (oldest first), which one is live and
// which one is a canary (for what share of visitors), when each was built, and for the live and canary
// versions and the last canary rolled back what visitors' browsers reported in the last hour (page views,
// errors per page view, LCP p75; from the signals every site server stores beside the manifest, sampled at
// SIGNALS_SAMPLE_RATE) and the site servers' pages answered and failed, and the last switches from
// release-history.json.
const { areas } = require('../lib/packages');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { areaVersionDir, readReleaseHistory, readSiteManifest } = require('@gpa/site-server/site-manifest');
const { errorCount, failureCount, lcpP75, readSignals, signalsDirOf } = require('@gpa/site-server/canary');
const { UserError, deployedVersions, runCommand, siteDirFrom } = require('./areaBuilds');
const { readBuildInfo } = require('../build/package');

void runCommand(async (options) => {
  const siteDir = siteDirFrom(options);
  const manifest = readSiteManifest(siteDir);
  if (!manifest) throw new UserError(`no site in ${siteDir}: build it once with npm run build`);
  const history = readReleaseHistory(siteDir);
  const lastHour = readSignals(process.env.SIGNALS_DIR || signalsDirOf(siteDir), {
    sinceMs: Date.now() - 60 * 60_000,
  });
  /** "120 views, 0.8 % errors, LCP p75 2.5 s" for one version, from the last hour's signals. */
  const health = (counts) => {
    const served = counts?.pages ? `, ${counts.pages} pages answered, ${failureCount(counts)} failed` : '';
    if (!counts?.views) return `no page views reported in the last hour${served}`;
    const p75 = lcpP75(counts);
    const rate = ((100 * errorCount(counts)) / counts.views).toFixed(1);
    return `${counts.views} views, ${rate} % errors, LCP p75 ${p75 === undefined ? '-' : p75 === Infinity ? '> 10 s' : `${p75 / 1000} s`}${served}`;
  };
  const shell = readBuildInfo(siteDir);
  console.log(
    `site ${siteDir}\nshell ${shell ? `${shell.version} (built ${shell.builtAt})` : '(no build-info.json)'}`,
  );
  for (const area of Object.keys(areas)) {
    const live = manifest.areas[area]?.version;
    const canary = manifest.areas[area]?.canary;
    const stage = canary
      ? [
          canary.steps && `then ${canary.steps.join(', ')} %`,
          canary.manualGate && 'manual gate',
          canary.paused && 'PAUSED',
        ].filter(Boolean)
      : [];
    const running = canary
      ? `  canary: ${canary.version} for ${canary.percent} % since ${canary.since}${stage.map((part) => `, ${part}`).join('')}`
      : '';
    console.log(`\n${area}  live: ${live ?? '(none)'}${running}`);
    if (canary?.held) console.log(`    HELD: ${canary.held}`);
    // The last canary rolled back keeps its figures (x): what it did to visitors.
    const rolledBack = (history[area] ?? [])
      .filter((entry) => entry.action === 'canary rolled back')
      .at(-1)?.version;
    for (const version of deployedVersions(siteDir, area)) {
      const info = readBuildInfo(areaVersionDir(siteDir, area, version));
      const mark =
        version === live ? '*' : version === canary?.version ? '~' : version === rolledBack ? 'x' : ' ';
      const seen = mark === ' ' ? '' : `  ${health(lastHour[area]?.[version])}`;
      console.log(
        `  ${mark} ${version.padEnd(16)} ${info ? `built ${info.builtAt}` : '(no build-info.json)'}${seen}`,
      );
    }
    const recent = (history[area] ?? [])
      .slice(-3)
      .map(
        (entry) =>
          `${entry.action} ${entry.version} at ${entry.at}${entry.reason ? ` (${entry.reason})` : ''}`,
      );
    if (recent.length) console.log(`    last switches: ${recent.join('; ')}`);
  }
});
