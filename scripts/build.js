#!/usr/bin/env node
// Builds the shell and every area, then assembles the deployable site in deploy/site:
//   /                       the shell (index.html, its chunks, site-manifest.json)
//   /areas/<area>/<version>/ each area's build (mf-manifest.json, remoteEntry.js, routes.json, standalone index.html)
// Older area versions already in deploy/ stay there. The manifest (format: site-server/src/siteManifest.js)
// is rewritten to point at the versions just built, with their route tables; its operator settings
// (maintenance, remoteTimeoutMs, content) are kept.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { areas } = require('./packages');
const { federationName } = require('../shared-ui/build/federation');
const { DEFAULTS, areaEntry, areaVersionDir, readAreaRoutes, readSiteManifest, writeSiteManifest } = require('../site-server/src/siteManifest');

const root = path.join(__dirname, '..');
const site = path.join(root, 'deploy', 'site');
const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
const only = process.argv.slice(2);

function build(dir) {
  const started = Date.now();
  process.stdout.write(`building ${dir}... `);
  execFileSync(process.execPath, [webpack, '--mode', 'production'], { cwd: path.join(root, dir), stdio: ['ignore', 'ignore', 'inherit'] });
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const packages = ['shell', ...Object.values(areas)].filter((dir) => only.length === 0 || only.includes(dir));
for (const dir of packages) build(dir);

fs.mkdirSync(site, { recursive: true });
if (packages.includes('shell')) {
  for (const entry of fs.readdirSync(site)) if (entry !== 'areas' && entry !== 'site-manifest.json') fs.rmSync(path.join(site, entry), { recursive: true });
  fs.cpSync(path.join(root, 'shell', 'dist'), site, { recursive: true });
}

const previous = readSiteManifest(site) ?? {};
const manifest = { ...DEFAULTS, ...previous, areas: { ...previous.areas } };
for (const [area, dir] of Object.entries(areas)) {
  const { version } = require(path.join(root, dir, 'package.json'));
  const target = areaVersionDir(site, area, version);
  if (packages.includes(dir)) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(root, dir, 'dist'), target, { recursive: true });
  }
  if (packages.includes(dir) || !manifest.areas[area]?.routes)
    manifest.areas[area] = areaEntry({ area, name: federationName(dir), version, routes: readAreaRoutes(site, area, version) });
}
writeSiteManifest(site, manifest);
console.log(`site assembled in ${path.relative(root, site)}`);
