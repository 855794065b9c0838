import type { Page } from '@playwright/test';
import { clientRendered, disclosure, expect, expectAccessible, test, visit } from '../fixtures';

const PATH = '/rateadjustment';
const SECTIONS = [
  "FAQ's",
  'Proposed Rate Adjustments',
  'Billing Samples',
  'Petitions',
  'Workforce Reports',
  'Residential Calculator',
];

// Each section is a titled panel: its <details> (open or not) and the content under its title.
const section = (page: Page, name: string) => disclosure(page, name).group;
const panel = (page: Page, name: string) => disclosure(page, name).content;
const openSection = async (page: Page, name: string) => {
  await disclosure(page, name).toggle.click();
  await expect(section(page, name)).toHaveAttribute('open', '');
  return panel(page, name);
};

for (const width of [375, 1280]) {
  test(`at ${width} px: the cards, every section closed at first, the sidebar; axe passes open and closed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, PATH);
    const cards = page.getByRole('list', { name: 'Rate adjustment at a glance' });
    await expect(cards).toContainText('$53.00');
    await expect(cards).toContainText('Feb 1, 2025');
    await expect(cards).toContainText('$42.00');
    await expect(cards).toContainText('Sept 1, 2025');
    await expect(cards).toContainText('900,000+');
    for (const fact of [
      'Jan 2025 (rates before Feb 1, 2025 with the LEAC of August 1, 2024, $0.261995 per kWh)$359',
      'Feb 2025 (base rates of 2/1/2025 with the LEAC of February 1, 2025, $0.208802 per kWh)$306',
      'Sept 2025 (proposed rates and LEAC, effective 9/1/2025)$264',
    ])
      await expect(cards).toContainText(fact);

    for (const name of SECTIONS) await expect(section(page, name)).not.toHaveAttribute('open');
    for (const name of SECTIONS) await disclosure(page, name).toggle.click();
    for (const name of SECTIONS) await expect(panel(page, name)).toBeVisible();
    await expect(panel(page, "FAQ's").getByRole('heading', { level: 4 })).toHaveCount(12);
    await expectAccessible(page);

    const sidebar = page.getByRole('complementary', { name: 'Questions and news releases' });
    await expect(sidebar.getByRole('link', { name: 'Email Questions', exact: true })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
    await expect(sidebar.getByRole('heading', { name: 'Email Questions' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("FAQ's: twelve questions in the four groups, updated 4/16/2025, answers carrying the rate facts", async ({
  page,
}) => {
  await visit(page, PATH);
  const faqs = await openSection(page, "FAQ's");
  await expect(faqs).toContainText('Updated 4/16/2025');
  await expect(faqs.getByRole('heading', { level: 3 })).toHaveText([
    'General Questions',
    'Customer Impact',
    'Reasons & Justification',
    'Transparency & Accountability',
  ]);
  await expect(faqs.getByRole('heading', { level: 4 })).toHaveCount(12);
  for (const fact of [
    '2013',
    '13 to 14 cents',
    '68 percent',
    '37 percent',
    '22 percent',
    '25-year',
    '3 months',
    '1 month',
    'every six months',
    'September 1, 2025',
  ])
    await expect(faqs).toContainText(fact);
});

test('Proposed Rate Adjustments: the 15 schedules, each showing its chart; none chosen says so', async ({
  page,
}) => {
  await visit(page, PATH);
  const proposed = await openSection(page, 'Proposed Rate Adjustments');
  await expect(proposed).toContainText('No schedule selected.');
  const select = proposed.getByLabel('Rate schedule');
  // The schedules' names are the area's (its unit tests check them): here, each of the 15 shows a chart.
  await expect(select.locator('option')).toHaveCount(16);
  const [placeholder, ...schedules] = await select.locator('option').allTextContents();
  expect(placeholder).toBe('Select a schedule');
  const box = await proposed
    .getByText('No schedule selected.')
    .evaluate((el) => el.parentElement!.getBoundingClientRect().height);
  for (const schedule of schedules) {
    await select.selectOption({ label: schedule });
    const chart = proposed.getByRole('img', { name: new RegExp(`^${schedule.replace(/[()]/g, '\\$&')}`) });
    await expect(chart).toBeVisible();
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const height = await chart.evaluate((img) => img.parentElement!.getBoundingClientRect().height);
    expect(Math.abs(height - box)).toBeLessThan(1);
  }
  await expectAccessible(page);
  await select.selectOption('');
  await expect(proposed).toContainText('No schedule selected.');
});

test('Billing Samples has one PDF; Petitions and Workforce Reports have no contents yet', async ({
  page,
  request,
}) => {
  await visit(page, PATH);
  const samples = await openSection(page, 'Billing Samples');
  await expect(samples.getByRole('link')).toHaveCount(1);
  const file = await request.get((await samples.getByRole('link').getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(await openSection(page, 'Petitions')).toHaveText('No contents to show as of the moment');
  await expect(await openSection(page, 'Workforce Reports')).toHaveText(
    'No contents to show as of the moment',
  );
});

test('the News Release list: nine fixed releases, then the news-releases items', async ({ page }) => {
  await visit(page, PATH);
  const sidebar = page.getByRole('complementary', { name: 'Questions and news releases' });
  const releases = sidebar.getByRole('listitem');
  await expect(releases).toHaveCount(13);
  await expect(releases.first()).toContainText('GPA Answers Rate Adjustment Questions (April 16, 2025)');
  await expect(releases.nth(9)).toContainText('News Release - PUC Approves Rate Adjustment');
  await expect(sidebar.getByRole('link')).toHaveCount(14);
});

test('with mf-tools down, the Residential Calculator shows its fallback with Retry and the rest of the page works', async ({
  page,
}) => {
  test.slow(); // waits for the embedded area to fail
  await page.route('**/areas/tools/**', (route) => route.abort('connectionrefused'));
  await visit(page, PATH);
  const calculator = await openSection(page, 'Residential Calculator');
  await expect(calculator.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  const proposed = await openSection(page, 'Proposed Rate Adjustments');
  await proposed.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' });
  await expect(proposed.getByRole('img', { name: /^Schedule R/ })).toBeVisible();
  const faqs = await openSection(page, "FAQ's");
  await expect(faqs.getByRole('heading', { level: 4 })).toHaveCount(12);
});

test('with the content service down, the cards, sections and fixed news releases still show', async ({
  page,
}) => {
  await clientRendered(page);
  await page.route('**/api/**', (route) => route.fulfill({ status: 503, json: { error: {} } }));
  await visit(page, PATH);
  await expect(page.getByRole('list', { name: 'Rate adjustment at a glance' })).toContainText('$53.00');
  for (const name of SECTIONS) await expect(section(page, name)).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Questions and news releases' });
  await expect(sidebar.getByRole('listitem')).toHaveCount(9);
  await expect(sidebar.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  const faqs = await openSection(page, "FAQ's");
  await expect(faqs.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);
});

/** How far the open panel's content is cut: what it holds beyond its own box (0 when it grows to fit). */
const clippedBy = (region: ReturnType<typeof panel>) =>
  region.evaluate((el) => el.scrollHeight - el.clientHeight);

for (const width of [375, 1280]) {
  test(`at ${width} px the calculator, the chart and the FAQ grow their panels: nothing clipped, no scroll box inside the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, PATH);

    const calculator = await openSection(page, 'Residential Calculator');
    await calculator.getByLabel('Kilowatt hours (kWh) per month').fill('1000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const total = calculator.getByRole('row', { name: /^Total electric charge (?!before)/ });
    await expect(total).toContainText('307.70');
    expect(await clippedBy(calculator)).toBeLessThanOrEqual(0);
    // The results can be reached by scrolling the page itself.
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport();

    const proposed = await openSection(page, 'Proposed Rate Adjustments');
    await proposed.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' });
    await expect(proposed.getByRole('img', { name: /^Schedule R/ })).toBeVisible();
    expect(await clippedBy(proposed)).toBeLessThanOrEqual(0);

    const faqs = await openSection(page, "FAQ's");
    await expect(faqs.getByRole('heading', { level: 4 })).toHaveCount(12);
    expect(await faqs.evaluate((el) => el.scrollHeight)).toBeGreaterThan(384);
    expect(await clippedBy(faqs)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px "Email Questions" is the mail link itself, a button of the sidebar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, PATH);
    const sidebar = page.getByRole('complementary', { name: 'Questions and news releases' });
    const mail = sidebar.getByRole('link', { name: 'Email Questions', exact: true });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('href', 'mailto:ratequestions@gpagwa.com');
    await expect(sidebar).toContainText('ratequestions@gpagwa.com');
    await expect(sidebar.getByRole('heading', { name: 'Email Questions' })).toHaveCount(0);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px: a shared result (?kwh=1000) opens with the calculator open and in view, also on Back after leaving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, `${PATH}?kwh=1000`);
    const calculator = panel(page, 'Residential Calculator');
    await expect(section(page, 'Residential Calculator')).toHaveAttribute('open', '');
    await expect(calculator.getByLabel('Kilowatt hours (kWh) per month')).toHaveValue('1000');
    await expect(section(page, 'Residential Calculator')).toBeInViewport();
    await expect(section(page, "FAQ's")).not.toHaveAttribute('open');

    // A new calculation, another page, then Back: the result is where the visitor left it.
    await calculator.getByLabel('Kilowatt hours (kWh) per month').fill('1200');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/kwh=1200/);
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.goBack();
    await expect(section(page, 'Residential Calculator')).toHaveAttribute('open', '');
    await expect(calculator.getByRole('table')).toContainText('1,200 kWh');
    await expect(section(page, 'Residential Calculator')).toBeInViewport();
  });
}
