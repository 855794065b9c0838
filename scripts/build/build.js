#!/usr/bin/env node
// Builds the shell and every area (or only the named packages: node scripts/build/build.js shell mf-tools),
// then assembles the deployable site in deploy/site:
//   /                       the shell (index.html, its chunks, build-info.json, site-manifest.json)
//   /areas/<area>/<version>/ each area's build (mf-manifest.json, remoteEntry.js, routes.json,
//                            build-info.json, standalone index.html)
// This is the developer's and CI's build: it replaces the folder of the version it builds. Releasing to
// a live site goes through `npm run release -- <area>` instead, which never overwrites a version.
// Older area versions already in deploy/ stay there. Text files get their Brotli and gzip variants
// (scripts/build/compress-site.js). The manifest (written by site-server's siteManifest module)
// is rewritten to point at the versions just built, with their route tables; its operator settings
// (maintenance, remoteTimeoutMs, content) are kept.
const fs = require('node:fs');
const path = require('node:path');
// First the site server (TypeScript, compiled to dist/ unless it is newer than every source): the steps
// below use its site manifest module.
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { compressSite, compressionReport } = require('./compress-site');
const { areas } = require('../lib/packages');
const { buildPackage, root } = require('./package');
const { federationName } = require('@gpa/shared-ui/build/federation.js');
const {
  DEFAULTS,
  areaEntry,
  areaVersionDir,
  readAreaRoutes,
  readSiteManifest,
  recordRelease,
  releaseHistoryFile,
  writeSiteManifest,
} = require('@gpa/site-server/site-manifest');

const site = path.join(root, 'deploy', 'site');
const only = process.argv.slice(2);

const packages = ['shell', ...Object.values(areas)].filter((dir) => only.length === 0 || only.includes(dir));
for (const dir of packages) {
  process.stdout.write(`building ${dir}... `);
  process.stdout.write(`done in ${buildPackage(path.join(root, dir)).toFixed(1)} s\n`);
}

fs.mkdirSync(site, { recursive: true });
if (packages.includes('shell')) {
  // A release history an older build left in the site folder moves to the state folder first.
  releaseHistoryFile(site);
  const kept = new Set(['areas', 'site-manifest.json']);
  for (const entry of fs.readdirSync(site))
    if (!kept.has(entry)) fs.rmSync(path.join(site, entry), { recursive: true });
  fs.cpSync(path.join(root, 'shell', 'dist'), site, { recursive: true });
}

const previous = readSiteManifest(site) ?? {};
const manifest = { ...DEFAULTS, ...previous, areas: { ...previous.areas } };
const switched = [];
for (const [area, dir] of Object.entries(areas)) {
  const { version } = require(path.join(root, dir, 'package.json'));
  const target = areaVersionDir(site, area, version);
  if (packages.includes(dir)) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(root, dir, 'dist'), target, { recursive: true });
  }
  if (packages.includes(dir) || !manifest.areas[area]?.routes) {
    manifest.areas[area] = areaEntry({
      area,
      name: federationName(dir),
      version,
      routes: readAreaRoutes(site, area, version),
    });
    switched.push([area, version]);
  }
}
writeSiteManifest(site, manifest);
for (const [area, version] of switched) recordRelease(site, area, version, 'build');
console.log(`site assembled in ${path.relative(root, site)}`);
// Every file sent compressed is compressed here, once (only the files this build wrote).
compressSite(site).then(
  (totals) => console.log(`compressed: ${compressionReport(totals)}`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
