// The tests' Chromium runs as e2e/chromium.js says: its --disable-features (the one Chromium reads, the last)
// keeps every feature Playwright disables, and a browser context opens no window UI of its own.
import { chromium, expect, test } from '@playwright/test';
import fs from 'node:fs';
import { testBrowser } from '../chromium';

test("the browser's last --disable-features keeps Playwright's, and a context opens no address bar pop-up", async () => {
  const server = await chromium.launchServer(testBrowser);
  try {
    const commandLine = fs.readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const disabled = commandLine
      .filter((argument) => argument.startsWith('--disable-features='))
      .map((argument) => argument.slice('--disable-features='.length).split(','));
    const read = disabled.at(-1)!;
    expect(disabled.flat().filter((feature) => !read.includes(feature))).toEqual([]);

    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<h1>A window nobody sees</h1>');
    const { targetInfos } = await (
      await browser.newBrowserCDPSession()
    ).send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
      [],
    );
    await browser.close();
  } finally {
    await server.close();
  }
});
