import type { Locator } from '@playwright/test';
import { clientRendered, expect, expectAccessible, test, visit } from '../fixtures';

/** The shown label of each link, without the screen-reader-only "(opens in a new tab)". */
const labels = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((a) => a.firstChild?.textContent ?? ''));

const noHorizontalOverflow = async (page: import('@playwright/test').Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

for (const width of [375, 1280]) {
  test(`/rates at ${width} px: information, the 16 rate classes opening in a new tab, the fuel-adjustment table`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/rates');
    await expect(page.getByRole('heading', { name: 'How your rate is made up' })).toBeVisible();
    const schedules = page.getByRole('region', { name: 'Rate schedules' }).getByRole('link');
    await expect(schedules).toHaveCount(16);
    const names = await labels(schedules);
    expect(names.map((name) => name.match(/^Schedule (\w)/)?.[1])).toEqual([
      'A',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'J',
      'K',
      'L',
      'M',
      'N',
      'P',
      'R',
      'S',
      'Z',
    ]);
    for (const link of await schedules.all()) await expect(link).toHaveAttribute('target', '_blank');
    const file = await request.get((await schedules.nth(13).getAttribute('href'))!);
    expect(file.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Rate documents' }).getByRole('link')).toHaveCount(2);

    const table = page.getByRole('table', { name: /Fuel adjustment factor per kWh by voltage level/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Voltage level',
      '08/01/24',
      '02/01/25',
      '08/01/25',
    ]);
    await expect(table.getByRole('row', { name: /Secondary/ }).getByRole('cell')).toHaveText([
      '$0.261995',
      '$0.208802',
      '$0.155495',
    ]);
    await expect(table.getByRole('row', { name: /115kV/ }).getByRole('cell')).toHaveText([
      '$0.250297',
      '$0.198306',
      '$0.148528',
    ]);
    await noHorizontalOverflow(page);
  });

  test(`/leac at ${width} px: the section 9 table, the chart, truncated fuel purchases, PUC orders by Anchor descending`, async ({
    page,
  }) => {
    test.slow(); // three tabs, each checked with axe
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/leac');
    const table = page.getByRole('table', { name: /LEAC charge per kWh/ });
    // The LEAC in force in a sentence above the table, and first in it (on screen on a phone).
    await expect(
      page.getByText(/^The LEAC in force since August 1, 2025 is \$0\.155495 per kWh/),
    ).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Delivery level',
      '08/01/25',
      '02/01/25',
      '08/01/24',
      '02/01/24',
    ]);
    const expected = {
      Secondary: ['$0.155495', '$0.208802', '$0.261995', '$0.261995'],
      '13.8kV': ['$0.150814', '$0.201762', '$0.254148', '$0.254148'],
      '34.5kV': ['$0.150379', '$0.201106', '$0.253416', '$0.253416'],
      '115kV': ['$0.148528', '$0.198306', '$0.250297', '$0.250297'],
    };
    for (const [level, values] of Object.entries(expected))
      await expect(
        table.getByRole('row', { name: new RegExp(`^${level.replace('.', '\\.')}`) }).getByRole('cell'),
      ).toHaveText(values);

    const chart = page.getByRole('img', { name: /LEAC rate per kWh for four delivery levels/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(640 / 300, 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await noHorizontalOverflow(page);

    await page.getByRole('tab', { name: 'FUEL PURCHASES' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    const fuel = await labels(page.getByRole('tabpanel').getByRole('link'));
    for (const label of fuel)
      expect(label.length <= 22 || (label.length === 25 && label.endsWith('...'))).toBe(true);
    expect(fuel.some((label) => label.endsWith('...'))).toBe(true);
    expect(fuel.some((label) => !label.endsWith('...'))).toBe(true);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'PUC LEAC Orders' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    const orders = await labels(page.getByRole('tabpanel').getByRole('link'));
    expect(orders.map((order) => order.slice(0, 10))).toEqual([
      '2025-07-31',
      '2025-01-30',
      '2024-07-25',
      '2024-01-30',
      '2023-07-28',
    ]);
    await expectAccessible(page);
  });
}

test('/leac tabs work from the keyboard', async ({ page }) => {
  await visit(page, '/leac');
  await page.getByRole('tab', { name: 'LEAC COST' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'PUC LEAC Orders' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'PUC LEAC Orders' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'FUEL PURCHASES' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'LEAC COST' })).toBeFocused();
});

test('with the content service down, /rates and /leac keep their static parts', async ({ page }) => {
  test.slow(); // two pages, each waiting for its failed reads
  await clientRendered(page);
  await page.route('**/api/**', (route) => route.fulfill({ status: 503, json: { error: {} } }));
  await visit(page, '/rates');
  await expect(page.getByRole('region', { name: 'Rate schedules' }).getByRole('listitem')).toHaveCount(16);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page);
  await visit(page, '/leac');
  await expect(page.getByRole('table', { name: /LEAC charge per kWh/ })).toBeVisible();
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
});

for (const path of ['/leac', '/rates']) {
  test(`${path} at 375 px: the LEAC table says it scrolls sideways, its caption wraps whole inside the window, the scroll box takes the keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, path);
    const region = page.getByRole('region', {
      name: /per kWh by (delivery|voltage) level and effective date/,
    });
    const hint = page.getByText('Scroll the table sideways to see every column.');
    await expect(hint).toBeVisible();
    // The table is wider than its box: the last column is reached by scrolling.
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    // The caption is seen whole: not cut by the scroll box at the window's edge.
    const caption = page.locator('p').filter({
      hasText:
        /^(LEAC charge|Fuel adjustment factor) per kWh by (delivery|voltage) level and effective date$/,
    });
    const box = await caption.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(hint).toBeHidden();
    await expect(caption).toBeVisible();
  });
}
