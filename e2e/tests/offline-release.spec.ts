import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, usePage, visit } from '../fixtures';
import { copySite, runScript } from '../areaRelease';

// The service worker and an operator's release and rollback of one area: on a COPY of deploy/site, served
// by its own site server (server rendering on). The second version is the first one's build copied with
// its page title changed: building a release is ops-release.spec.ts's subject, here only the switch of the
// site manifest matters, made with the operator's command that points an area at a deployed version.

const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const AREA = 'financials';
const PAGE = '/leac';
const TITLE = 'Levelized Energy Adjustment Clause (LEAC)';

test.use({ serviceWorkers: 'allow' });
// Pages rendered on the server, as in production; a 2-core machine running many tests needs more than the
// production budget of 1.5 s (over it the server sends the client-rendered page, which the worker does not save).
// One client opens many pages at once (the worker saves the essential pages together) on a busy machine:
// no per-client render limit, no bound on renders at once, no shedding under load.
const RENDER = { budgetMs: 10_000, rendersPerMinute: Infinity, maxRenders: 16, maxLoad: 1 };

/** Points the area at a deployed version with the operator's command; its output, or an error with it. */
async function switchTo(siteDir: string, version: string): Promise<string> {
  const { code, output } = await runScript('rollback.js', [AREA, version, '--site', siteDir]);
  if (code !== 0) throw new Error(output);
  return output;
}

/** A deployed copy of an area version with its page title changed, in browser and server code alike. */
function deployChangedCopy(siteDir: string, from: string, to: string, title: string) {
  const target = path.join(siteDir, 'areas', AREA, to);
  fs.cpSync(path.join(siteDir, 'areas', AREA, from), target, { recursive: true });
  let changed = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(TITLE)) continue;
    fs.writeFileSync(file, source.replaceAll(TITLE, title));
    // The build's compressed copies of the file would still send the old code: gone, the file is sent as it is.
    for (const variant of ['.br', '.gz']) fs.rmSync(`${file}${variant}`, { force: true });
    changed += 1;
  }
  if (changed === 0) throw new Error(`no file of ${AREA} ${from} names the page title "${TITLE}"`);
}

/** A copy of the built site, served by a site server of its own; `close` stops it and removes the copy. */
async function servedSiteCopy() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-offline-release-'));
  const siteDir = path.join(workDir, 'site');
  copySite(siteDir, (file) => !file.endsWith('.map'));
  const server = http.createServer(
    createSiteApp({ siteDir, contentUrl: CONTENT_URL, contentCacheMs: 5000, render: RENDER }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  return { siteDir, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

/**
 * Opens a page that may first be shown from its saved copy and then load again at the live builds: done
 * when its heading is the expected one, the page has loaded and nothing is in flight; then checked with axe.
 */
async function openLive(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.locator('main h1')).toHaveText(title);
  // A text-only page: its code runs once the visitor uses it.
  await usePage(page);
  await page.waitForLoadState('networkidle');
  // The area's own page, not the shell's fallback (which shows the route's title too).
  await expect(page.getByText('This part of the site is not available right now.')).toHaveCount(0);
  await expectAccessible(page);
}

const savedPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('gpa-pages')).keys()).map((request) => new URL(request.url).pathname),
  );
const cachedFiles = (page: Page, cache: string) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    cache,
  );

test('a release and a rollback of one area reach the saved pages on the next online visit; offline runs the rolled-back build', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { siteDir, base, close } = await servedSiteCopy();
  const v1 = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8')).areas[AREA]
    .version as string;
  const v2 = `${v1}-offline.1`;
  const v2Title = `${TITLE}, release ${v2}`;
  deployChangedCopy(siteDir, v1, v2, v2Title);

  // The shell's federation host loads an area's remoteEntry.js before running its code: proof of which build ran.
  const containerReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/areas/${AREA}/`) && pathname.endsWith('/remoteEntry.js'))
      containerReads.push(pathname);
  });
  const ranSince = (mark: number) => containerReads.slice(mark);
  const heading = page.locator('main h1');

  try {
    // First visit at v1: the page and the essential ones are saved.
    await visit(page, `${base}${PAGE}`);
    await expect(heading).toHaveText(TITLE);
    await expect
      .poll(() => savedPages(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([PAGE, '/']));
    // The worker keeps the area's files as the page loads them.
    await expect
      .poll(async () => (await cachedFiles(page, 'gpa-area-customer')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const customerFiles = await cachedFiles(page, 'gpa-area-customer');

    // Release: the next online visit runs v2, never the saved v1 copy's code.
    console.log(await switchTo(siteDir, v2));
    let mark = containerReads.length;
    await openLive(page, `${base}${PAGE}`, v2Title);
    expect(ranSince(mark)).not.toContain(`/areas/${AREA}/${v1}/remoteEntry.js`);

    // Rollback: the next online visit runs v1 again; v2's saved files go, the other areas' stay.
    console.log(await switchTo(siteDir, v1));
    mark = containerReads.length;
    await openLive(page, `${base}${PAGE}`, TITLE);
    expect(ranSince(mark)).not.toContain(`/areas/${AREA}/${v2}/remoteEntry.js`);
    await expect
      .poll(() => cachedFiles(page, `gpa-area-${AREA}`), { timeout: 30_000 })
      .not.toEqual(expect.arrayContaining([expect.stringContaining(`/${v2}/`)]));
    expect(await cachedFiles(page, 'gpa-area-customer')).toEqual(expect.arrayContaining(customerFiles));

    // Offline: the saved pages run the rolled-back build.
    await page.context().setOffline(true);
    await visit(page, `${base}${PAGE}`);
    await expect(heading).toHaveText(TITLE);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await visit(page, `${base}/`);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await close();
  }
});

test('the kill switch in the site manifest unregisters the service worker and clears its caches on the next visit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { siteDir, base, close } = await servedSiteCopy();
  const workerState = () =>
    page.evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).filter((name) => name.startsWith('gpa-')).length,
    }));
  try {
    await visit(page, `${base}/`);
    await expect
      .poll(() => savedPages(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/', '/contact-us']));
    expect(await workerState()).toMatchObject({ registrations: 1 });

    const { readSiteManifest, writeSiteManifest } = require('@gpa/site-server/site-manifest') as {
      readSiteManifest: (dir: string) => object;
      writeSiteManifest: (dir: string, manifest: object) => void;
    };
    writeSiteManifest(siteDir, { ...readSiteManifest(siteDir), serviceWorker: false });
    await visit(page, `${base}/`);
    await expect.poll(workerState, { timeout: 30_000 }).toEqual({ registrations: 0, caches: 0 });
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(false);
    await expect(page.locator('main h1')).toBeVisible();
    // Nothing is saved any more: offline, the browser has no page to show.
    await page.context().setOffline(true);
    await expect(page.goto(`${base}/contact-us`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(false);
    await visit(page, `${base}/contact-us`);
    expect(await workerState()).toEqual({ registrations: 0, caches: 0 });
  } finally {
    await close();
  }
});
