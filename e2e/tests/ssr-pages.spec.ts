// Server rendering: every published route arrives rendered, pages read without JavaScript, hydrate
// without a warning or a second content request, and a hung area or a dead content service still gives
// a working page.
import { type ConsoleMessage, type Page } from '@playwright/test';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { expect, expectAccessible, hydrated, isReacts, test } from '../fixtures';

interface Manifest {
  areas: Record<string, { version: string; routes: { path: string; title: string }[] }>;
}

/**
 * A site server in this process over the built site (or a changed copy of it). Its time budget is generous:
 * these tests check what is rendered on a shared, busy machine; the fallback tests set their own failures.
 */
// The public origin the site is configured with (SITE_URL): every URL the site writes uses it.
const SITE_URL = 'https://www.example.org';

async function startSite(options: {
  siteDir: string;
  contentUrl: string;
  budgetMs?: number;
  rendersPerMinute?: number;
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
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logs,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  };
}

const builtSite = path.join(__dirname, '..', '..', 'deploy', 'site');
const contentUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;

let site: Awaited<ReturnType<typeof startSite>>;
test.beforeAll(async () => {
  site = await startSite({ siteDir: builtSite, contentUrl });
});
test.afterAll(async () => site.close());
const at = (route: string) => `${site.url}${route}`;
const LEAC_HEADING = 'Levelized Energy Adjustment Clause (LEAC)';

const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

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
  site.logs.length = 0;
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
  expect(site.logs.filter((line) => /does not declare/.test(line))).toEqual([]);

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

/** Console messages that mean React threw the server's HTML away or found it different. */
function watchHydration(page: Page): string[] {
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
test("a hydrated page navigates in the browser: another area's page arrives without a document load and without a warning", async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto(at('/foia-reports'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FOIA Reports');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Guam Power Authority home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Guam Power Authority');
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

test('a hung area server build: the page still arrives within the budget, client-rendered, and works', async ({
  page,
}) => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-ssr-hung-'));
  fs.cpSync(builtSite, siteDir, { recursive: true });
  const manifestFile = path.join(siteDir, 'site-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  // The tools area's release whose server code never finishes a page.
  const liveTools = path.join(siteDir, 'areas', 'tools', manifest.areas.tools.version);
  fs.writeFileSync(
    path.join(liveTools, 'server', 'routes.js'),
    "exports.routes = [{ path: '/rate-calculator', title: 'Rate Calculator', page: () => new Promise(() => {}) }];",
  );
  const hungSite = await startSite({ siteDir, contentUrl, budgetMs: 1500 });
  try {
    const started = Date.now();
    const response = await page.request.get(`${hungSite.url}/rate-calculator`);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    // Other areas are not affected.
    await page.goto(`${hungSite.url}/rate-calculator`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate Calculator');
  } finally {
    await hungSite.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
});

test('over the render limit: the client-rendered page, and it works as the rendered one does', async ({
  page,
}) => {
  const limitedSite = await startSite({ siteDir: builtSite, contentUrl, rendersPerMinute: 1 });
  try {
    expect(await (await page.request.get(`${limitedSite.url}/leac`)).text()).toContain('id="query-state"');
    const response = await page.goto(`${limitedSite.url}/foia-reports`);
    const html = (await response?.text()) ?? '';
    expect(html, 'sent client-rendered').toContain('<div id="root"></div>');
    expect(html).not.toContain('id="query-state"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FOIA Reports');
    await expect(
      page.getByRole('link', { name: /FOIA Report - Fiscal Year 2025 Second Quarter/ }),
    ).toBeVisible();
    await expectAccessible(page);
  } finally {
    await limitedSite.close();
  }
});

test('a dead content service: pages still arrive with their static parts and the notice, and the site works', async ({
  page,
}) => {
  const deadContent = await startSite({ siteDir: builtSite, contentUrl: 'http://127.0.0.1:9' });
  try {
    const response = await page.request.get(`${deadContent.url}/foia-reports`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('We couldn&#x27;t load the FOIA reports right now.');
    await page.goto(`${deadContent.url}/foia-reports`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FOIA Reports');
    await expect(page.getByText("We couldn't load the FOIA reports right now.")).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await deadContent.close();
  }
});

test("an area's code unreachable from the browser: its server-rendered page gives way to the fallback (a text-only page when its code is needed), and Retry recovers", async ({
  page,
}) => {
  await page.route('**/areas/financials/**', (route) => route.abort('connectionrefused'));
  const unavailable = page.getByText('This part of the site is not available right now.');
  const response = await page.goto(at('/rateadjustment'));
  expect(await response?.text()).toContain('id="query-state"');
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);

  // A text-only page needs no code until the visitor uses it: the server's page stays, then the fallback.
  await page.goto(at('/leac'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEAC_HEADING);
  await expect(unavailable).toHaveCount(0);
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).focus();
  await expect(unavailable).toBeVisible();
  await page.unroute('**/areas/financials/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEAC_HEADING);
  await expect(page.getByRole('tab', { name: 'FUEL PURCHASES' })).toBeVisible();
});

test("a text-only page's first visit loads none of its area's code; focus in the page hydrates it in place (the same elements), and its tabs then answer the keys", async ({
  page,
}) => {
  const problems = watchHydration(page);
  const areaScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/areas/'))
      areaScripts.push(request.url());
  });
  await page.goto(at('/leac'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(areaScripts).toEqual([]);
  expect(await isReacts(page, 'main h1')).toBe(false);
  // The site's own parts work meanwhile: the menu opens and closes.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();

  await page.evaluate(() => Object.assign(window, { serverHeading: document.querySelector('main h1') }));
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).focus();
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  expect(areaScripts.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeading: Element }).serverHeading === document.querySelector('main h1'),
    ),
  ).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'PUC LEAC Orders' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('a link in a text-only page whose code is held opens its page in place, without a document load', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto(at('/corporate/about-us'));
  await hydrated(page);
  expect(await isReacts(page, 'main h1')).toBe(false);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('main').getByRole('link', { name: 'procurement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procurement');
  await expect(page).toHaveURL(at('/corporate/procurement'));
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});
