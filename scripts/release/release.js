#!/usr/bin/env node
// npm run release -- <area> [--canary percent[,percent...] [--gate manual]] [--site dir] [--from package-dir | --dist build-dir] [--check-url http://site]
// Builds ONLY that area (the version in its package.json, bumped by `npx lerna version`) into the
// immutable folder deploy/site/areas/<area>/<version>/, refuses it if its shared singletons do not fit
// the live shell, checks that it loads, then points the site manifest at it (atomic write). The shell
// and the other areas are neither rebuilt nor touched; a running site server serves the change at once.
// --from builds another copy of the area's package (e.g. a checkout of a tag); --check-url also fetches
// the new version's files through a running site before switching. --dist releases an area build made
// elsewhere (a CI artifact: its dist/ folder, the version from its build-info.json) without building.
// --canary 10 makes it live for about 10 % of visitors only (sticky per visitor), the rest keep the live
// version: `npm run promote -- <area>` makes it the version for all, `npm run rollback -- <area>` ends it,
// and the site rolls it back or promotes it by itself on its failure rates (docs/operations.md).
// --canary 5,25,50 goes through those shares, each after the last passed its analysis; --gate manual
// leaves the last promotion to `npm run promote`; `npm run canary -- <area> pause|resume` holds it at its step.
// With CANARY_TESTER_SECRET set (as on the site servers) it prints the signed link testers join the canary with.
const path = require('node:path');
const { federationName } = require('@gpa/shared-ui/build/federation.js');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { areaEntry, areaVersionDir, readSiteManifest, switchArea } = require('@gpa/site-server/site-manifest');
const { JOIN_PATH, startCanary, testerToken } = require('@gpa/site-server/canary');
const { compressSite, compressionReport } = require('../build/compress-site');
const {
  UserError,
  areaPackage,
  assertFitsLiveShell,
  checkAreaVersion,
  publishAreaVersion,
  reportSwitch,
  root,
  runCommand,
  siteDirFrom,
} = require('./areaBuilds');
const { buildPackage, readBuildInfo } = require('../build/package');

/** Builds the area's package folder (the version in its package.json). */
function build(area, packageDir) {
  const resolved = path.resolve(packageDir);
  const { version } = require(path.join(resolved, 'package.json'));
  process.stdout.write(
    `building ${area} ${version} from ${path.relative(process.cwd(), resolved) || '.'}... `,
  );
  const buildSeconds = buildPackage(resolved);
  console.log(`done in ${buildSeconds.toFixed(1)} s`);
  return { distDir: path.join(resolved, 'dist'), version, buildSeconds };
}

/** An area build made elsewhere: its version is the one its build-info.json records. */
function prebuilt(dir) {
  const distDir = path.resolve(dir);
  const version = readBuildInfo(distDir)?.version;
  if (!version) throw new UserError(`${distDir} has no build-info.json with a version: not an area build`);
  return { distDir, version, buildSeconds: 0 };
}

/** --canary <percent>[,<percent>...]: whole numbers from 1 to 99, rising (the steps), or undefined without the option. */
function canaryPercents(value) {
  if (value === undefined) return undefined;
  const percents = String(value).split(',').map(Number);
  if (
    !percents.every(
      (percent, i) =>
        Number.isInteger(percent) && percent >= 1 && percent <= 99 && (i === 0 || percent > percents[i - 1]),
    )
  )
    throw new UserError(
      `--canary takes whole percentages from 1 to 99, rising (10 or 5,25,50), not "${value}"`,
    );
  return percents;
}

/** --gate manual: the canary's last step waits for npm run promote. */
function manualGate(value) {
  if (value !== undefined && value !== 'manual') throw new UserError(`--gate takes "manual", not "${value}"`);
  return value === 'manual';
}

void runCommand(async (options) => {
  const started = Date.now();
  const [area] = options.positional;
  const dir = areaPackage(area);
  const percents = canaryPercents(options.canary);
  const gate = manualGate(options.gate);
  const siteDir = siteDirFrom(options);
  if (!readSiteManifest(siteDir))
    throw new UserError(`no site in ${siteDir}: build it once with npm run build`);
  const { distDir, version, buildSeconds } = options.dist
    ? prebuilt(options.dist)
    : build(area, options.from ?? path.join(root, dir));
  assertFitsLiveShell(siteDir, area, version, readBuildInfo(distDir));
  const published = publishAreaVersion(siteDir, area, version, distDir);
  console.log(
    published === 'published'
      ? `published areas/${area}/${version}/`
      : `areas/${area}/${version}/ already deployed with the same files`,
  );
  // Compressed before anything points at it: the site serves its files compressed from the first request.
  console.log(`  ${compressionReport(await compressSite(areaVersionDir(siteDir, area, version)))}`);
  const routes = await checkAreaVersion(siteDir, area, version, options.checkUrl);

  const live = readSiteManifest(siteDir).areas[area];
  if (live?.version === version) {
    console.log(`${area} ${version} is already live: nothing to switch`);
    return;
  }
  const entry = areaEntry({ area, name: federationName(dir), version, routes });
  if (percents) {
    const { stable } = startCanary(siteDir, area, entry, percents, { manualGate: gate });
    console.log(
      `canary: ${area} ${version} live for ${percents[0]} % of visitors, ${stable.version} for the rest`,
    );
    if (percents.length > 1)
      console.log(`  then ${percents.slice(1).join(' %, ')} % as each step passes its analysis`);
    console.log(
      `  ${gate ? 'after the last step it waits for you: ' : ''}npm run promote -- ${area} makes it the version for all; npm run rollback -- ${area} ends it`,
    );
    console.log(`  npm run canary -- ${area} pause (or resume) holds it at its step`);
    // Testers join on purpose with a link signed with the site servers' CANARY_TESTER_SECRET.
    const secret = process.env.CANARY_TESTER_SECRET;
    if (secret)
      console.log(
        `  testers join it with ${options.checkUrl ?? ''}${JOIN_PATH}?token=${testerToken(secret, area, version)}`,
      );
    return;
  }
  const { previous, switchMs } = switchArea(siteDir, area, entry, 'release');
  reportSwitch({ area, previous, version, routes, switchMs, action: 'released', siteDir });
  console.log(
    `  release took ${((Date.now() - started) / 1000).toFixed(1)} s in all (build ${buildSeconds.toFixed(1)} s)`,
  );
});
