// What the server rendering specs share: a site server in this process over the built site (or a changed copy
// of it), started for the file (useSite) or by a test, the address of a page on it, and what a rendered page
// or a hydration shows.
import type { ConsoleMessage, Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { test } from './fixtures';

export interface Manifest {
  areas: Record<string, { version: string; routes: { path: string; title: string }[] }>;
}

/**
 * A site server in this process over the built site (or a changed copy of it). Its time budget is generous:
 * these tests check what is rendered on a shared, busy machine; the fallback tests set their own failures.
 */
// The public origin the site is configured with (SITE_URL): every URL the site writes uses it.
export const SITE_URL = 'https://www.example.org';

export async function startSite(options: {
  siteDir: string;
  contentUrl: string;
  budgetMs?: number;
  rendersPerMinute?: number;
  /** Its search index built at its start, as the production server's is (a site nobody searches builds none). */
  searchIndexAtStart?: boolean;
}) {
  const logs: string[] = [];
  // One client asks for every page here, on a busy machine: no per-client limit, no shedding under load.
  const render = {
    budgetMs: options.budgetMs ?? 15_000,
    pageCacheMs: 0,
    rendersPerMinute: options.rendersPerMinute ?? Infinity,
    maxLoad: 1,
    siteUrl: SITE_URL,
    log: (line: string) => logs.push(line),
  };
  const server = createSiteApp({
    siteDir: options.siteDir,
    contentUrl: options.contentUrl,
    contentCacheMs: 0,
    render,
    searchIndexAtStart: options.searchIndexAtStart,
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logs,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  };
}

export const builtSite = path.join(__dirname, '..', 'deploy', 'site');
export const contentUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
export const LEAC_HEADING = 'Levelized Energy Adjustment Clause (LEAC)';

let site: Awaited<ReturnType<typeof startSite>>;
/**
 * The file's site server over the built site, started before its tests and closed after them; with
 * `searchIndexAtStart` when the file searches it.
 */
export function useSite({ searchIndexAtStart = false } = {}): void {
  test.beforeAll(async () => {
    site = await startSite({ siteDir: builtSite, contentUrl, searchIndexAtStart });
  });
  test.afterAll(async () => site.close());
}
/** What the file's site server has logged (the test may empty it). */
export const siteLogs = () => site.logs;
/** The address of `route` on the file's site server. */
export const at = (route: string) => `${site.url}${route}`;

/** The text of a page's main element, without its styles and tags. */
export const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Console messages that mean React threw the server's HTML away or found it different. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const watch = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = message.text();
      if (/hydrat|did not match|#418|#419|#421|#422|#423|#425/i.test(text)) problems.push(text);
    }
  };
  page.on('console', watch);
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// Hydration itself, every published route at 375 and 1280 px (no warning, no content asked for again):
// every-page.spec.ts.
