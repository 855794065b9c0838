// What the offline specs share: a site server of their own (server rendering on, as in production) over the
// built site, started for the file (useOfflineSite), the essential pages its manifest names, and what the
// service worker saved and a page shows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { validateSiteManifest } from '@gpa/site-server/site-manifest';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const root = path.join(__dirname, '..');
const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
export const OPENED = '/leac';
export const NEVER_OPENED = '/rates';

// Pages rendered on the server, as in production; a 2-core machine running many tests needs more than the
// production budget of 1.5 s (over it the server sends the client-rendered page, which the worker does not save).
// One client opens many pages at once (the worker saves the essential pages together) on a busy machine:
// no per-client render limit, no bound on renders at once, no shedding under load.
const RENDER = { budgetMs: 10_000, rendersPerMinute: Infinity, maxRenders: 16, maxLoad: 1 };

let server: http.Server;
/**
 * The file's site server: its address, and the pages the areas' route tables mark offlineEssential (read from
 * the manifest the service worker reads).
 */
export const offlineSite = { base: '', ESSENTIAL: [] as string[] };

/** The file's site server, started before its tests and closed after them. */
export function useOfflineSite(): void {
  test.beforeAll(async () => {
    server = http.createServer(
      createSiteApp({
        siteDir: path.join(root, 'deploy', 'site'),
        contentUrl: CONTENT_URL,
        contentCacheMs: 5000,
        render: RENDER,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    offlineSite.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const manifest = validateSiteManifest(
      await (await fetch(`${offlineSite.base}/site-manifest.json`)).json(),
    );
    offlineSite.ESSENTIAL = Object.values(manifest.areas).flatMap((area) =>
      (area.routes ?? []).filter((route) => route.offlineEssential).map((route) => route.path),
    );
    expect(offlineSite.ESSENTIAL).toContain('/power-alerts');
  });
  test.afterAll(
    () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  );
}

export const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline - this page was saved at' });
export const banner = (page: Page) => page.getByRole('region', { name: 'Notice' });

/** The paths of the pages the service worker has saved. */
export const savedPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('gpa-pages')).keys()).map((request) => new URL(request.url).pathname).sort(),
  );

/** Waits until the service worker controls the page and has saved these pages. */
export async function waitUntilSaved(page: Page, paths: string[]) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => savedPages(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(paths));
}

/** What a page shows online in a browser without the worker: its heading, its main text and the banner's. */
export async function onlineText(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  await page.goto(`${offlineSite.base}${pathname}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner(page)).toBeVisible();
  // Read once the page is as React leaves it without the visitor (hydrated, or held until used).
  await hydrated(page);
  const text = { main: await page.locator('main').innerText(), banner: await banner(page).innerText() };
  await page.close();
  return text;
}

/**
 * The network failing, both ways a test can make it fail: the browser offline, and the browser online with
 * every request aborted (navigator.onLine stays true, as on a phone whose Wi-Fi or cell has no data behind it).
 */
export const NETWORK_FAILURES = {
  'the browser offline': {
    fail: (context: BrowserContext) => context.setOffline(true),
    restore: (context: BrowserContext) => context.setOffline(false),
  },
  'every request aborted': {
    fail: (context: BrowserContext) => context.route('**/*', (route) => route.abort('internetdisconnected')),
    restore: (context: BrowserContext) => context.unroute('**/*'),
  },
};
