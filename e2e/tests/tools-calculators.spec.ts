import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from '../fixtures';
import { pageWithoutScript, useRenderedSite } from '../renderedSite';

const WIDTHS = [375, 1280];
const KWH_MESSAGE = 'Please input Kilowatts 500 and above';

const row = (page: Page, name: RegExp) => page.getByRole('row', { name });
const summary = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

test('bill comparison page: placeholder, the 500 kWh rule tied to the field, the 1000 kWh figures, a shareable address', async ({
  page,
}) => {
  await visit(page, '/bill-comparison-calculator');
  await expect(page).toHaveTitle(/Bill Comparison Calculator/);
  await expect(summary(page, 'Increase/decrease in total bill')).toHaveText('-');
  await expect(row(page, /^Total electric charge -/)).toBeVisible();

  const field = page.getByLabel('Kilowatt hours (kWh) per month');
  await field.fill('499.999');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveText(KWH_MESSAGE);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(KWH_MESSAGE);
  // The red border of an invalid field.
  await expect(field).toHaveCSS('border-top-color', 'rgb(176, 0, 32)');
  await expectAccessible(page);

  await field.fill('1000');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(row(page, /^Total electric charge \$/)).toContainText('$307.70');
  await expect(row(page, /^Total electric charge \$/)).toContainText('$265.43');
  await expect(summary(page, 'Increase/decrease in total bill')).toHaveText('-$42.27 (decrease)');
  await expect(summary(page, 'Percent increase/decrease in total bill')).toHaveText('-13.74%');
  await expect(summary(page, 'Percent increase/decrease in LEAC rate')).toHaveText('-34.94%');
  // The lines as the seed shows them (2 or 6 decimals); the totals from the exact lines.
  await expect(row(page, /first 500 kWh/)).toContainText('$34.775000');
  await expect(row(page, /Fuel recovery/)).toContainText('$208.802000');
  await expect(row(page, /before fuel/)).toContainText('$98.90');
  // Which LEAC and which date each column uses.
  await expect(page.getByRole('main')).toContainText(
    'First column: the base rates effective 2/1/2025 with the LEAC of February 1, 2025 ($0.208802 per kWh)',
  );
  await expect(page.getByRole('main')).toContainText(
    'Proposed: the rates effective 9/1/2025 with a LEAC of $0.135840 per kWh',
  );
  await expect(page).toHaveURL(/\/bill-comparison-calculator\?kwh=1000$/);
  await expectAccessible(page);
});

test('bill comparison: ?kwh= fills and computes; every width is accessible; print hides the controls', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/bill-comparison-calculator?kwh=1234.567');
    await expect(page.getByLabel('Kilowatt hours (kWh) per month')).toHaveValue('1234.567');
    await expect(page.getByRole('table')).toHaveAccessibleName('Monthly bill for 1,234.567 kWh');
    await expect(summary(page, 'Increase/decrease in total bill')).toHaveText('-$52.70 (decrease)');
    // Nothing overflows the page sideways (the table scrolls inside its own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this comparison' })).toBeHidden();
  await expect(row(page, /^Total electric charge \$/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('rate calculator: rows from the content service, exact total, the same rule and message', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/rate-calculator');
    const field = page.getByLabel('Monthly energy use (kWh)');
    await expect(field).toHaveAttribute('step', '0.001');
    const total = page.getByRole('row', { name: /^Total/ });
    await expect(total).toContainText('-');

    await field.fill('1e3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // Seeded table at 1000 kWh: 15.00 + 34.78 + 43.44 + 2.79 + 2.90 + 0.00 + 155.50 (fuel at 0.155495)
    await expect(row(page, /Fuel Recovery Charge/)).toContainText('$155.50');
    await expect(total).toContainText('$254.41');
    await expect(page.getByRole('main')).toContainText(
      'This estimate uses the base rates effective 2/1/2025 and the current fuel charge (LEAC), effective 08/01/25, of $0.155495 per kWh.',
    );

    await field.fill('');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toHaveText(KWH_MESSAGE);
    await expect(field).toHaveAccessibleDescription(KWH_MESSAGE);
    await expect(total).toContainText('-');
    await expectAccessible(page);
  }
});

test('every bill figure names its rates and their date; "the current LEAC" is the latest column of /leac everywhere', async ({
  page,
}) => {
  // The current LEAC as /leac publishes it: the newest effective date of its table (its first column of
  // figures), secondary delivery.
  await visit(page, '/leac');
  const table = page.getByRole('table').first();
  const latest = (await table.locator('thead th').nth(1).innerText()).trim();
  const secondary = (
    await table
      .getByRole('row', { name: /^Secondary/ })
      .locator('td')
      .first()
      .innerText()
  )
    .trim()
    .replace(/^\$/, '');
  const current = `the current fuel charge (LEAC), effective ${latest}, of $${secondary} per kWh`;

  await visit(page, '/rate-calculator?kwh=1000');
  await expect(page.getByRole('main')).toContainText(
    `This estimate uses the base rates effective 2/1/2025 and ${current}.`,
  );
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$254.41');

  await visit(page, '/how-do-i/understand-my-bill');
  await expect(page.getByRole('main')).toContainText(
    `The sample is a bill for 1,000 kWh at the base rates effective 2/1/2025 and ${current}`,
  );

  await visit(page, '/bill-comparison-calculator');
  await expect(page.getByRole('main')).toContainText(
    'First column: the base rates effective 2/1/2025 with the LEAC of February 1, 2025 ($0.208802 per kWh)',
  );
  await expect(page.getByRole('main')).toContainText(
    `the current LEAC, effective ${latest}, of $${secondary} per kWh`,
  );

  // The sample bills at $100 per barrel say which rates each uses (financials-rate-adjustment.spec.ts) and send to the current LEAC's.
  await visit(page, '/rateadjustment');
  const glance = page.getByRole('list', { name: 'Rate adjustment at a glance' });
  await expect(glance).toContainText(`With the current LEAC (effective ${latest}, $${secondary} per kWh)`);
  await expect(glance.getByRole('link', { name: 'the rate calculator at 1,000 kWh' })).toHaveAttribute(
    'href',
    '/rate-calculator?kwh=1000',
  );
});

test.describe('without JavaScript', () => {
  const siteUrl = useRenderedSite();

  for (const width of WIDTHS) {
    test(`at ${width} px the rate calculator's form is sent as ?kwh= and the server shows the result`, async ({
      browser,
    }) => {
      const page = await pageWithoutScript(browser, width);
      await page.goto(`${siteUrl()}/rate-calculator`);
      await expect(page.getByRole('row', { name: /^Total/ })).toContainText('-');
      await page.getByLabel('Monthly energy use (kWh)').fill('1000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page).toHaveURL(/\/rate-calculator\?kwh=1000$/);
      await expect(page.getByLabel('Monthly energy use (kWh)')).toHaveValue('1000');
      await expect(row(page, /Fuel Recovery Charge/)).toContainText('$155.50');
      await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$254.41');
      await page.close();
    });

    test(`at ${width} px the bill comparison calculator answers ?kwh= from the server, and its 500 kWh rule too`, async ({
      browser,
    }) => {
      const page = await pageWithoutScript(browser, width);
      await page.goto(`${siteUrl()}/bill-comparison-calculator?kwh=1000`);
      await expect(page.getByRole('main')).toContainText('307.70');
      // Its Print button needs the script: not shown (the browser's own Print remains).
      await expect(page.getByRole('button', { name: 'Print this comparison' })).toBeHidden();
      await page.getByLabel('Kilowatt hours (kWh) per month').fill('400');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page).toHaveURL(/\?kwh=400$/);
      await expect(page.getByRole('alert')).toHaveText(KWH_MESSAGE);
      await page.close();
    });
  }
});
