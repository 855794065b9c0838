import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { testBrowser } from './chromium';
import { contentService, e2eEnvironment } from './environment';

// Browser tests over the built, federated site (deploy/site, built by `npm run build`) and a real Strapi
// on a fresh database (environment.js: ports, content folder, administrator, secrets; the same in workers).
const { contentPort, sitePort, editorsSitePort, opsPort } = e2eEnvironment();
export const CONTENT_PORT = contentPort;
export const SITE_PORT = sitePort;
export const EDITORS_SITE_PORT = editorsSitePort;
export const OPS_PORT = opsPort;
const root = path.join(__dirname, '..');
const EDITORS_LIVE_FILES = /editors-live-[\w-]+\.spec\.ts$/;

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
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: testBrowser,
    // Page tests fake answers with page.route, which never sees what a service worker fetches: the worker is
    // off there, and on in the offline tests (tests/offline*.spec.ts), which turn it on themselves.
    serviceWorkers: 'block',
    // A trace (the page's DOM and a screenshot at every step) costs a quarter of the tests' CPU: off unless
    // asked for, `E2E_TRACE=retain-on-failure npm test` or `npx playwright test --trace retain-on-failure`.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'site', testIgnore: EDITORS_LIVE_FILES },
    // The editors' files start a site server of their own on the port Strapi's webhooks call
    // (EDITORS_SITE_PORT, editorsLive.ts): one of them at a time, beside the other files.
    { name: 'editors-live', testMatch: EDITORS_LIVE_FILES, workers: 1 },
  ],
  webServer: [
    {
      name: 'content-service',
      ...contentService(),
      // A fresh database is seeded at start; on a busy 2-core machine that can take minutes. `npm test`
      // starts it early, while the build runs (E2E_CONTENT_STARTED), and it is used as it is.
      timeout: 600_000,
      reuseExistingServer: process.env.E2E_CONTENT_STARTED === '1',
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
        OPS_PORT: String(OPS_PORT),
        CONTENT_SERVICE_URL: `http://127.0.0.1:${CONTENT_PORT}`,
        // Its warnings (a render that failed or ran out of time: the page went out client-rendered) are in the
        // run's output, next to the test that met them.
        LOG_LEVEL: 'warn',
        // The public origin the site writes in canonical URLs and the sitemap.
        SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        SITE_DIR: path.join(root, 'deploy', 'site'),
        CONTENT_CHANGES_SECRET: String(process.env.E2E_CONTENT_CHANGES_SECRET),
        // The whole suite is one client (127.0.0.1) opening hundreds of pages and sending many forms: the
        // per-client limits are tested by the site server's own tests, not here.
        CONTENT_MISS_LIMIT_PER_MINUTE: 'off',
        FORM_CREATE_LIMIT_PER_MINUTE: 'off',
        PAGE_LIMIT_PER_MINUTE: 'off',
        RENDER_LIMIT_PER_MINUTE: 'off',
        SEARCH_LIMIT_PER_MINUTE: 'off',
        // A render's time budget as the other test servers have it: two browsers, Strapi and this server on
        // two cores make a cold render slower than production's 1.5 s allows (the client-rendered page past
        // the budget has its own test, on a server of its own: ssr-pages-fallbacks.spec.ts).
        RENDER_BUDGET_MS: '10000',
        // Nor are renders shed here (4 at once in a worker, none while its event loop is busy): the two browsers'
        // pages and their background refreshes reached 3 at once in a worker on this machine, and a shed page
        // goes out client-rendered ("busy"), which the tests of server-rendered pages rightly call a failure.
        // Shedding has its own tests (site-server/src/render/pagesProtected.test.js, renderFloor.test.js).
        RENDER_MAX_CONCURRENT: '16',
        RENDER_MAX_LOAD: '1',
        // Nothing else differs from `npm start`: pages rendered on the server and hydrated, answers compressed.
      },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
