import { expect, expectAccessible, test, visit } from '../fixtures';
import {
  OPENED,
  NEVER_OPENED,
  offlineSite,
  useOfflineSite,
  offlineNotice,
  banner,
  waitUntilSaved,
  onlineText,
  NETWORK_FAILURES,
} from '../offlineSite';

// The pages people need during an outage, offline after one earlier visit: the essential pages and the pages
// opened, the install manifest, and a sign-up made offline (slow and failing networks: offline-network.spec.ts).

// Reduced motion: the home page's slideshow stays on its first slide, so its text compares between browsers.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
useOfflineSite();

test('after one visit, the essential pages and the pages opened work offline with their content, the banner and a notice', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // One visit: a page that is not an essential one, then one more opened by a link (in place).
  await visit(page, `${offlineSite.base}${OPENED}`);
  await waitUntilSaved(page, [...offlineSite.ESSENTIAL, OPENED]);
  await expect(offlineNotice(page)).toHaveCount(0);

  const reference = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  const expected = Object.fromEntries(
    await Promise.all(
      [...offlineSite.ESSENTIAL, OPENED].map(async (p) => [p, await onlineText(reference, p)] as const),
    ),
  );
  await reference.close();

  await page.context().setOffline(true);
  for (const pathname of [...offlineSite.ESSENTIAL, OPENED]) {
    await visit(page, `${offlineSite.base}${pathname}`);
    await expect(offlineNotice(page)).toBeVisible();
    await expect(offlineNotice(page)).toHaveText(
      /^You are offline - this page was saved at \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    await expect.poll(() => banner(page).innerText()).toBe(expected[pathname]?.banner);
    await expect.poll(() => page.locator('main').innerText()).toBe(expected[pathname]?.main);
  }

  // A page never opened: the offline page, with links to the saved ones, which open.
  await page.goto(`${offlineSite.base}${NEVER_OPENED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expectAccessible(page);
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(offlineSite.ESSENTIAL.length + 1);
  await page.getByRole('link', { name: 'Ways to Pay' }).click();
  await expect(page.locator('main h1')).toHaveText(/Ways to Pay/i);
  await expect(offlineNotice(page)).toBeVisible();

  // Back online: the notice goes, and a page loaded online has none.
  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
  await visit(page, `${offlineSite.base}/contact-us`);
  await expect(offlineNotice(page)).toHaveCount(0);

  // Online as far as the browser knows, every request failing: the worker's word, not navigator.onLine, shows it.
  await NETWORK_FAILURES['every request aborted'].fail(page.context());
  await visit(page, `${offlineSite.base}/power-alerts`);
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
  await page.goto(`${offlineSite.base}/contact-us`);
  const slowNotice = page
    .getByRole('status')
    .filter({ hasText: /^Slow connection - showing the copy saved at / });
  await expect(slowNotice).toBeVisible();
  release();
  await expect(slowNotice).toHaveCount(0, { timeout: 30_000 });
  await page.context().unroute(held);
});

test('installable: the page links a web app manifest with the name, icons, theme colour and start URL', async ({
  page,
}) => {
  await visit(page, `${offlineSite.base}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(`${offlineSite.base}${href}`);
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
    const file = await page.request.get(`${offlineSite.base}${icon.src}`);
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
  await visit(page, `${offlineSite.base}/newsletter-sign-up`);
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
