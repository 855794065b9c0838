import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import launch from './chromium';

// Browser tests over the built, federated site (deploy/site, built by `npm run build`) and a real Strapi
// on a fresh database. Ports differ from `npm start` so both can run at once.
export const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 1338);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8090);
// The rendering site server that tests/editors-live.spec.ts starts itself; Strapi's webhooks call it too
// (Strapi's admin refuses webhooks to private addresses, so it is configured here, at Strapi's start).
export const EDITORS_SITE_PORT = Number(process.env.E2E_EDITORS_SITE_PORT ?? SITE_PORT + 100);

// Workers load this file again: create the fresh content folder once, in the main process.
process.env.E2E_CONTENT_DIR ??= mkdtempSync(path.join(tmpdir(), 'gpa-e2e-content-'));
const contentDir = process.env.E2E_CONTENT_DIR;
// The content service's first administrator (tests that edit content sign in with these): from the
// environment, else made up once for this run. Strapi inherits both.
process.env.ADMIN_EMAIL ??= 'e2e-admin@example.com';
process.env.ADMIN_PASSWORD ??= `${randomBytes(18).toString('base64url')}aA1`;
// Shared by the site server and Strapi (and tests that stand in for the site server): with it, Strapi
// trusts the visitor address in a form's X-Forwarded-For.
process.env.CONTENT_PROXY_SECRET ??= randomBytes(32).toString('base64url');
// Strapi's change notices to the site server (docs/editors.md); the tests' own site servers get it too.
process.env.E2E_CONTENT_CHANGES_SECRET ??= randomBytes(24).toString('base64url');
const root = path.join(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  // Separate runs at once (each on its own ports) must not share their traces folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two: the machine's two cores; every test file is independent (ports 0, its own copies, its own emails).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: launch,
    // Page tests fake answers with page.route, which never sees what a service worker fetches: the worker is
    // off there, and on in the offline tests (tests/offline*.spec.ts), which turn it on themselves.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      name: 'content-service',
      command: 'npm start',
      cwd: path.join(root, 'content-service'),
      url: `http://127.0.0.1:${CONTENT_PORT}/api/foia-reports`,
      env: {
        SERVE_ADMIN: 'false',
        PORT: String(CONTENT_PORT),
        HOST: '127.0.0.1',
        DATABASE_FILENAME: path.join(contentDir, 'data.db'),
        PUBLIC_DIR: path.join(contentDir, 'public'),
        // The only browser origin the content service allows (CORS).
        SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        SITE_CHANGE_WEBHOOKS: `http://127.0.0.1:${SITE_PORT},http://127.0.0.1:${EDITORS_SITE_PORT}`,
        CONTENT_CHANGES_SECRET: process.env.E2E_CONTENT_CHANGES_SECRET,
      },
      // A fresh database is seeded at start; on a busy 2-core machine that can take minutes.
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'site',
      command: 'node dist/server.js',
      cwd: path.join(root, 'site-server'),
      url: `http://127.0.0.1:${SITE_PORT}/site-manifest.json`,
      env: {
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        CONTENT_SERVICE_URL: `http://127.0.0.1:${CONTENT_PORT}`,
        // The public origin the site writes in canonical URLs and the sitemap.
        SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        SITE_DIR: path.join(root, 'deploy', 'site'),
        CONTENT_CHANGES_SECRET: process.env.E2E_CONTENT_CHANGES_SECRET,
        // The whole suite is one client (127.0.0.1) opening hundreds of pages and sending many forms: the
        // per-client limits are tested by the site server's own tests, not here.
        CONTENT_MISS_LIMIT_PER_MINUTE: 'off',
        FORM_CREATE_LIMIT_PER_MINUTE: 'off',
        // The site as `npm start` serves it: pages rendered on the server and hydrated, answers compressed.
      },
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
