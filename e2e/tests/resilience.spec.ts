import type { Page, Route } from '@playwright/test';
import {
  clientRendered,
  expect,
  expectAccessible,
  holdsItsCode,
  hydrated,
  isReacts,
  markHeading,
  overrideManifest,
  sameHeading,
  test,
  visit,
} from '../fixtures';
import { NETWORK_FAILURES } from '../offlineSite';

const UNAVAILABLE = 'This part of the site is not available right now.';
// A page that held its code keeps its text (the server's), with this notice above it.
const HELD_CODE_FAILED = 'Part of this page did not load.';
const AREA_PAGES = [
  // Three pages that load their code on a first visit, and one that holds it until used.
  { area: 'customer', path: '/in-our-community/safety', heading: 'Safety', other: '/leac' },
  { area: 'corporate', path: '/news-and-media', heading: 'News and Media', other: '/cybersecurity' },
  { area: 'financials', path: '/corporate/financials', heading: 'Financials', other: '/rate-calculator' },
  { area: 'tools', path: '/rate-calculator', heading: 'Rate Calculator', other: '/foia-reports' },
];

/**
 * Opens `path`; a page that holds its code is then used (a tap on its heading), so its code is asked for.
 * Resolves to what the page says if that code fails.
 */
async function openAndUse(page: Page, path: string): Promise<string> {
  await page.goto(path);
  if (!(await holdsItsCode(page))) return UNAVAILABLE;
  await page.locator('main h1').click();
  return HELD_CODE_FAILED;
}

for (const { area, path, heading, other } of AREA_PAGES) {
  test(`with the ${area} area down, the shell and the other areas work, and Retry recovers`, async ({
    page,
  }) => {
    await page.route(`**/areas/${area}/**`, (route) => route.abort('connectionrefused'));

    const failure = await openAndUse(page, path);
    await expect(page.getByText(failure)).toBeVisible();
    if (failure === HELD_CODE_FAILED) await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);

    await visit(page, other);
    await expect(page.getByText(failure)).toHaveCount(0);

    await openAndUse(page, path);
    await expect(page.getByText(failure)).toBeVisible();
    await page.unroute(`**/areas/${area}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(failure)).toHaveCount(0);
    await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  });
}

for (const { area, path, heading } of AREA_PAGES) {
  test(`when the ${area} area's code does not answer, its fallback shows after a bounded wait and Retry recovers`, async ({
    page,
  }) => {
    await overrideManifest(page, (manifest) => ({ ...manifest, remoteTimeoutMs: 2000 }));
    const hung: Route[] = [];
    // The route table answers; the area's code never does.
    const code = `**/areas/${area}/**/remoteEntry.js*`;
    await page.route(code, (route) => {
      hung.push(route);
    });
    const started = Date.now();
    const failure = await openAndUse(page, path);
    await expect(page.getByText(failure)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByRole('banner')).toBeVisible();

    await page.unroute(code);
    await Promise.all(hung.map((route) => route.abort('timedout')));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

for (const [failure, network] of Object.entries(NETWORK_FAILURES)) {
  test(`${failure}: a page that held its code, used, stays readable with a notice, and hydrates in place by itself once the network returns`, async ({
    page,
  }) => {
    await page.goto('/leac');
    await hydrated(page);
    await markHeading(page);
    await network.fail(page.context());
    await page.locator('main h1').click();
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'FUEL PURCHASES' })).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    await expectAccessible(page);
    // No Retry pressed.
    await network.restore(page.context());
    await expect.poll(() => isReacts(page, 'main h1'), { timeout: 30_000 }).toBe(true);
    expect(await sameHeading(page)).toBe(true);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
}

test('when the site manifest cannot be read, the visitor gets a clear message and Retry recovers', async ({
  page,
}) => {
  // The site's pages carry the manifest; the shell's page as built (index.html) does not, and reads it.
  await page.route('**/leac', async (route) => {
    const html = await (await route.fetch()).text();
    const bare = html
      .replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="site-manifest">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      .replace(/<script type="application\/json" id="query-state">[\s\S]*?<\/script>/, '');
    expect(bare).not.toContain('id="site-manifest"');
    await route.fulfill({ contentType: 'text/html', body: bare });
  });
  await page.route('**/site-manifest.json*', (route) => route.abort('connectionrefused'));
  await page.goto('/leac');
  await expect(page.getByText('The site could not start.')).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/site-manifest.json*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Levelized Energy Adjustment Clause (LEAC)',
  );
});

test('a failed content request shows a clear error with Retry inside the page, and Retry recovers', async ({
  page,
}) => {
  let fail = true;
  await clientRendered(page);
  await page.route('**/api/foia-reports*', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: {} } }) : route.fallback(),
  );
  await page.goto('/foia-reports');
  await expect(page.getByRole('alert')).toContainText("We couldn't load the FOIA reports right now.", {
    timeout: 15_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('link', { name: /FOIA Report - Fiscal Year 2025 Second Quarter/ }),
  ).toBeVisible();
});
