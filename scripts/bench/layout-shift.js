#!/usr/bin/env node
// Prints the cumulative layout shift (CLS) of the site's pages on a phone (375 px) and on desktop (1280 px):
// first visits (the page as the server renders it, then hydrated) and client-side navigations from the
// home page to a page of each area (a link click). Worst first. Goal (issue 6): CLS <= 0.02 everywhere.
// Needs the site running with server rendering (npm start, or the site server over deploy/site).
// Usage: node scripts/bench/layout-shift.js [baseUrl] [--all]
//   default: a representative set of routes; --all: every route the live site manifest publishes.
// Columns: cls = layout shifts without recent input (what Lighthouse and Core Web Vitals count); all = every
// shift, also those within 500 ms of the click (a navigation's jumps the visitor still sees); the biggest
// shift's moved elements help find the cause.
const { chromium } = require('@playwright/test');
const { visitorBrowser: launch } = require('@gpa/e2e/chromium');

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:8080';
const every = args.includes('--all');
const WIDTHS = [375, 1280];
const SETTLE_MS = 1000;
// Home with its banner, a page with tabs, pages with tables, a calculator, one text page per area.
const REPRESENTATIVE = [
  '/',
  '/leac',
  '/corporate/procurement',
  '/foia-reports',
  '/rates',
  '/rate-calculator',
  '/cybersecurity',
  '/corporate/human-resources',
  '/news-and-media',
  '/no-such-page',
];

/** Runs in the page before its scripts: records every layout shift from the start, with what moved. */
function recordLayoutShifts() {
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.id ? `#${node.id}` : '';
    const landmark = node.closest('header, main, footer')?.tagName.toLowerCase() ?? 'body';
    return `${landmark}>${node.tagName.toLowerCase()}${id}`;
  };
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        time: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

async function shiftsSince(page, time) {
  const shifts = await page.evaluate((since) => window.__shifts.filter((shift) => shift.time >= since), time);
  const sum = (list) => list.reduce((total, shift) => total + shift.value, 0);
  const biggest = shifts.reduce((top, shift) => (!top || shift.value > top.value ? shift : top), null);
  return {
    cls: sum(shifts.filter((shift) => !shift.hadRecentInput)),
    all: sum(shifts),
    cause: biggest ? `${biggest.value.toFixed(3)} ${[...new Set(biggest.sources)].join(' ')}` : '',
  };
}

/** The first route of each area that a visible link on the home page leads to (footer included). */
async function navigationTargets(page, manifest) {
  const hrefs = new Set(
    await page.$$eval('a[href^="/"]', (links) =>
      links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')),
    ),
  );
  return Object.entries(manifest.areas).flatMap(([area, entry]) => {
    const target = entry.routes.find((route) => route.path !== '/' && hrefs.has(route.path));
    return target ? [{ area, path: target.path }] : [];
  });
}

(async () => {
  const manifest = await (await fetch(`${base}/site-manifest.json`)).json();
  const published = Object.values(manifest.areas).flatMap((entry) => entry.routes.map((route) => route.path));
  const routes = every ? published.filter((path) => !path.includes(':')) : REPRESENTATIVE;
  const browser = await chromium.launch(launch);
  const rows = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    for (const path of routes) {
      await page.goto(base + path);
      await settle(page);
      rows.push({ width, visit: `load ${path}`, ...(await shiftsSince(page, 0)) });
    }
    await page.goto(base + '/');
    await settle(page);
    for (const { area, path } of await navigationTargets(page, manifest)) {
      await page.goto(base + '/');
      await settle(page);
      const clickedAt = await page.evaluate(() => performance.now());
      await page.locator(`a[href="${path}"]:visible`).first().click();
      await page.waitForURL(base + path);
      await settle(page);
      rows.push({ width, visit: `click / -> ${path} (${area})`, ...(await shiftsSince(page, clickedAt)) });
    }
    await context.close();
  }
  await browser.close();

  rows.sort((a, b) => b.cls - a.cls || b.all - a.all);
  const failing = rows.filter((row) => row.cls > 0.02).length;
  console.log(
    `${'width'.padEnd(6)}${'visit'.padEnd(60)}${'cls'.padStart(7)}${'all'.padStart(7)}  biggest shift`,
  );
  for (const row of rows) {
    console.log(
      `${String(row.width).padEnd(6)}${row.visit.padEnd(60)}${row.cls.toFixed(3).padStart(7)}${row.all.toFixed(3).padStart(7)}  ${row.cause}`,
    );
  }
  console.log(`${rows.length} visits, ${failing} over the 0.02 goal, worst ${rows[0]?.cls.toFixed(3)}`);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
