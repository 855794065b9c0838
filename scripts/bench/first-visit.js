#!/usr/bin/env node
// Prints what a first visit to each area's page costs: JavaScript transferred per area and in all,
// requests, and time until the page's heading shows. Needs the site running (npm start).
// Usage: node scripts/bench/first-visit.js [baseUrl]
const { chromium } = require('@playwright/test');
const launch = require('../../e2e/chromium');

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const PAGES = ['/', '/cybersecurity', '/foia-reports', '/leac', '/rate-calculator'];

(async () => {
  const browser = await chromium.launch(launch);
  console.log('page               heading(ms)  requests  JS total(kB)  JS by origin folder');
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytesByFolder = {};
    let requests = 0;
    page.on('requestfinished', async (request) => {
      requests += 1;
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      const folder = new URL(request.url()).pathname.match(/^\/areas\/([^/]+)\//)?.[1] ?? 'shell';
      bytesByFolder[folder] = (bytesByFolder[folder] ?? 0) + sizes.responseBodySize;
    });
    const started = Date.now();
    await page.goto(base + path);
    await page.locator('main h1').waitFor();
    const elapsed = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const total = Object.values(bytesByFolder).reduce((a, b) => a + b, 0);
    const byFolder = Object.entries(bytesByFolder)
      .map(([folder, bytes]) => `${folder} ${(bytes / 1024).toFixed(0)}`)
      .join(', ');
    console.log(`${path.padEnd(18)} ${String(elapsed).padStart(11)}  ${String(requests).padStart(8)}  ${(total / 1024).toFixed(0).padStart(12)}  ${byFolder}`);
    await context.close();
  }
  await browser.close();
})();
