// What a visitor meets while the server bench loads the site: an ordinary page's times from another process,
// and the click-to-heading time of a cross-area navigation in Chromium.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { percentile } = require('../lib/figures');
const { BROWSER_HEADERS } = require('./bare');

const root = path.join(__dirname, '..', '..');

/** The visitor: another process asking for an ordinary page (`pageUrl`) every 100 ms while `during` runs. */
async function visitorDuring(during, pageUrl) {
  const visitor = spawn(
    process.execPath,
    [
      '-e',
      `const times = []; let errors = 0; let stop = false; process.on('message', () => (stop = true));
       (async () => {
         while (!stop) {
           const started = performance.now();
           try {
             const answer = await fetch(${JSON.stringify(pageUrl)}, { headers: { ...${JSON.stringify(BROWSER_HEADERS)}, 'x-forwarded-for': '198.51.100.7' }, signal: AbortSignal.timeout(10000) });
             await answer.arrayBuffer();
             if (answer.ok) times.push(performance.now() - started); else errors += 1;
           } catch { errors += 1; }
           await new Promise((resolve) => setTimeout(resolve, 100));
         }
         process.send({ times, errors }, () => process.exit(0));
       })();`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const report = new Promise((resolve) => visitor.once('message', resolve));
  const result = await during();
  visitor.send('stop');
  const { times, errors } = await report;
  return {
    result,
    visitor: { median: percentile(times, 50), p95: percentile(times, 95), requests: times.length, errors },
  };
}

/** Milliseconds from the click to the new page's heading, in a fresh page each of `runs` runs. */
async function clickToHeading(siteUrl, runs, withIntent) {
  const { chromium } = require(require.resolve('@playwright/test', { paths: [path.join(root, 'e2e')] }));
  const browser = await chromium.launch(require('@gpa/e2e/chromium').visitorBrowser);
  const times = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${siteUrl}/cybersecurity`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'LEAC', exact: true });
      if (withIntent) {
        await link.hover();
        await page.waitForLoadState('networkidle');
      }
      // Timed inside the page: from the click to the frame that shows the new heading.
      const ms = await link.evaluate(
        (anchor) =>
          new Promise((resolve) => {
            const started = performance.now();
            const check = () =>
              document.querySelector('main h1')?.textContent?.startsWith('Levelized')
                ? resolve(performance.now() - started)
                : requestAnimationFrame(check);
            anchor.click();
            requestAnimationFrame(check);
          }),
      );
      times.push(ms);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { median: percentile(times, 50), max: Math.max(...times) };
}
module.exports = { clickToHeading, visitorDuring };
