// Server-rendered pages hydrate without a warning or a second content request: a hydrated page navigates in
// the browser, and a text-only page loads its area's code only when used, hydrating in place.
import { expect, hydrated, isReacts, markHeading, sameHeading, test, watchAreaScripts } from '../fixtures';
import { useSite, at, watchHydration } from '../ssrSite';

useSite();

// Hydration itself, every published route at 375 and 1280 px (no warning, no content asked for again):
// every-page.spec.ts.
test("a hydrated page navigates in the browser: another area's page arrives without a document load and without a warning", async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto(at('/foia-reports'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FOIA Reports');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Guam Power Authority home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Guam Power Authority');
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

test("a text-only page's first visit loads none of its area's code; focus in the page hydrates it in place (the same elements), and its tabs then answer the keys", async ({
  page,
}) => {
  const problems = watchHydration(page);
  const areaScripts = watchAreaScripts(page);
  await page.goto(at('/leac'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(areaScripts).toEqual([]);
  expect(await isReacts(page, 'main h1')).toBe(false);
  // The site's own parts work meanwhile: the menu opens and closes.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();

  await markHeading(page);
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).focus();
  await expect.poll(() => isReacts(page, 'main h1')).toBe(true);
  expect(areaScripts.length).toBeGreaterThan(0);
  expect(await sameHeading(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'PUC LEAC Orders' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('a link in a text-only page whose code is held opens its page in place, without a document load', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto(at('/corporate/about-us'));
  await hydrated(page);
  expect(await isReacts(page, 'main h1')).toBe(false);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('main').getByRole('link', { name: 'procurement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procurement');
  await expect(page).toHaveURL(at('/corporate/procurement'));
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});
