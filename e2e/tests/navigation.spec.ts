// Client navigation: the current page stays on screen (footer included) until the next one can show, the
// next page's code and content are fetched when the visitor points at a link, the site manifest is
// revalidated instead of downloaded again, and Back returns to where the visitor was.
import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, test, visit } from '../fixtures';

// The first of the footer's links of that name (a link may sit in two groups).
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true }).first();

test("a move to another area keeps the current page and the footer until the next page's code has arrived", async ({
  page,
}) => {
  await visit(page, '/cybersecurity');
  // Hold the financials area's code until the test lets it through.
  const held: Route[] = [];
  let release = false;
  await page.route('**/areas/financials/**', async (route) =>
    release ? route.continue() : void held.push(route),
  );

  await footerLink(page, 'LEAC').click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('main h1')).toHaveText('Cybersecurity');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Loading page…')).toHaveCount(0);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  const heading = page.locator('main h1');
  await expect(heading).toHaveText('Levelized Energy Adjustment Clause (LEAC)');
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/leac$/);
  await expectAccessible(page);
});

test("pointing at a link fetches the next page's code and declared content before the click", async ({
  page,
}) => {
  await visit(page, '/cybersecurity');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const ordersRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/financials-puc-leacs',
  );

  await footerLink(page, 'LEAC').hover();
  await ordersRead;
  expect(requested.some((path) => /^\/areas\/financials\/[^/]+\/remoteEntry\.js$/.test(path))).toBe(true);
  expect(requested).toContain('/api/financials-fuel-purchases');

  const before = requested.length;
  await footerLink(page, 'LEAC').click();
  await expect(page.locator('main h1')).toHaveText('Levelized Energy Adjustment Clause (LEAC)');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  // The notices are the one read renewed on every navigation, so an urgent change reaches open tabs.
  const pageReads = requested
    .slice(before)
    .filter((path) => path.startsWith('/api/') && path !== '/api/website-notifications');
  expect(pageReads, 'no page content asked again after the click').toEqual([]);
  await expectAccessible(page);
});

test('the site manifest is revalidated with its ETag (a return to the tab, a navigation after a few seconds), not downloaded again', async ({
  page,
}) => {
  // The server's page carries the manifest: the first read after it downloads it once (about 2 kB
  // compressed); every later one only asks whether it changed. A navigation reads it only when the last read
  // is a few seconds old (liveVersions.ts FRESH_FOR_MS); the visitor's return to the tab always does.
  const reads: { search: string; conditional: boolean; bodySize: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (new URL(request.url()).pathname !== '/site-manifest.json') return;
    reads.push({
      search: new URL(request.url()).search,
      conditional: Boolean((await request.allHeaders())['if-none-match']),
      bodySize: (await request.sizes()).responseBodySize,
    });
  });
  await visit(page, '/rates');
  for (const [link, heading] of [
    ['LEAC', 'Levelized Energy Adjustment Clause (LEAC)'],
    ['Rates', 'Rates'],
    ['LEAC', 'Levelized Energy Adjustment Clause (LEAC)'],
  ] as const) {
    await footerLink(page, link).click();
    await expect(page.locator('main h1')).toHaveText(heading);
    // The visitor comes back to the tab: the manifest is read again.
    const before = reads.length;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => reads.length).toBeGreaterThan(before);
  }
  expect(
    reads.every(({ search }) => search === ''),
    'no cache-busting parameter',
  ).toBe(true);
  for (const later of reads.slice(1))
    expect(later, 'a conditional request answered 304, without a body').toMatchObject({
      conditional: true,
      bodySize: 0,
    });
  await expectAccessible(page);
});

test('a followed link opens the next page at its top; Back returns to where the visitor was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await visit(page, '/corporate/procurement');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

  // A click through the DOM: Playwright's own click would first scroll the footer link into view.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/rates"]')?.click());
  await expect(page.locator('main h1')).toHaveText('Rates');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Procurement');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText('Rates');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);
});
