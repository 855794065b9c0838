#!/usr/bin/env node
// npm start: from a fresh clone to the whole site on http://localhost:8080.
// Installs what is missing, builds the shell and the areas whose sources changed since its last build
// (build-stamp.js), starts Strapi (seeded on first start, admin panel built once) and the production site
// server, which proxies /api and /uploads to Strapi. Ctrl-C stops all.
const { execFileSync, spawn } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { ensureAllInstalled, root } = require('../lib/install');
const { sourceHashes, stalePackages, stampBuilds } = require('../build/build-stamp');
const { areas } = require('../lib/packages');
const { readStoredCredentials, CREDENTIALS_FILE } = require('../../content-service/src/bootstrap/firstAdmin');
const { readSetting } = require('../../content-service/scripts/ensure-env');

const SITE_PORT = Number(process.env.PORT ?? 8080);
const CONTENT_PORT = Number(process.env.CONTENT_PORT ?? 1337);
const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
// The site's public origin (canonical URLs, the sitemap, the content service's CORS): never the request's Host.
const SITE_URL = process.env.SITE_URL ?? `http://localhost:${SITE_PORT}`;
// Strapi's change notices to the site server are authenticated by a secret shared by the two (docs/editors.md).
const CONTENT_CHANGES_SECRET =
  process.env.CONTENT_CHANGES_SECRET ?? crypto.randomBytes(24).toString('base64url');
const children = [];

function run(label, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${label}] stopped unexpectedly (exit ${code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, label, timeoutMs) {
  const started = Date.now();
  let lastReport = started;
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - lastReport > 10_000) {
      console.log(`waiting for the ${label}... ${Math.round((Date.now() - started) / 1000)} s`);
      lastReport = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${label} did not start within ${timeoutMs / 1000} s`);
}

/** Builds the packages whose deployed build is not that of their current sources (build-stamp.js); the site server always. */
function buildWhatChanged() {
  const builds = {
    root,
    siteDir: path.join(root, 'deploy', 'site'),
    areas,
    stampFile: path.join(root, 'node_modules', '.cache', 'gpa-start-builds.json'),
  };
  const hashes = sourceHashes({ root, packages: ['shell', ...Object.values(areas)] });
  const stale = stalePackages({ ...builds, hashes });
  if (stale.length === 0) {
    console.log('the site is built from its current sources: no build');
    require('@gpa/site-server/build').ensureSiteServerBuilt();
    return;
  }
  console.log(`building ${stale.join(', ')}...`);
  execFileSync(process.execPath, [path.join(__dirname, '..', 'build', 'build.js'), ...stale], {
    cwd: root,
    stdio: 'inherit',
  });
  stampBuilds({ ...builds, hashes: Object.fromEntries(stale.map((dir) => [dir, hashes[dir]])) });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

(async () => {
  const started = Date.now();
  ensureAllInstalled();
  buildWhatChanged();

  console.log('starting the content service (first start seeds the content and builds the admin panel)...');
  run('content', path.join(root, 'content-service', 'scripts', 'start.js'), {
    PORT: String(CONTENT_PORT),
    HOST: '127.0.0.1',
    SITE_URL,
    SITE_CHANGE_WEBHOOKS: `http://127.0.0.1:${SITE_PORT}`,
    CONTENT_CHANGES_SECRET,
  });
  await waitFor(`${contentUrl}/api/foia-reports`, 'content service', 600_000);

  // The secret the content service generated: with it, Strapi trusts the visitor addresses the site forwards.
  const CONTENT_PROXY_SECRET = readSetting('CONTENT_PROXY_SECRET');
  run('site', path.join(root, 'site-server', 'dist', 'server.js'), {
    PORT: String(SITE_PORT),
    CONTENT_SERVICE_URL: contentUrl,
    SITE_URL,
    CONTENT_PROXY_SECRET,
    CONTENT_CHANGES_SECRET,
  });
  await waitFor(`http://127.0.0.1:${SITE_PORT}/site-manifest.json`, 'site server', 30_000);

  // The content service created its first administrator at boot (from ADMIN_EMAIL/ADMIN_PASSWORD, or generated).
  const adminEmail = readSetting('ADMIN_EMAIL');
  const generated = adminEmail ? undefined : readStoredCredentials();
  const adminSignIn = adminEmail
    ? `sign in as ${adminEmail} (ADMIN_PASSWORD)`
    : generated
      ? `sign in as ${generated.email}, password ${generated.password} (kept in ${path.relative(root, CREDENTIALS_FILE)})`
      : 'sign in with an existing administrator account';
  console.log(`
  Ready in ${Math.round((Date.now() - started) / 1000)} s.
    Website:          http://localhost:${SITE_PORT}
    Content API:      http://localhost:${SITE_PORT}/api  (Strapi itself: ${contentUrl})
    Strapi admin:     ${contentUrl}/admin  (${adminSignIn}; not reachable through the website)
    Standalone areas: http://localhost:${SITE_PORT}/areas/<area>/<version>/index.html (see site-manifest.json)
    Health report:    http://127.0.0.1:${process.env.OPS_PORT || 9464}/healthz  (this machine only; the website's /healthz says ok or not)
  Press Ctrl-C to stop.
`);
})().catch((error) => {
  console.error(error.message);
  stop(1);
});
