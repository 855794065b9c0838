#!/usr/bin/env node
// npm run promote -- <area> [--site dir]: the area's canary (npm run release -- <area> --canary N) becomes the
// version every visitor gets. Nothing is built or checked again: the canary passed the release's checks and
// has been live for some visitors since.
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { readSiteManifest } = require('@gpa/site-server/site-manifest');
const { promoteCanary } = require('@gpa/site-server/canary');
const { UserError, areaPackage, runCommand, siteDirFrom } = require('./areaBuilds');

void runCommand(async (options) => {
  const [area] = options.positional;
  areaPackage(area);
  const siteDir = siteDirFrom(options);
  const manifest = readSiteManifest(siteDir);
  if (!manifest) throw new UserError(`no site in ${siteDir}: build it once with npm run build`);
  const stable = manifest.areas[area]?.version;
  const promoted = promoteCanary(siteDir, area, { reason: 'promoted by the operator' });
  if (!promoted)
    throw new UserError(
      `${area} has no canary to promote (live: ${stable ?? '(none)'}); start one with npm run release -- ${area} --canary 10`,
    );
  console.log(`promoted: ${area} ${stable} -> ${promoted.version} for every visitor`);
});
