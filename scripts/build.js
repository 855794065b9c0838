#!/usr/bin/env node
// Builds the shell and every area, then assembles the deployable site in deploy/site:
//   /                       the shell (index.html, its chunks, site-manifest.json)
//   /areas/<area>/<version>/ each area's build (mf-manifest.json, remoteEntry.js, routes.json, standalone index.html)
// Older area versions already in deploy/ stay there, so operators can roll one area back by editing
// site-manifest.json. The manifest is rewritten to point at the versions just built; its operator
// settings (maintenance, remoteTimeoutMs, content) are kept.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { areas } = require('./packages');

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

const manifestPath = path.join(site, 'site-manifest.json');
const previous = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
const manifest = {
  maintenance: previous.maintenance ?? false,
  remoteTimeoutMs: previous.remoteTimeoutMs ?? 8000,
  content: previous.content ?? { apiUrl: '/api', filesUrl: '' },
  areas: { ...previous.areas },
};
for (const [area, dir] of Object.entries(areas)) {
  const { version } = require(path.join(root, dir, 'package.json'));
  const target = path.join(site, 'areas', area, version);
  if (packages.includes(dir)) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(root, dir, 'dist'), target, { recursive: true });
  }
  if (packages.includes(dir) || !manifest.areas[area])
    manifest.areas[area] = { name: dir.replace(/-/g, '_'), entry: `/areas/${area}/${version}/mf-manifest.json` };
}
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`site assembled in ${path.relative(root, site)}`);
