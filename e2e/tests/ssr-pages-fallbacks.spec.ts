// Server rendering when something fails: a hung area server build, the render limit, a dead content service
// or an area's code unreachable from the browser still give a working page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, hydrated, isReacts, markHeading, sameHeading, test } from '../fixtures';
import { startSite, builtSite, contentUrl, LEAC_HEADING, useSite, at } from '../ssrSite';

useSite();

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

test("an area's code unreachable from the browser: its server-rendered page gives way to the fallback, a text-only page stays with a notice when its code is needed, and Retry recovers", async ({
  page,
}) => {
  const areasDown = '**/areas/{tools,financials}/**';
  await page.route(areasDown, (route) => route.abort('connectionrefused'));
  const unavailable = page.getByText('This part of the site is not available right now.');
  const heldCodeFailed = page.getByText('Part of this page did not load.');
  // A page that loads its code on a first visit.
  const response = await page.goto(at('/rate-calculator'));
  expect(await response?.text()).toContain('id="query-state"');
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);

  // A text-only page needs no code until the visitor uses it: the server's page stays, and stays readable
  // when its code fails, with a notice; Retry hydrates it in place.
  await page.goto(at('/leac'));
  await hydrated(page);
  await markHeading(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEAC_HEADING);
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).focus();
  await expect(heldCodeFailed).toBeVisible();
  await expect(unavailable).toHaveCount(0);
  expect(await sameHeading(page)).toBe(true);
  await expect(page.getByRole('tab', { name: 'FUEL PURCHASES' })).toBeVisible();
  await expectAccessible(page);
  await page.unroute(areasDown);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  expect(await sameHeading(page)).toBe(true);
  await expect(heldCodeFailed).toHaveCount(0);
});
