#!/usr/bin/env node
'use strict';

/**
 * npm start: prepare-app, build the admin panel if it is served and not built yet (or older than its
 * sources, src/admin: scripts/adminBuild.js), then `strapi start` in production mode.
 *
 * SERVE_ADMIN=false (environment or .env) skips the admin entirely: no build, no /admin.
 * The admin build output is <content-service>/build (reused by later starts; delete it or
 * run `npm run build:admin` to rebuild after upgrading Strapi or adding admin plugins).
 */
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { prepareApp } = require('./prepare-app');
const { readSetting } = require('./ensure-env');
const { adminBuildNeeded } = require('./adminBuild');

const ROOT = path.resolve(__dirname, '..');
const STRAPI_BIN = path.join(
  path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [ROOT] })),
  'bin',
  'strapi.js',
);

function main() {
  prepareApp();
  const env = { ...process.env, NODE_ENV: 'production' };
  // Same rule as config/admin.js (env.bool('SERVE_ADMIN', true)): unset = served, else only 'true'.
  const serveAdminSetting = readSetting('SERVE_ADMIN');
  const serveAdmin = serveAdminSetting === undefined || serveAdminSetting === 'true';

  const buildReason = serveAdmin ? adminBuildNeeded() : '';
  if (buildReason) {
    console.log(`[start] ${buildReason}: running \`strapi build\``);
    const started = Date.now();
    const build = spawnSync(process.execPath, [STRAPI_BIN, 'build'], { cwd: ROOT, env, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('[start] `strapi build` failed');
      process.exit(build.status || 1);
    }
    console.log(`[start] admin panel built in ${Math.round((Date.now() - started) / 1000)} s`);
  } else if (!serveAdmin) {
    console.log(`[start] SERVE_ADMIN=${serveAdminSetting}: admin panel disabled, no build`);
  }

  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], { cwd: ROOT, env, stdio: 'inherit' });
  const forward = (signal) => () => child.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

main();
