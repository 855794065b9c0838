// Every published route as a visitor gets it (rendered on the server, hydrated, compressed): loaded at 375 px
// and widened to 1280, it has its route's heading and no failed content read, no console error, no page error, no
// DevTools issue (a CSP refusal is one) and no hydration warning, hydrates without asking again for the
// content it came with, every picture carries its size, no page is wider than the window (320 px too) nor has
// a table cut without saying so, axe finds nothing, and the server's HTML passes the Nu HTML Checker. A page that holds its code loads none of
// it until used (at 1280 px it is used, and hydrates in place); a page that loads its code at once has a
// control in it that needs the code.
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  expect,
  expectAccessible,
  holdsItsCode,
  hydrated,
  markHeading,
  sameHeading,
  tapPage,
  test,
  watchAreaScripts,
  watchIssues,
  watchProblems,
} from '../fixtures';

// The file's tests are independent and its longest: both workers share them, so neither waits on the other
// at the end of the run.
test.describe.configure({ mode: 'parallel' });

interface Route {
  path: string;
  title: string;
}

interface Manifest {
  areas: Record<string, { routes: Route[] }>;
}

// The shell's own pages, a page's other view (a declared query parameter) and the search page with results.
const EXTRA_VIEWS = ['/corporate/financials?tab=ar', '/search', '/search?q=leac', '/maintenance'];

/** Each area's routes that have one address (no parameter in the path). */
async function publishedRoutes(page: Page): Promise<Record<string, Route[]>> {
  const manifest = (await (await page.request.get('/site-manifest.json')).json()) as Manifest;
  return Object.fromEntries(
    Object.entries(manifest.areas).map(([area, { routes }]) => [
      area,
      routes.filter((route) => !/[:*]/.test(route.path)),
    ]),
  );
}

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The scroll boxes of tables cut at the window's width whose hint does not say so ("Scroll the table sideways"). */
async function silentlyCutTables(page: Page): Promise<string[]> {
  return page.$$eval('main [role="region"]:has(> table)', (boxes) =>
    boxes
      .filter(
        (box) =>
          box.scrollWidth > box.clientWidth + 1 &&
          ![...(box.parentElement?.children ?? [])].some(
            (next) => next.textContent?.includes('Scroll the table sideways') && next.checkVisibility(),
          ),
      )
      .map((box) => box.getAttribute('aria-label') ?? 'a table'),
  );
}

/**
 * Every content read the page makes from now on (a server-rendered page comes with its content), and how often
 * it asked for the change stream meanwhile (asked again after a break, the shell reads everything again).
 */
function watchContentReads(page: Page): { reads: string[]; streams: string[] } {
  const reads: string[] = [];
  const streams: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(request.url());
    if (pathname === '/events') streams.push(request.url());
  });
  return { reads, streams };
}

// Something in the page that does nothing without its code: a form, a field, a button other than a tab's.
const NEEDS_CODE = 'main :is(form, input, select, textarea, button:not([role="tab"]))';

// Pages of text that still load their code at once, and why.
const CODE_AT_ONCE: Record<string, string> = {
  '/news-and-media': "its page size follows the window's width, which the server cannot know",
};

/** Taps a page that holds its code: whether React hydrated the server's elements in place. */
async function hydratesInPlace(page: Page): Promise<boolean> {
  await markHeading(page);
  await tapPage(page);
  return sameHeading(page);
}

/**
 * Loads a route at a phone's width and waits until it has loaded and React has hydrated it. Returns what the
 * site server's render cache did for it (`x-render-cache`: `busy`, `limited` and `failed` send the page
 * client-rendered).
 */
async function load(page: Page, route: string): Promise<string> {
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(route);
  expect(response?.status(), route).toBeLessThan(400);
  await expect(page.locator('main h1')).toBeVisible();
  await hydrated(page);
  return response?.headers()['x-render-cache'] ?? 'no x-render-cache';
}

for (const area of ['customer', 'corporate', 'financials', 'tools']) {
  test(`every ${area} page at 375 (and 320) and 1280 px: its heading, no failed read, no console or page error or DevTools issue, no content read again, no sideways scroll, no axe violation`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const routes: { path: string; title?: string }[] = (await publishedRoutes(page))[area] ?? [];
    expect(routes.length).toBeGreaterThan(0);
    // The shell's pages travel with the customer area's; a second view with the financials.
    if (area === 'customer') routes.push({ path: '/search?q=leac' }, { path: '/maintenance' });
    if (area === 'financials') routes.push({ path: '/corporate/financials?tab=ar' });
    // Other test files publish content meanwhile, and the change stream would rightly have a page read it
    // again (a held page load its code to show it): each page is checked here as it arrived.
    await page.route(
      (url) => url.pathname === '/events',
      (route) => route.fulfill({ contentType: 'text/event-stream', body: 'retry: 600000\n\n' }),
    );
    const problems = watchProblems(page);
    const issues = await watchIssues(page);
    const contentReads = watchContentReads(page);
    const areaScripts = watchAreaScripts(page);
    const found: string[] = [];
    for (const { path: route, title } of routes) {
      areaScripts.splice(0);
      // One load per page: checked at 375 px, then at 320 and at 1280 as the window widens.
      const renderCache = await load(page, route);
      // A page the server could not render reads its content and loads its code in the browser: the findings
      // that follow from that name it (the reason is in the site server's warnings, in the run's output).
      if (!(await page.locator('script#query-state').count()))
        found.push(`${route}: sent client-rendered (x-render-cache: ${renderCache})`);
      const held = await holdsItsCode(page);
      // The home page's heading greets; every other page is headed by its route's title.
      if (title && route !== '/' && (await page.locator('main h1').innerText()) !== title)
        found.push(`${route}: h1 is not "${title}"`);
      if (await page.locator('main [role="alert"]').count())
        found.push(`${route}: ${await page.locator('main [role="alert"]').first().innerText()}`);
      // A picture's box has its size before the picture arrives: nothing below it moves.
      const unsized = await page.locator('main img:not([width][height])').count();
      if (unsized) found.push(`${route}: ${unsized} picture(s) without width and height`);
      if ((await documentWidth(page)) > 375)
        found.push(`${route} at 375 px: ${await documentWidth(page)} px wide`);
      for (const table of await silentlyCutTables(page))
        found.push(`${route} at 375 px: ${table} cut, no hint`);
      await page.setViewportSize({ width: 320, height: 800 });
      if ((await documentWidth(page)) > 320)
        found.push(`${route} at 320 px: ${await documentWidth(page)} px wide`);
      for (const table of await silentlyCutTables(page))
        found.push(`${route} at 320 px: ${table} cut, no hint`);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(page);
      if (held && areaScripts.length) found.push(`${route}: holds its code, yet loaded ${areaScripts[0]}`);
      if (!held && title && !CODE_AT_ONCE[route] && (await page.locator(NEEDS_CODE).count()) === 0)
        found.push(
          `${route}: loads its code at once with nothing that needs it (its route: pageCode 'whenUsed')`,
        );
      await page.setViewportSize({ width: 1280, height: 800 });
      if (held && !(await hydratesInPlace(page)))
        found.push(`${route}: used, it rendered anew, not in place`);
      if ((await documentWidth(page)) > 1280)
        found.push(`${route} at 1280 px: ${await documentWidth(page)} px wide`);
      await expectAccessible(page);
      found.push(...problems.splice(0).map((problem) => `${route}: ${problem}`));
      found.push(...issues.splice(0).map((issue) => `${route}: DevTools issue ${issue}`));
      const streams = contentReads.streams.splice(0).length;
      found.push(
        ...contentReads.reads
          .splice(0)
          .map(
            (read) =>
              `${route}: content read again in the browser: ${read} (the change stream asked for ${streams} time(s))`,
          ),
      );
    }
    expect(found).toEqual([]);
  });
}

test("a script the page's policy refuses is a DevTools issue the checks above report", async ({ page }) => {
  await page.goto('/leac');
  const issues = await watchIssues(page);
  await page.addScriptTag({ content: 'document.title = "inline";' }).catch(() => undefined);
  await expect.poll(() => issues.join('\n')).toContain('ContentSecurityPolicyIssue');
  expect(await page.title()).not.toBe('inline');
});

// The checker's CSS grammar predates container queries (in every browser since 2023), which the tables use
// to show their scroll hint only while cut: its word on those two is no error.
const OUTDATED_CSS_CHECK =
  /^CSS: (“container-type”: Property “container-type” doesn't exist|Unrecognized at-rule “@container”)/;

test("the server's HTML of every published route has no error in the Nu HTML Checker", async ({ page }) => {
  test.setTimeout(300_000);
  const routes = [
    ...Object.values(await publishedRoutes(page)).flatMap((list) => list.map((route) => route.path)),
    ...EXTRA_VIEWS,
    '/no/such/page',
  ];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-vnu-'));
  try {
    // One page at a time, as a visitor asks: a burst of renders from one client would be answered with
    // client-rendered pages ("busy"), here and in the tests running beside this one.
    const files: string[] = [];
    for (const [index, route] of routes.entries()) {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, await (await page.request.get(route)).text());
      files.push(file);
    }
    const jar = String(require('vnu-jar'));
    // The checker exits non-zero when it finds errors; its JSON report is what the test reads.
    const run = await promisify(execFile)(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    const { messages } = JSON.parse(run.stdout) as {
      messages: { url: string; message: string; extract?: string }[];
    };
    const routeOf = (url: string) => routes[Number(/(\d+)\.html$/.exec(url)?.[1])];
    expect(
      messages
        .filter(({ message }) => !OUTDATED_CSS_CHECK.test(message))
        .map(({ url, message, extract }) => `${routeOf(url)}: ${message} (${extract?.trim().slice(0, 120)})`),
    ).toEqual([]);
    expect(files).toHaveLength(routes.length);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
