#!/usr/bin/env node
// Offline support in figures, with the site running (server rendering on) and its content service:
//  1. what it adds to a first visit: bytes the page itself loads for it (compressed, as transferred), and
//     what the service worker downloads in the background once the page is interactive (its script, the
//     essential pages and their files);
//  2. repeat-visit LCP on a slow profile (Chromium's "Slow 3G": 2 s latency, 50 KB/s, and the CPU 4x
//     slower), with the service worker and without it (then the browser's HTTP cache serves the hashed
//     files), median of --runs per route.
// Usage: node scripts/bench/offline.js [siteUrl] [--runs 3] [--routes /,/ways-to-pay]
const zlib = require('node:zlib');
const { chromium } = require('@playwright/test');
const { visitorBrowser: launch } = require('@gpa/e2e/chromium');
const { median } = require('../lib/figures');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const base =
  args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'http://127.0.0.1:8080';
const runs = Number(option('runs', 3));
const routes = option('routes', '/,/power-alerts,/ways-to-pay,/contact-us').split(',');
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const OFFLINE_CHUNK_TEXT = 'You are offline - this page was saved at';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (list) => list.reduce((total, item) => total + item.bytes, 0);
const gzipped = async (url) => zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;

/** Polls `check` in the page (it may be async) until it is true, for up to two minutes. */
async function until(page, check, arg) {
  for (const deadline = Date.now() + 120_000; !(await page.evaluate(check, arg));) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: still waiting for ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Done when the worker controls the page and has saved the essential pages and this one. */
async function waitUntilSaved(page, route) {
  await until(page, () => Boolean(navigator.serviceWorker.controller));
  await until(
    page,
    async (url) => {
      const cache = await caches.open('gpa-pages');
      return (await cache.keys()).length >= 5 && Boolean(await cache.match(url));
    },
    `${base}${route}`,
  );
  await page.waitForLoadState('networkidle');
}

async function firstVisitCost(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await waitUntilSaved(page, '/');
  // What the page itself transferred (headers and compressed bodies, from its resource timing).
  const transfers = await page.evaluate(() => [
    { url: location.href, bytes: performance.getEntriesByType('navigation')[0].transferSize },
    ...performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, bytes: entry.transferSize })),
  ]);
  const offlineChunk = [];
  for (const transfer of transfers.filter(({ url }) => url.endsWith('.js'))) {
    if ((await (await fetch(transfer.url)).text()).includes(OFFLINE_CHUNK_TEXT)) offlineChunk.push(transfer);
  }
  const saved = await page.evaluate(async () => {
    let [bytes, count] = [0, 0];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
        count += 1;
      }
    }
    return { bytes, count };
  });
  await context.close();
  return {
    page: sum(transfers),
    offlineChunk: sum(offlineChunk),
    manifestFiles: sum(transfers.filter(({ url }) => /manifest\.webmanifest|\/icons\//.test(url))),
    workerScript: await gzipped(`${base}/sw.js`),
    saved,
  };
}

async function lcpOf(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

/** One repeat visit on the slow profile, after a first visit on a fast connection. */
async function repeatVisitLcp(browser, route, withWorker) {
  const context = await browser.newContext({ serviceWorkers: withWorker ? 'allow' : 'block' });
  const page = await context.newPage();
  await page.goto(`${base}${route}`);
  if (withWorker) await waitUntilSaved(page, route);
  else await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${route}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  const lcp = await lcpOf(page);
  await context.close();
  return lcp;
}

async function main() {
  const browser = await chromium.launch(launch);
  try {
    const cost = await firstVisitCost(browser);
    console.log(`First visit of ${base}/ (compressed bytes):`);
    console.log(`  everything the page transferred: ${kb(cost.page)}`);
    console.log(
      `  of which offline support, after the page is interactive: its chunk ${kb(cost.offlineChunk)}, web app manifest and icons ${kb(cost.manifestFiles)}`,
    );
    console.log(
      `  the worker's script (gzip), fetched by the browser in the background: ${kb(cost.workerScript)}`,
    );
    console.log(
      `  saved for offline use by the worker, in the background: ${cost.saved.count} answers, ${kb(cost.saved.bytes)} as stored (decoded)`,
    );
    console.log('');
    console.log(
      `Repeat visit on Slow 3G (2 s latency, 50 KB/s) and 4x CPU slowdown, LCP median of ${runs} runs:`,
    );
    console.log('| route | without service worker | with service worker |');
    console.log('| --- | --- | --- |');
    for (const route of routes) {
      const without = [];
      const withWorker = [];
      for (let run = 0; run < runs; run += 1) {
        without.push(await repeatVisitLcp(browser, route, false));
        withWorker.push(await repeatVisitLcp(browser, route, true));
      }
      console.log(`| ${route} | ${Math.round(median(without))} ms | ${Math.round(median(withWorker))} ms |`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
