import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from '../fixtures';
import {
  NEVER_OPENED,
  offlineSite,
  useOfflineSite,
  offlineNotice,
  waitUntilSaved,
  onlineText,
  NETWORK_FAILURES,
} from '../offlineSite';

// The saved pages when the network fails or crawls: a saved page says it is the copy saved at its time until
// a request reaches the network, and on slow 3G a repeat visit shows the saved copy at once.

// Reduced motion: the home page's slideshow stays on its first slide, so its text compares between browsers.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
useOfflineSite();

for (const [failure, network] of Object.entries(NETWORK_FAILURES)) {
  test(`${failure}: a saved page says it is the copy saved at its time until a request reaches the network; a page not saved, reached by a link, says the visitor is offline and opens by itself when the network returns; so does the offline page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const context = page.context();
    await visit(page, `${offlineSite.base}/ways-to-pay`);
    await waitUntilSaved(page, offlineSite.ESSENTIAL);
    await network.fail(context);
    await visit(page, `${offlineSite.base}/ways-to-pay`);
    await expect(offlineNotice(page)).toBeVisible();

    // A page of another area's code, never opened: one message, not the saved-at bar of the page left behind.
    const footer = page.getByRole('contentinfo');
    const about = footer.getByRole('button', { name: 'About Us' });
    if ((await about.count()) && (await about.getAttribute('aria-expanded')) === 'false') await about.click();
    await footer.getByRole('link', { name: 'Financials', exact: true }).click();
    await expect(
      page.getByText('You are offline, and this page has not been saved on this device.'),
    ).toBeVisible();
    await expect(page.getByText('This part of the site is not available right now.')).toHaveCount(0);
    await expect(offlineNotice(page)).toBeHidden();
    await expectAccessible(page);
    // The network returns: the page opens by itself, no Retry pressed.
    await network.restore(context);
    await expect(page.locator('main h1')).toHaveText('Financials', { timeout: 30_000 });
    await expect(page.getByText('You are offline')).toHaveCount(0);

    // An address never saved: the offline page, in the site's font; it opens the page once the network returns.
    await network.fail(context);
    await page.goto(`${offlineSite.base}${NEVER_OPENED}`);
    const heading = page.getByRole('heading', { level: 1, name: 'You are offline' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Liberation Sans',
    );
    await expect(page.getByRole('main')).toContainText(
      'This page opens by itself once the connection returns.',
    );
    await network.restore(context);
    await expect(page.locator('main h1')).not.toHaveText('You are offline', { timeout: 30_000 });
    await expect(page).toHaveURL(`${offlineSite.base}${NEVER_OPENED}`);
  });
}

// Chromium DevTools' "Slow 3G": 2 s of latency, 50 KB/s each way.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const savedAtOf = (page: Page, pathname: string) =>
  page.evaluate(
    async (url) => (await (await caches.open('gpa-pages')).match(url))?.headers.get('x-saved-at'),
    `${offlineSite.base}${pathname}`,
  );

test('on slow 3G a repeat visit shows the saved copy at once, the fresh copy is fetched meanwhile, and nothing shifts', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const pathname = '/ways-to-pay';
  await visit(page, `${offlineSite.base}${pathname}`);
  await waitUntilSaved(page, [pathname]);
  const savedBefore = await savedAtOf(page, pathname);
  const reference = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  const expected = await onlineText(reference, pathname);
  await reference.close();

  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  // Once hydrated, a page shown from its saved copy online reads its content again.
  const contentRead = page.waitForResponse((answer) => new URL(answer.url()).pathname.startsWith('/api/'), {
    timeout: 120_000,
  });
  const response = await page.goto(`${offlineSite.base}${pathname}`, { waitUntil: 'commit' });
  // The page came from the worker's saved copy, with its content; the worker fetches the fresh one meanwhile.
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => page.locator('main').innerText()).toBe(expected.main);
  await expect.poll(() => savedAtOf(page, pathname), { timeout: 120_000 }).not.toBe(savedBefore);
  // The content read again and shown in place: no layout shift.
  await contentRead;
  await expect.poll(() => page.locator('main').innerText()).toBe(expected.main);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total),
  ).toBeLessThanOrEqual(0.02);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});
