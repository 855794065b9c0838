#!/usr/bin/env node
// npm run rollback -- <area> [version] [--site dir] [--check-url http://site]
// With a canary running (npm run release -- <area> --canary N), it ends the canary instead: every visitor
// back on the stable version, which never stopped being live.
// Points the site manifest back at a deployed version of one area: the named one, or by default the
// version that was live before the current one (from release-history.json in the site's state folder; without
// a history, the highest deployed version below the live one). Refuses a version that is not deployed,
// does not load, or does not fit the live shell. Nothing is built; no other area changes.
const semver = require('semver');
const { federationName } = require('@gpa/shared-ui/build/federation.js');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const {
  areaEntry,
  areaVersionDir,
  previousLiveVersion,
  readReleaseHistory,
  readSiteManifest,
  switchArea,
} = require('@gpa/site-server/site-manifest');
const { endCanary } = require('@gpa/site-server/canary');
const {
  UserError,
  areaPackage,
  assertFitsLiveShell,
  checkAreaVersion,
  deployedVersions,
  reportSwitch,
  runCommand,
  siteDirFrom,
} = require('./areaBuilds');
const { readBuildInfo } = require('../build/package');

/** The default target: the previous live version, else the newest deployed one below the live one. */
function defaultTarget(siteDir, area, live) {
  const previous = previousLiveVersion(readReleaseHistory(siteDir), area, live);
  if (previous) return previous;
  const older = deployedVersions(siteDir, area).filter((version) => semver.lt(version, live));
  if (older.length) return older.at(-1);
  throw new UserError(
    `${area} has no version before ${live} to roll back to (deployed: ${deployedVersions(siteDir, area).join(', ')})`,
  );
}

void runCommand(async (options) => {
  const [area, requested] = options.positional;
  const dir = areaPackage(area);
  const siteDir = siteDirFrom(options);
  const manifest = readSiteManifest(siteDir);
  if (!manifest) throw new UserError(`no site in ${siteDir}: build it once with npm run build`);
  const live = manifest.areas[area]?.version;
  const canary = manifest.areas[area]?.canary;
  if (canary && !requested) {
    endCanary(siteDir, area, { version: canary.version, reason: 'ended by the operator' });
    console.log(`rolled back: the canary ${area} ${canary.version} is ended; every visitor gets ${live}`);
    return;
  }
  const version = requested ?? defaultTarget(siteDir, area, live);
  if (version === live) {
    console.log(`${area} ${version} is already live: nothing to switch`);
    return;
  }
  const routes = await checkAreaVersion(siteDir, area, version, options.checkUrl);
  assertFitsLiveShell(siteDir, area, version, readBuildInfo(areaVersionDir(siteDir, area, version)));
  const entry = areaEntry({ area, name: federationName(dir), version, routes });
  const { previous, switchMs } = switchArea(siteDir, area, entry, 'rollback');
  reportSwitch({ area, previous, version, routes, switchMs, action: 'rolled back', siteDir });
});
