#!/usr/bin/env node
// npm run versions [-- --site dir]: per area, the deployed versions (oldest first), which one is live,
// when each was built, and the last switches from release-history.json.
const { areas } = require('./packages');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { areaVersionDir, readReleaseHistory, readSiteManifest } = require('@gpa/site-server/site-manifest');
const { UserError, deployedVersions, readBuildInfo, runCommand, siteDirFrom } = require('./release/areaBuilds');

void runCommand(async (options) => {
  const siteDir = siteDirFrom(options);
  const manifest = readSiteManifest(siteDir);
  if (!manifest) throw new UserError(`no site in ${siteDir}: build it once with npm run build`);
  const history = readReleaseHistory(siteDir);
  const shell = readBuildInfo(siteDir);
  console.log(`site ${siteDir}\nshell ${shell ? `${shell.version} (built ${shell.builtAt})` : '(no build-info.json)'}`);
  for (const area of Object.keys(areas)) {
    const live = manifest.areas[area]?.version;
    console.log(`\n${area}  live: ${live ?? '(none)'}`);
    for (const version of deployedVersions(siteDir, area)) {
      const info = readBuildInfo(areaVersionDir(siteDir, area, version));
      console.log(`  ${version === live ? '*' : ' '} ${version.padEnd(16)} ${info ? `built ${info.builtAt}` : '(no build-info.json)'}`);
    }
    const recent = (history[area] ?? []).slice(-3).map((entry) => `${entry.action} ${entry.version} at ${entry.at}`);
    if (recent.length) console.log(`    last switches: ${recent.join('; ')}`);
  }
});
