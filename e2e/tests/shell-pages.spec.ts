import { expect, expectAccessible, overrideManifest, test, visit } from '../fixtures';

test('an unknown address shows the 404 page', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 Page Not Found');
  await expect(page.getByText("Sorry, we can't find the page for the address that you entered")).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('/maintenance shows the maintenance texts', async ({ page }) => {
  await visit(page, '/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance..');
  await expect(page.getByText('This service is currently undergoing maintenance. We should be back shortly.')).toBeVisible();
});

test('operators switch the whole site to maintenance from the site manifest', async ({ page }) => {
  await overrideManifest(page, (manifest) => ({ ...manifest, maintenance: true }));
  await visit(page, '/leac');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance..');
  await expect(page).toHaveTitle(/Maintenance/);
});

// No page scrolls sideways into blank space: wide content (tables) scrolls inside its own box.
for (const width of [320, 375, 1280]) {
  test(`at ${width} px no published page is wider than the window`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const manifest = (await (await request.get('/site-manifest.json')).json()) as { areas: Record<string, { routes: { path: string }[] }> };
    const paths = Object.values(manifest.areas).flatMap((area) => area.routes.map((route) => route.path).filter((route) => !/[:*]/.test(route)));
    expect(paths.length).toBeGreaterThan(3);
    await page.setViewportSize({ width, height: 800 });
    const tooWide: string[] = [];
    for (const route of new Set(['/', ...paths, '/search?q=leac'])) {
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (documentWidth > width) tooWide.push(`${route}: ${documentWidth} px`);
    }
    expect(tooWide).toEqual([]);
    await expectAccessible(page);
  });
}
