// Server rendering: every published route arrives rendered, robots.txt and the sitemap list the published
// pages, pages read without JavaScript, and a phone's page does not shift (hydration and failures:
// ssr-pages-*.spec.ts).
import { expect, hydrated, test } from '../fixtures';
import { type Manifest, SITE_URL, useSite, at, mainText, siteLogs } from '../ssrSite';

useSite({ searchIndexAtStart: true });

test('every published route arrives rendered on the server: one h1 and text in main, title, canonical, policy', async ({
  request,
}) => {
  const manifest = (await (await request.get(at('/site-manifest.json'))).json()) as Manifest;
  const paths = Object.values(manifest.areas).flatMap((area) =>
    area.routes.map((route) => route.path).filter((route) => !/[:*]/.test(route)),
  );
  expect(paths.length).toBeGreaterThan(3);
  // Pages whose content depends on a declared parameter, in each of its views.
  const views = ['ccr', 'ar', 'bonds', 'travel'].map((tab) => `/corporate/financials?tab=${tab}`);
  siteLogs().length = 0;
  for (const route of [...paths, ...views, '/search', '/search?q=rates']) {
    const response = await request.get(at(route));
    expect(response.status(), route).toBe(200);
    expect(response.headers()['x-render-cache'], `${route} was rendered`).toBe('miss');
    const html = await response.text();
    expect(html, `${route} is rendered on the server`).toContain('id="query-state"');
    expect(html, `${route} has no part left for the browser to reveal`).not.toContain('<!--$?-->');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main.match(/<h1[\s>]/g), `${route} has one h1 in main`).toHaveLength(1);
    expect(mainText(html).length, `${route} has text in main`).toBeGreaterThan(20);
    expect(html.match(/<title>/g), route).toHaveLength(1);
    expect(html).toContain('<link rel="canonical"');
    expect(response.headers()['content-security-policy']).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/,
    );
  }

  // One render per page: every content read a page makes is declared with its route.
  expect(siteLogs().filter((line) => /does not declare/.test(line))).toEqual([]);

  const home = await (await request.get(at('/'))).text();
  expect(home).toContain('<title>Guam Power Authority</title>');
  const calculator = await (await request.get(at('/rate-calculator'))).text();
  expect(calculator).toContain('<title>Rate Calculator | Guam Power Authority</title>');
  expect(calculator).toMatch(/<link rel="preload" as="script" href="\/areas\/tools\/[^"]+\/remoteEntry\.js"/);
  // A parameter the route does not declare changes nothing and is not part of the canonical address.
  const tagged = await (await request.get(at('/corporate/financials?utm_source=mail&tab=ar'))).text();
  expect(tagged).toContain(`<link rel="canonical" href="${SITE_URL}/corporate/financials?tab=ar" />`);
  const missing = await request.get(at('/no/such/page'));
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Error 404 Page Not Found');
});

test('robots.txt and sitemap.xml list the published pages; server builds are not public', async ({
  request,
}) => {
  const robots = await request.get(at('/robots.txt'));
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/leac</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}/foia-reports</loc>`);
  expect((await request.get(at('/server/shell.js'))).status()).toBe(404);
  const manifest = (await (await request.get(at('/site-manifest.json'))).json()) as Manifest;
  expect(
    (await request.get(at(`/areas/tools/${manifest.areas.tools!.version}/server/routes.js`))).status(),
  ).toBe(404);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: route, heading, content } of [
    { path: '/corporate/human-resources/leaves', heading: 'Leaves', content: 'main table' },
    { path: '/foia-reports', heading: 'FOIA Reports', content: 'main a[href*="/uploads/"]' },
    { path: '/cybersecurity', heading: 'Cybersecurity', content: 'main button, main summary, main h2' },
  ]) {
    test(`${route} shows its heading and its content from the content service`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(route));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator(content).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      // axe needs JavaScript: the final check of the fixture is for pages with it.
      await page.goto('about:blank');
    });
  }
});

/** Runs before the page's scripts: keeps every layout shift the page makes, from its first paint. */
function recordLayoutShifts() {
  const shifts: { value: number; hadRecentInput: boolean }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as typeof shifts))).observe({
    type: 'layout-shift',
    buffered: true,
  });
}

test.describe('on a phone, no layout shift', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // The home page with the notification banner, a page with tabs, a page with tables.
  for (const route of ['/', '/leac', '/corporate/procurement']) {
    test(`${route}: the server's HTML is the final layout (CLS <= 0.02 once loaded and hydrated)`, async ({
      page,
    }) => {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(at(route));
      await expect(page.locator('main h1')).toBeVisible();
      // Loaded (goto waits for the load event: images and styles), hydrated, fonts in, and the frames after
      // hydration painted: what the page does to its layout after that it does on a visitor's input.
      await hydrated(page);
      await page.evaluate(() =>
        document.fonts.ready.then(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        ),
      );
      const cls = await page.evaluate(() =>
        (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
      );
      expect(cls).toBeLessThanOrEqual(0.02);
    });
  }

  test('before any script runs, the header, the footer groups and the notice are in their phone arrangement', async ({
    browser,
  }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await page.goto(at('/'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(header.getByRole('search')).toBeHidden();
    await expect(header.getByRole('region', { name: 'Notice' })).toContainText('Scheduled maintenance');
    const footer = page.getByRole('contentinfo');
    // The groups are closed disclosures on a phone, and open without any script (native <details>).
    const rates = footer.locator('summary', { hasText: 'Rate Information' });
    await expect(rates).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Rate Calculator' })).toBeHidden();
    await rates.click();
    await expect(footer.getByRole('link', { name: 'Rate Calculator' })).toBeVisible();
    await page.close();
  });
});
