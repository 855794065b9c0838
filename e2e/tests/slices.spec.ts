import type { Locator } from '@playwright/test';
import { clientRendered, expect, test, visit } from '../fixtures';

/** The shown label of each link, without the screen-reader-only "(opens in a new tab)". */
const visibleLabels = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.firstChild?.textContent ?? ''));

// One thin page per area, each showing what the seeded content service holds.

test('customer /cybersecurity lists the seeded FAQs with working file links', async ({ page, request }) => {
  await visit(page, '/cybersecurity');
  const faqs = page.locator('main section');
  await expect(faqs).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: /phishing/i })).toBeVisible();
  const link = page.getByRole('link', { name: /Phishing Awareness Guide/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/.+\.pdf$/);
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
});

test('corporate /foia-reports links titles with files and leaves the others as text', async ({ page }) => {
  await visit(page, '/foia-reports');
  await expect(
    page.getByRole('link', { name: /FOIA Report - Fiscal Year 2025 Second Quarter/ }),
  ).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
  const pending = page.getByText('FOIA Report - Fiscal Year 2025 Third Quarter (pending)');
  await expect(pending).toBeVisible();
  await expect(pending.locator('xpath=ancestor::a')).toHaveCount(0);
});

test('corporate /foia-reports shows the no-data message when the list is null', async ({ page }) => {
  await clientRendered(page);
  await page.route('**/api/foia-reports*', (route) => route.fulfill({ json: { data: null, meta: {} } }));
  await visit(page, '/foia-reports');
  await expect(page.getByText('No data to be displayed')).toBeVisible();
});

test('financials /leac shows the LEAC table, truncated fuel purchases and PUC orders newest first', async ({
  page,
}) => {
  await visit(page, '/leac');
  const table = page.getByRole('table', { name: /LEAC charge per kWh/ });
  await expect(table.getByRole('row', { name: /Secondary/ })).toContainText('$0.155495');
  await expect(table.getByRole('row', { name: /115kV/ })).toContainText('$0.250297');

  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const labels = await visibleLabels(page.getByRole('tabpanel').getByRole('link'));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels)
    expect(label.length <= 22 || (label.length === 25 && label.endsWith('...'))).toBe(true);
  expect(labels.some((label) => label.includes('...'))).toBe(true);

  await page.getByRole('tab', { name: 'PUC LEAC Orders' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const orders = await visibleLabels(page.getByRole('tabpanel').getByRole('link'));
  expect(orders.length).toBeGreaterThan(1);
  expect([...orders].sort().reverse()).toEqual(orders);
});

test('tools /rate-calculator computes a bill from the seeded rate table and refuses bad input', async ({
  page,
}) => {
  await visit(page, '/rate-calculator');
  const kwh = page.getByLabel('Monthly energy use (kWh)');
  const total = page.getByRole('row', { name: /Total/ });
  await expect(total).toContainText('-');

  await kwh.fill('450');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please input Kilowatts 500 and above');
  await expect(kwh).toHaveValue('450');
  await expect(kwh).toHaveCSS('border-top-color', 'rgb(176, 0, 32)');

  await kwh.fill('1000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Fuel Recovery Charge/ })).toContainText('$155.50');
  await expect(total).toContainText('$254.41');
});

// Every page is accessible and fits a 320 and a 375 px phone screen: every-page.spec.ts.
