#!/usr/bin/env node
// npm run test:postgres: the content service on PostgreSQL instead of SQLite. Starts Debian's
// PostgreSQL (installed when missing) as a fresh cluster on 127.0.0.1:$POSTGRES_PORT (5433), runs the
// content-service checks (content-service/scripts/check-collections.js) against a Strapi seeded into it, then the
// browser tests of the content API, of the site's pages and of the admin's file links over the same
// database. Needs the built site (npm run build). E2E_CONTENT_PORT / E2E_SITE_PORT as for the browser
// tests; E2E_JSON_REPORT for a report.
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startPostgres } = require('../lib/services');
const { contentService } = require('@gpa/e2e/environment');

const root = path.join(__dirname, '..', '..');
const contentDir = path.join(root, 'content-service');
const postgresPort = Number(process.env.POSTGRES_PORT ?? 5433);
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? 1338);
// The admin's file links too: every admin answer is rewritten, and PostgreSQL answers with Date objects.
const BROWSER_TESTS = [
  'tests/content-service.spec.ts',
  'tests/slices.spec.ts',
  'tests/editors-media.spec.ts',
];

async function waitFor(url, child, seconds) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not answer ${url} within ${seconds} s`);
}

/**
 * Strapi on PostgreSQL, started once as the browser tests start theirs (e2e/environment.js), seeded on its
 * first start; stop() ends it.
 */
async function startContentService(env) {
  if (
    await fetch(`http://127.0.0.1:${contentPort}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${contentPort} is already in use: stop what runs there or set E2E_CONTENT_PORT`);
  const service = contentService(env);
  const strapi = spawn('npm', ['start'], {
    cwd: service.cwd,
    env: { ...env, ...service.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const started = Date.now();
  await waitFor(service.url, strapi, 300);
  console.log(`Strapi on PostgreSQL answered after ${((Date.now() - started) / 1000).toFixed(0)} s (seeded)`);
  return {
    stop: () => {
      if (strapi.pid === undefined || strapi.exitCode !== null) return Promise.resolve();
      process.kill(-strapi.pid, 'SIGTERM');
      return new Promise((resolve) => strapi.once('exit', resolve));
    },
  };
}

async function main() {
  const started = Date.now();
  console.log(`starting PostgreSQL on 127.0.0.1:${postgresPort}...`);
  const postgres = startPostgres({ port: postgresPort });
  // The uploads the seeder writes on the first start must be there for the browser tests' Strapi too.
  // The same goes for the first administrator it creates, whom the admin's tests sign in as.
  const env = {
    ...process.env,
    ...postgres.env,
    E2E_CONTENT_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-postgres-content-')),
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'postgres-admin@example.com',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? `${crypto.randomBytes(18).toString('base64url')}aA1`,
  };
  let ok;
  let strapi;
  try {
    console.log('\n== content-service checks on PostgreSQL');
    strapi = await startContentService(env);
    const checked =
      spawnSync(process.execPath, ['scripts/check-collections.js', `http://127.0.0.1:${contentPort}`], {
        cwd: contentDir,
        env,
        stdio: 'inherit',
      }).status === 0;
    console.log(`\n== browser tests on PostgreSQL: ${BROWSER_TESTS.join(', ')}`);
    const playwright = require.resolve('@playwright/test/cli', { paths: [path.join(root, 'e2e')] });
    const browsers = spawnSync(process.execPath, [playwright, 'test', ...BROWSER_TESTS], {
      cwd: path.join(root, 'e2e'),
      // The same Strapi: the browser tests use it as it is.
      env: {
        ...env,
        E2E_CONTENT_STARTED: '1',
        E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? 'test-results-postgres',
      },
      stdio: 'inherit',
    });
    ok = checked && browsers.status === 0;
  } finally {
    await strapi?.stop();
    postgres.stop();
    fs.rmSync(env.E2E_CONTENT_DIR, { recursive: true, force: true });
  }
  console.log(
    `\nPostgreSQL checks ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
