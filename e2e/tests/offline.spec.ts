import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { validateSiteManifest } from '@gpa/site-server/site-manifest';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, test, visit } from '../fixtures';

// The pages people need during an outage, offline after one earlier visit: a site server of its own
// (server rendering on, as in production) over the built site, a browser context with the service worker.

const root = path.join(__dirname, '..', '..');
const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const OPENED = '/leac';
const NEVER_OPENED = '/rates';

// Reduced motion: the home page's slideshow stays on its first slide, so its text compares between browsers.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
// Pages rendered on the server, as in production; a 2-core machine running many tests needs more than the
// production budget of 1.5 s (over it the server sends the client-rendered page, which the worker does not save).
// One client opens many pages at once (the worker saves the essential pages together) on a busy machine:
// no per-client render limit, no bound on renders at once, no shedding under load.
const RENDER = { budgetMs: 10_000, rendersPerMinute: Infinity, maxRenders: 16, maxLoad: 1 };

let server: http.Server;
let base: string;
// The pages the areas' route tables mark offlineEssential, read from the manifest the service worker reads.
let ESSENTIAL: string[];
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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const manifest = validateSiteManifest(await (await fetch(`${base}/site-manifest.json`)).json());
  ESSENTIAL = Object.values(manifest.areas).flatMap((area) =>
    (area.routes ?? []).filter((route) => route.offlineEssential).map((route) => route.path),
  );
  expect(ESSENTIAL).toContain('/power-alerts');
});
test.afterAll(
  () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
);

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline - this page was saved at' });
const banner = (page: Page) => page.getByRole('region', { name: 'Notice' });

/** The paths of the pages the service worker has saved. */
const savedPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('gpa-pages')).keys()).map((request) => new URL(request.url).pathname).sort(),
  );

/** Waits until the service worker controls the page and has saved these pages. */
async function waitUntilSaved(page: Page, paths: string[]) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => savedPages(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(paths));
}

/** What a page shows online in a browser without the worker: its heading, its main text and the banner's. */
async function onlineText(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  await page.goto(`${base}${pathname}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner(page)).toBeVisible();
  // Read once React has hydrated the page: controls such as the slideshow's follow the visitor's settings then.
  await hydrated(page);
  const text = { main: await page.locator('main').innerText(), banner: await banner(page).innerText() };
  await page.close();
  return text;
}

test('after one visit, the essential pages and the pages opened work offline with their content, the banner and a notice', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // One visit: a page that is not an essential one, then one more opened by a link (in place).
  await visit(page, `${base}${OPENED}`);
  await waitUntilSaved(page, [...ESSENTIAL, OPENED]);
  await expect(offlineNotice(page)).toHaveCount(0);

  const reference = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  const expected = Object.fromEntries(
    await Promise.all([...ESSENTIAL, OPENED].map(async (p) => [p, await onlineText(reference, p)] as const)),
  );
  await reference.close();

  await page.context().setOffline(true);
  for (const pathname of [...ESSENTIAL, OPENED]) {
    await visit(page, `${base}${pathname}`);
    await expect(offlineNotice(page)).toBeVisible();
    await expect(offlineNotice(page)).toHaveText(
      /^You are offline - this page was saved at \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    await expect.poll(() => banner(page).innerText()).toBe(expected[pathname]?.banner);
    await expect.poll(() => page.locator('main').innerText()).toBe(expected[pathname]?.main);
  }

  // A page never opened: the offline page, with links to the saved ones, which open.
  await page.goto(`${base}${NEVER_OPENED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expectAccessible(page);
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(ESSENTIAL.length + 1);
  await page.getByRole('link', { name: 'Ways to Pay' }).click();
  await expect(page.locator('main h1')).toHaveText(/Ways to Pay/i);
  await expect(offlineNotice(page)).toBeVisible();

  // Back online: the notice goes, and a page loaded online has none.
  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await visit(page, `${base}/contact-us`);
  await expect(offlineNotice(page)).toHaveCount(0);

  // Online as far as the browser knows, every request failing: the worker's word, not navigator.onLine, shows it.
  await NETWORK_FAILURES['every request aborted'].fail(page.context());
  await visit(page, `${base}/power-alerts`);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(offlineNotice(page)).toBeVisible();
  await NETWORK_FAILURES['every request aborted'].restore(page.context());
  await expect(offlineNotice(page)).toHaveCount(0, { timeout: 30_000 });

  // A network slower than the wait: the worker answers with the copy and says so; the notice goes when the
  // network's answers come (held here until the notice is seen).
  let release = () => undefined as void;
  const slowNetwork = new Promise<void>((resolve) => (release = resolve));
  const held = (url: URL) => url.pathname === '/contact-us' || url.pathname === '/healthz';
  await page.context().route(held, async (route) => {
    await slowNetwork;
    await route.continue();
  });
  await page.goto(`${base}/contact-us`);
  const slowNotice = page
    .getByRole('status')
    .filter({ hasText: /^Slow connection - showing the copy saved at / });
  await expect(slowNotice).toBeVisible();
  release();
  await expect(slowNotice).toHaveCount(0, { timeout: 30_000 });
  await page.context().unroute(held);
});

/**
 * The network failing, both ways a test can make it fail: the browser offline, and the browser online with
 * every request aborted (navigator.onLine stays true, as on a phone whose Wi-Fi or cell has no data behind it).
 */
const NETWORK_FAILURES = {
  'the browser offline': {
    fail: (context: BrowserContext) => context.setOffline(true),
    restore: (context: BrowserContext) => context.setOffline(false),
  },
  'every request aborted': {
    fail: (context: BrowserContext) => context.route('**/*', (route) => route.abort('internetdisconnected')),
    restore: (context: BrowserContext) => context.unroute('**/*'),
  },
};

for (const [failure, network] of Object.entries(NETWORK_FAILURES)) {
  test(`${failure}: a saved page says it is the copy saved at its time until a request reaches the network; a page not saved, reached by a link, says the visitor is offline and opens by itself when the network returns; so does the offline page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const context = page.context();
    await visit(page, `${base}/ways-to-pay`);
    await waitUntilSaved(page, ESSENTIAL);
    await network.fail(context);
    await visit(page, `${base}/ways-to-pay`);
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
    await page.goto(`${base}${NEVER_OPENED}`);
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
    await expect(page).toHaveURL(`${base}${NEVER_OPENED}`);
  });
}

test('installable: the page links a web app manifest with the name, icons, theme colour and start URL', async ({
  page,
}) => {
  await visit(page, `${base}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(`${base}${href}`);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Guam Power Authority',
    short_name: 'GPA',
    start_url: '/',
    display: 'standalone',
    theme_color: '#003b6f',
  });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await page.request.get(`${base}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') {
      const png = await file.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }
  // Chromium's own verdict, once the service worker controls the page.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  // A test browser context is incognito, where Chromium never offers to install: every other criterion holds.
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
});

test('a sign-up made offline is kept with its key, the visitor is told, and it is sent once when the connection returns', async ({
  page,
}) => {
  await visit(page, `${base}/newsletter-sign-up`);
  const fields = {
    'First Name': 'Offline',
    'Last Name': 'Visitor',
    'Phone Number': '6715550123',
    'Email Address': `offline-${Date.now()}@example.org`,
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  const keys: string[] = [];
  const answers: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/e-newsletters'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/e-newsletters'))
      answers.push(response.status());
  });

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText(
      'You are offline. Your details are kept and will be sent as soon as the connection returns',
    ),
  ).toBeVisible();
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  expect(answers).toEqual([]);

  await page.context().setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Newsletter Subscription' })).toContainText(
    'Thank you for subscribing to our newsletter.',
  );
  expect(answers).toEqual([201]);
  // Every attempt, the one made offline included, carried the same key: the server stores it once.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
});

// Chromium DevTools' "Slow 3G": 2 s of latency, 50 KB/s each way.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const savedAtOf = (page: Page, pathname: string) =>
  page.evaluate(
    async (url) => (await (await caches.open('gpa-pages')).match(url))?.headers.get('x-saved-at'),
    `${base}${pathname}`,
  );

test('on slow 3G a repeat visit shows the saved copy at once, the fresh copy is fetched meanwhile, and nothing shifts', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const pathname = '/ways-to-pay';
  await visit(page, `${base}${pathname}`);
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
  const response = await page.goto(`${base}${pathname}`, { waitUntil: 'commit' });
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
