// The browser tests' services, in one place for the Playwright config and for `npm test`, which starts the
// content service early (its first start seeds a fresh database: minutes on a busy machine) while the
// unit tests and the build run, and lets Playwright reuse it.
const { randomBytes } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');

/**
 * Fills in, once per run, what the test processes and their services share: ports (differ from `npm start`
 * so both can run at once), a fresh content folder, the first administrator, and the secrets between the
 * site server and Strapi. Everything comes from the environment when set; Playwright's workers inherit it.
 */
function e2eEnvironment(env = process.env) {
  env.E2E_CONTENT_PORT ??= '1338';
  env.E2E_SITE_PORT ??= '8090';
  // The rendering site server that the tests/editors-live-*.spec.ts start themselves (editorsLive.ts);
  // Strapi's webhooks call it too (Strapi's admin refuses webhooks to private addresses, so it is configured
  // here, at Strapi's start).
  env.E2E_EDITORS_SITE_PORT ??= String(Number(env.E2E_SITE_PORT) + 100);
  // The site server's private operations listener (health details, metrics): its own port per run.
  env.E2E_OPS_PORT ??= String(Number(env.E2E_SITE_PORT) + 200);
  // Site servers the tests start in their own process log warnings only (one line per answer would bury
  // the test report).
  env.LOG_LEVEL ??= 'warn';
  env.E2E_CONTENT_DIR ??= mkdtempSync(path.join(tmpdir(), 'gpa-e2e-content-'));
  // The content service's first administrator: tests that edit content sign in with these.
  env.ADMIN_EMAIL ??= 'e2e-admin@example.com';
  env.ADMIN_PASSWORD ??= `${randomBytes(18).toString('base64url')}aA1`;
  // Shared by the site server and Strapi (and tests that stand in for the site server): with it, Strapi
  // trusts the visitor address in a form's X-Forwarded-For.
  env.CONTENT_PROXY_SECRET ??= randomBytes(32).toString('base64url');
  // Strapi's change notices to the site server (docs/editors.md); the tests' own site servers get it too.
  env.E2E_CONTENT_CHANGES_SECRET ??= randomBytes(24).toString('base64url');
  return {
    contentPort: Number(env.E2E_CONTENT_PORT),
    sitePort: Number(env.E2E_SITE_PORT),
    editorsSitePort: Number(env.E2E_EDITORS_SITE_PORT),
    opsPort: Number(env.E2E_OPS_PORT),
    contentDir: String(env.E2E_CONTENT_DIR),
  };
}

/**
 * How the browser tests' content service starts: Strapi on a fresh SQLite database, with its admin panel
 * (built at its first start, or after a change of content-service/src/admin: the tests open it as editors do).
 */
function contentService(env = process.env) {
  const { contentPort, sitePort, editorsSitePort, contentDir } = e2eEnvironment(env);
  return {
    command: 'npm start',
    cwd: path.join(root, 'content-service'),
    url: `http://127.0.0.1:${contentPort}/api/foia-reports`,
    env: {
      SERVE_ADMIN: 'true',
      PORT: String(contentPort),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: path.join(contentDir, 'data.db'),
      PUBLIC_DIR: path.join(contentDir, 'public'),
      // The only browser origin the content service allows (CORS).
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      SITE_CHANGE_WEBHOOKS: `http://127.0.0.1:${sitePort},http://127.0.0.1:${editorsSitePort}`,
      CONTENT_CHANGES_SECRET: String(env.E2E_CONTENT_CHANGES_SECRET),
    },
  };
}

module.exports = { e2eEnvironment, contentService };
