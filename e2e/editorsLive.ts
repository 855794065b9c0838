// What every editors-live-*.spec.ts shares: an administrator's calls to Strapi's admin API (as the admin panel
// makes them), publishing a notice (deleted after the test), and a site server of their own, with server
// rendering on, that Strapi's webhooks call; the rendered markup of its pages and waiting on a change.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { adminCall, adminToken, contentUrl } from './adminApi';
import { expect, test } from './fixtures';
import { EDITORS_SITE_PORT } from './playwright.config';

export const builtSite = path.join(__dirname, '..', 'deploy', 'site');
export const NOTICES = 'api::website-notification.website-notification';

let token = '';
export const admin = (method: string, route: string, body?: unknown) => adminCall(token, method, route, body);

export async function publishNotice(fields: Record<string, unknown>): Promise<string> {
  const created = await admin('POST', `/content-manager/collection-types/${NOTICES}`, {
    Severity: 'warning',
    description: 'Crews are on their way.',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.json.error)).toBe(201);
  const documentId = created.json.data!.documentId;
  expect(
    (await admin('POST', `/content-manager/collection-types/${NOTICES}/${documentId}/actions/publish`, {}))
      .status,
  ).toBe(200);
  published.add(documentId);
  return documentId;
}

// Every notice a test published is deleted after it, whether it passed or not: a failed test's notices would
// otherwise stand on every page of the other tests.
const published = new Set<string>();

// The site keeps content reads and rendered pages far longer than any wait below: a change that shows in time
// was brought by Strapi's webhook, not by a copy expiring.
export const KEPT_MS = 120_000;
export const WEBHOOK_WAIT_MS = 10_000;

/** The site server of these tests (server rendering on), which Strapi's webhooks call; set by useEditorsSite. */
export const site = { url: '', close: (): Promise<unknown> => Promise.resolve() };
/** When the site server was told of each change (Strapi's webhook calls). */
export const noticesArrived: number[] = [];

/**
 * The hooks of every editors-live-*.spec.ts: an admin session and this site server for the file (on the port
 * Strapi's webhooks call: one file at a time, the "editors-live" project of playwright.config.ts), and the
 * notices each test published deleted after it.
 */
export function useEditorsSite(): void {
  test.beforeAll(startSite);
  test.afterAll(async () => site.close());
  test.afterEach(async () => {
    for (const documentId of published)
      await admin('DELETE', `/content-manager/collection-types/${NOTICES}/${documentId}`);
    published.clear();
  });
}

async function startSite() {
  token = await adminToken();
  const secret = process.env.E2E_CONTENT_CHANGES_SECRET;
  const render = { budgetMs: 15_000, pageCacheMs: KEPT_MS, log: () => undefined };
  const app = createSiteApp({
    siteDir: builtSite,
    contentUrl,
    contentChangesSecret: secret,
    contentCacheMs: KEPT_MS,
    render,
  });
  const server = http
    .createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/_content-changes') noticesArrived.push(Date.now());
      app(req, res);
    })
    .listen(EDITORS_SITE_PORT, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Open change streams would hold close() until they end.
  Object.assign(site, {
    url,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  });
}

/** The admin session of these tests (an administrator's token). */
export const adminSession = () => token;

/** The rendered markup of a page (without its data blocks, which carry every published notice). */
export const serverHtml = async (route: string, cookie = '') => {
  const html = await (await fetch(`${site.url}${route}`, { headers: cookie ? { cookie } : {} })).text();
  return (
    /<div id="?root"?>([\s\S]*?)<\/div><script type="?application\/json"? id="?site-manifest"?>/.exec(
      html,
    )?.[1] ?? ''
  );
};

/** Polls until `check` holds, well before the site's copies would expire, and returns how long it took. */
export async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await expect.poll(check, { timeout: WEBHOOK_WAIT_MS, intervals: [50] }).toBe(true);
  return Date.now() - started;
}
