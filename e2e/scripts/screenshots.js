#!/usr/bin/env node
// Screenshots of site pages at phone, tablet and desktop widths, to look at what we built.
// Usage: node e2e/scripts/screenshots.js [baseUrl] [path ...]   (PNG files go to .screenshots/)
const { chromium } = require('@playwright/test');
const fs = require('node:fs');
const path = require('node:path');
const { visitorBrowser: launch } = require('../chromium');

const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : ['/', '/cybersecurity', '/foia-reports', '/leac', '/rate-calculator', '/no-such-page'];
const out = path.join(__dirname, '..', '..', '.screenshots');

(async () => {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(launch);
  for (const width of [375, 800, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const pagePath of pages) {
      await page.goto(base + pagePath);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
