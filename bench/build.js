#!/usr/bin/env node
// Builds the monolith (bench/webpack.config.js) into deploy/monolith, only for comparison with the
// federated site (npm run bench). Its site manifest carries the same route tables, read from the areas'
// sources, so the same site server renders it: SITE_DIR=deploy/monolith node site-server/dist/server.js
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { areas } = require('../scripts/lib/packages');
const { federationName } = require('@gpa/shared-ui/build/federation.js');
const { readRouteTable } = require('@gpa/shared-ui/build/route-table.js');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { areaEntry, writeSiteManifest } = require('@gpa/site-server/site-manifest');
const { compressSite, compressionReport } = require('../scripts/build/compress-site');

const root = path.join(__dirname, '..');
const site = path.join(root, 'deploy', 'monolith');

const started = Date.now();
process.stdout.write('building the monolith... ');
const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
execFileSync(process.execPath, [webpack, '--mode', 'production'], {
  cwd: __dirname,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

const manifestAreas = Object.fromEntries(
  Object.entries(areas).map(([area, dir]) => {
    const { version } = require(path.join(root, dir, 'package.json'));
    const routes = readRouteTable(path.join(root, dir, 'src', 'routes.tsx'));
    return [area, areaEntry({ area, name: federationName(dir), version, routes })];
  }),
);
writeSiteManifest(site, { areas: manifestAreas });
console.log(`monolith assembled in ${path.relative(root, site)}`);
// Compressed as the federated site is (scripts/build/build.js): the site server sends the .br and .gz files.
compressSite(site).then(
  (totals) => console.log(`compressed: ${compressionReport(totals)}`),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
