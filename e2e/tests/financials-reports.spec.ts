import type { Locator, Page } from '@playwright/test';
import { clientRendered, expect, expectAccessible, test, visit } from '../fixtures';

const PATH = '/corporate/financials';
const TOP_TABS = [
  'Financial Statements',
  'Citizen Centric Reports',
  'Annual Reports',
  'Bonds & Credit Ratings',
  'Non-Employee Travel Justification',
];
const SUB_TABS: Record<string, string[]> = {
  'Financial Statements': [
    'Audited',
    'Un-Audited & Statement of Revenues and Expenses',
    'Self-Insurance Protocols',
  ],
  'Bonds & Credit Ratings': [
    'Bond Official Statements',
    'Credit Ratings',
    'Operating Data Rule 15C2-12',
    'Operating Data',
  ],
  'Non-Employee Travel Justification': ['Current Fiscal Year', 'Archive'],
};

const topTabs = (page: Page) => page.getByRole('tablist', { name: 'Financial reports' });
const topTab = (page: Page, name: string) => topTabs(page).getByRole('tab', { name, exact: true });
/** The innermost open panel (a sub-tab's panel when the top tab has sub-tabs). */
const innerPanel = (page: Page) => page.getByRole('tabpanel').last();
/** The shown label of each link, without the screen-reader-only "(opens in a new tab)". */
const labels = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.firstChild?.textContent ?? ''));

for (const width of [375, 1280]) {
  test(`at ${width} px every tab and sub-tab shows its documents, passes axe and fits the screen`, async ({
    page,
  }) => {
    test.slow(); // eleven axe checks
    await page.setViewportSize({ width, height: 900 });
    await visit(page, PATH);
    for (const name of TOP_TABS) {
      await topTab(page, name).click();
      await expect(topTab(page, name)).toHaveAttribute('aria-selected', 'true');
      for (const sub of SUB_TABS[name] ?? [null]) {
        if (sub) await page.getByRole('tab', { name: sub, exact: true }).click();
        const panel = innerPanel(page);
        if (sub === 'Operating Data Rule 15C2-12')
          await expect(panel).toHaveText('No contents to show as of the moment.');
        else await expect(panel.getByRole('link').first()).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
        await expectAccessible(page);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
    }
    const assessment = page.getByRole('region', { name: 'Management & Operational Assessment' });
    await expect(assessment.getByRole('link')).toHaveCount(3);
  });
}

/** The selected sub-tab of the open top tab and the first document link of its panel. */
async function expectFirstSubTabListed(page: Page, top: string) {
  const [first] = SUB_TABS[top] ?? [];
  const sub = page.getByRole('tab', { name: first, exact: true });
  await expect(sub).toHaveAttribute('aria-selected', 'true');
  await expect(sub).toHaveAttribute('tabindex', '0');
  await expect(
    page.getByRole('tabpanel', { name: first, exact: true }).getByRole('link').first(),
  ).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
}

for (const width of [375, 1280]) {
  test(`at ${width} px a tab with sub-tabs opens on its first sub-tab with its documents, from any path`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // From the default tab, straight to each tab with sub-tabs, and from one to the other.
    await visit(page, PATH);
    await expectFirstSubTabListed(page, 'Financial Statements');
    for (const top of [
      'Bonds & Credit Ratings',
      'Non-Employee Travel Justification',
      'Financial Statements',
      'Bonds & Credit Ratings',
    ]) {
      await topTab(page, top).click();
      await expectFirstSubTabListed(page, top);
    }
    // From ?tab=bonds, after choosing another sub-tab, then Financial Statements.
    await visit(page, `${PATH}?tab=bonds`);
    await expectFirstSubTabListed(page, 'Bonds & Credit Ratings');
    await page.getByRole('tab', { name: 'Credit Ratings', exact: true }).click();
    await topTab(page, 'Financial Statements').click();
    await expectFirstSubTabListed(page, 'Financial Statements');
    await topTab(page, 'Non-Employee Travel Justification').click();
    await expectFirstSubTabListed(page, 'Non-Employee Travel Justification');
    // The sub-tabs are in the Tab order: from the top tab, past its panel, onto the chosen sub-tab.
    await topTab(page, 'Non-Employee Travel Justification').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Current Fiscal Year' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Archive' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Archive' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('?tab=ar opens Annual Reports with sized thumbnails, titles and working links', async ({
  page,
  request,
}) => {
  await visit(page, `${PATH}?tab=ar`);
  await expect(topTab(page, 'Annual Reports')).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading')).toHaveText('Annual Report 2024');
  const thumbnail = cards.first().locator('img');
  await expect(thumbnail).toHaveAttribute('width', '320');
  await expect(thumbnail).toHaveAttribute('height', '200');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const href = await cards.first().getByRole('link').getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
});

test('?tab=ccr opens Citizen Centric Reports, the latest (FY2025) posted', async ({ page }) => {
  await visit(page, `${PATH}?tab=ccr`);
  await expect(topTab(page, 'Citizen Centric Reports')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: /Citizen Centric Report FY2024/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: /Citizen Centric Report FY2025/ }),
  ).toBeVisible();
  await expect(page.getByText(/available March 2026/)).toHaveCount(0);
});

for (const [label, value] of [
  ['garbage', 'quarterly'],
  ['script text', '<script>alert(1)</script>'],
  ['a 10 KB string', 'x'.repeat(10_240)],
] as const) {
  test(`?tab= with ${label} opens Financial Statements`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await visit(page, `${PATH}?tab=${encodeURIComponent(value)}`);
    await expect(topTab(page, 'Financial Statements')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Audited', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(dialogs).toBe(0);
  });
}

test('choosing a tab updates the address; the address can be shared, and Back and Forward follow it', async ({
  page,
  context,
}) => {
  await visit(page, PATH);
  await topTab(page, 'Annual Reports').click();
  await expect(page).toHaveURL(/\/corporate\/financials\?tab=ar$/);
  await topTab(page, 'Non-Employee Travel Justification').click();
  await expect(page).toHaveURL(/\?tab=travel$/);

  await page.goBack();
  await expect(topTab(page, 'Annual Reports')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/corporate\/financials$/);
  await expect(topTab(page, 'Financial Statements')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(topTab(page, 'Annual Reports')).toHaveAttribute('aria-selected', 'true');

  const shared = await context.newPage();
  await visit(shared, `${PATH}?tab=travel`);
  await expect(topTab(shared, 'Non-Employee Travel Justification')).toHaveAttribute('aria-selected', 'true');
  await shared.close();
});

test('tabs work from the keyboard: arrows, Home and End, one tab stop per tab list', async ({ page }) => {
  await visit(page, PATH);
  await topTab(page, 'Financial Statements').focus();
  await page.keyboard.press('ArrowRight');
  await expect(topTab(page, 'Citizen Centric Reports')).toBeFocused();
  await expect(topTab(page, 'Citizen Centric Reports')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=ccr$/);
  await page.keyboard.press('End');
  await expect(topTab(page, 'Non-Employee Travel Justification')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(topTab(page, 'Financial Statements')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(topTab(page, 'Non-Employee Travel Justification')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(topTab(page, 'Financial Statements')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(topTab(page, 'Bonds & Credit Ratings')).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the top tab list at once (to its panel), then enters the sub-tab list on its selected sub-tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Bond Official Statements' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Credit Ratings', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(topTab(page, 'Bonds & Credit Ratings')).toHaveAttribute('aria-selected', 'true');
});

test('Credit Ratings are grouped by year, newest group first (reversed fetch order), with every file of a rating', async ({
  page,
  request,
}) => {
  await visit(page, `${PATH}?tab=bonds`);
  await page.getByRole('tab', { name: 'Credit Ratings', exact: true }).click();
  const years = innerPanel(page).getByRole('heading', { level: 2 });
  await expect(years).toHaveText(['2025', '2024', '2023', '2022', '2021']);
  const group2025 = page.getByRole('region', { name: 'Credit ratings 2025' });
  expect(await labels(group2025.getByRole('link'))).toEqual([
    "Moody's Rating Action - Baa2 Stable",
    'S&P Global Ratings Report - BBB',
    'Fitch Ratings Affirmation - BBB (file 1 of 2)',
    'Fitch Ratings Affirmation - BBB (file 2 of 2)',
  ]);
  const second = await group2025.getByRole('link').nth(3).getAttribute('href');
  expect((await request.get(second!)).status()).toBe(200);
  await expectAccessible(page);
});

test('travel reports: Current Fiscal Year holds the 2025 reports October first; Archive the rest, fiscal year descending', async ({
  page,
}) => {
  await visit(page, `${PATH}?tab=travel`);
  const current = await labels(innerPanel(page).getByRole('link'));
  expect(current.map((label) => label.replace('Non-Employee Travel Justification - ', ''))).toEqual([
    'October FY2025',
    'November FY2025',
    'December FY2025',
    'January FY2025',
    'February FY2025',
    'March FY2025',
    'April FY2025',
    'May FY2025',
  ]);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(innerPanel(page).getByRole('link')).toHaveCount(15);
  const archive = (await labels(innerPanel(page).getByRole('link'))).map((label) =>
    label.replace('Non-Employee Travel Justification - ', ''),
  );
  expect(archive.slice(0, 3)).toEqual(['October FY2024', 'November FY2024', 'December FY2024']);
  expect(archive.slice(11)).toEqual([
    'September FY2024',
    'November FY2023',
    'March FY2023',
    'September FY2023',
  ]);
});

test('with the content service down, the tabs and headings still show and each list offers Retry', async ({
  page,
}) => {
  await clientRendered(page);
  await page.route('**/api/**', (route) => route.fulfill({ status: 503, json: { error: {} } }));
  await visit(page, PATH);
  await expect(topTabs(page).getByRole('tab')).toHaveText(TOP_TABS);
  await expect(page.getByRole('heading', { name: 'Management & Operational Assessment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(2, { timeout: 20_000 });
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(innerPanel(page).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
});
