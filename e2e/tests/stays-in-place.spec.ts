// A tab chosen or a calculation made changes the page's address, not where the visitor is on the page: on a
// page still holding its code (the tap waits for the code, then shows the tab) and on one that has it. A link
// to another page still opens it at its top (navigation.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, holdsItsCode, test, visit } from '../fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window so that `element` is 200 px below its top, as a visitor reading down to it would. */
async function scrollTo(page: Page, element: Locator): Promise<number> {
  await element.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  await expect.poll(() => element.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(200);
  return scrollY(page);
}

test.use({ viewport: { width: 375, height: 640 } });

test('a tab chosen keeps the window where it is: before the page has its code, once it has, and on Back', async ({
  page,
}) => {
  // The area's code waits until the tab has been tapped.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/areas/**', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await visit(page, '/leac');
  expect(await holdsItsCode(page)).toBe(true);
  const fuel = page.getByRole('tab', { name: 'FUEL PURCHASES' });
  const at = await scrollTo(page, fuel);
  expect(at).toBeGreaterThan(0);
  await fuel.click();
  releaseCode();
  await expect(fuel).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/leac\?tab=fuel$/);
  expect(await scrollY(page)).toBe(at);
  await page.getByRole('tab', { name: 'PUC LEAC Orders' }).click();
  await expect(page).toHaveURL(/\/leac\?tab=orders$/);
  expect(await scrollY(page)).toBe(at);

  // A tab that adds a history entry (the financials top tabs), and its sub-tab.
  await visit(page, '/corporate/financials');
  const bonds = page.getByRole('tab', { name: 'Bonds & Credit Ratings' });
  await bonds.click();
  const ratings = page.getByRole('tab', { name: 'Credit Ratings', exact: true });
  const there = await scrollTo(page, ratings);
  await ratings.click();
  await expect(page).toHaveURL(/\?tab=bonds&bonds=credit-ratings$/);
  expect(await scrollY(page)).toBe(there);
  const annualReports = page.getByRole('tab', { name: 'Annual Reports' });
  await annualReports.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  await annualReports.click();
  await expect(page).toHaveURL(/\?tab=ar$/);
  expect(await scrollY(page)).toBe(left);
  await page.goBack();
  await expect(ratings).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => scrollY(page)).toBe(left);
});

test("Calculate keeps the window where it is while the address takes the visitor's kWh", async ({ page }) => {
  await visit(page, '/bill-comparison-calculator');
  const field = page.getByLabel('Kilowatt hours (kWh) per month');
  const at = await scrollTo(page, field);
  expect(at).toBeGreaterThan(0);
  await field.fill('1000');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/bill-comparison-calculator\?kwh=1000$/);
  await expect(page.getByText('-$42.27 (decrease)')).toBeVisible();
  expect(await scrollY(page)).toBe(at);
});
