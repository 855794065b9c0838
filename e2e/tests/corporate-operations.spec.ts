import { expect, expectAccessible, test, visit } from '../fixtures';

const SUBPAGES = [
  ['/corporate/operations/highlights-and-significant-events', 'Highlights and Significant Events'],
  ['/corporate/operations/projects-forecasts-and-studies', 'Projects, Forecasts and Studies'],
  ['/corporate/operations/anticipated-projects', 'Anticipated Projects'],
  ['/corporate/operations/planning-document-archive', 'Planning Document Archive'],
  ['/corporate/operations/renewable-resources-links', 'Renewable Resources Links'],
  ['/corporate/operations/planning-data', 'Planning Data'],
] as const;

// A long page with many lists: axe at two widths takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('/corporate/operations: tabs, LEAC charts, additional resources and classes held (cut to 25); axe at 375 and 1280', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/corporate/operations');
  await expect(page.getByRole('tab')).toHaveText([
    'Power to Save',
    'Clean Energy Master Plan',
    'Other Resources',
  ]);
  await expect(page.getByRole('tab', { name: 'Power to Save' })).toHaveAttribute('aria-selected', 'true');
  // The first tab is shorter than the window: the footer follows the page's last line, no blank before it.
  const blankBeforeFooter = await page.evaluate(() => {
    const lastLine = Math.max(
      ...[...document.querySelectorAll('main *')].map((element) => element.getBoundingClientRect().bottom),
    );
    return document.querySelector('footer')!.getBoundingClientRect().top - lastLine;
  });
  expect(blankBeforeFooter).toBeLessThan(80);

  await page.getByRole('tab', { name: 'Other Resources' }).click();
  for (const heading of [
    'Baseload Dispatch Performance',
    'Gross Heat Rate',
    'Fuel Usage Consumption',
    'IWPS Dispatch',
    'Baseload Dispatch',
    'Savings from Increased Baseload Use',
    'Previous LEAC Period Control Charts',
    'EFOR Charts',
    'EAF Charts',
  ]) {
    await expect(page.getByRole('region', { name: heading, exact: true }).getByRole('link')).toHaveCount(3);
  }
  await expect(page.getByRole('heading', { name: '2009: 8 classes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2011: 6 classes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2012: 8 classes' })).toBeVisible();
  // Cut to 25 characters on screen; screen readers and the tooltip get the full text.
  const cut = page.getByRole('link', { name: '2009 - Power Plant Operations Basics (opens in a new tab)' });
  await expect(cut.locator('[aria-hidden="true"]')).toHaveText('2009 - Power Plant Operat...');
  await expect(cut).toHaveAttribute('title', '2009 - Power Plant Operations Basics');
  await expect(page.getByRole('link', { name: /2011 - SCADA Operations/ })).not.toHaveAttribute('title');
  // An item with neither file nor link is plain text.
  await expect(page.getByText('Generation Outage Schedule (to be posted)')).toBeVisible();
  await expect(page.getByRole('link', { name: /Generation Outage Schedule/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});

for (const [hash, tab, heading] of [
  ['audit-and-revenue', 'Power to Save', 'Audit and Revenue Protection'],
  ['planning-and-environmental-compliance', 'Power to Save', 'Planning and Environmental Compliance'],
  ['planning-and-operations', 'Clean Energy Master Plan', 'Planning and Operations'],
  ['leac-performance', 'Other Resources', 'LEAC Performance'],
] as const) {
  test(`/corporate/operations#${hash} opens ${tab} at ${heading}`, async ({ page }) => {
    await visit(page, `/corporate/operations#${hash}`);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeFocused();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeInViewport();
  });
}

test('the operations subpages open from the Planning and Operations section and show their content', async ({
  page,
}) => {
  await visit(page, '/corporate/operations#planning-and-operations');
  for (const [path, title] of SUBPAGES) {
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path);
  }
  await page.getByRole('link', { name: 'Planning Document Archive', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning Document Archive');
  await expect(page.getByRole('link', { name: /Clean Energy Master Plan - Volume I:/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /IRP Stakeholder Meeting 1 Summary/ })).toBeVisible();
  for (const [path, title] of SUBPAGES) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Back to Planning and Operations' })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /New combined cycle plant/ })).toContainText('198 MW');
});
