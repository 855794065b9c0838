#!/usr/bin/env node
// npm run canary -- <area> pause|resume [--site dir]: holds the area's canary at its current step (the site
// neither moves it to its next step nor promotes it; it still rolls it back if its pages fail), or lets it go
// on. Recorded in the release history.
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { pauseCanary } = require('@gpa/site-server/canary');
const { UserError, areaPackage, runCommand, siteDirFrom } = require('./areaBuilds');

void runCommand(async (options) => {
  const [area, command] = options.positional;
  areaPackage(area);
  if (command !== 'pause' && command !== 'resume')
    throw new UserError(`npm run canary -- ${area} pause|resume, not "${command ?? ''}"`);
  const canary = pauseCanary(siteDirFrom(options), area, command === 'pause');
  if (!canary)
    throw new UserError(`${area} has no canary; start one with npm run release -- ${area} --canary 5,25,50`);
  console.log(
    `${area} ${canary.version} at ${canary.percent} %: ${command === 'pause' ? 'paused' : 'resumed'}`,
  );
});
