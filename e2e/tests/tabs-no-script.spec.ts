import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { pageWithoutScript } from '../renderedSite';

// Tabs without JavaScript: each tab is a link to its page's address with that tab (?tab=, a sub-tab's own
// parameter), which the server renders, so every panel is one tap away with the script off or not yet run.
const topTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Financial reports' }).getByRole('tab', { name, exact: true });

test('/corporate/financials: every tab and sub-tab is a link to its address, which the server renders with that tab', async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutScript(browser, 375);
  await page.goto(`${baseURL}/corporate/financials`);
  await topTab(page, 'Bonds & Credit Ratings').click();
  await expect(page).toHaveURL(/\/corporate\/financials\?tab=bonds$/);
  await expect(topTab(page, 'Bonds & Credit Ratings')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Credit Ratings', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=bonds&bonds=credit-ratings$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Credit Ratings' }).getByRole('link').first(),
  ).toBeVisible();
  // Another top tab opens on its first sub-tab; the first top tab is the page's own address.
  await topTab(page, 'Non-Employee Travel Justification').click();
  await expect(page).toHaveURL(/\?tab=travel$/);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\?tab=travel&travel=archive$/);
  await expect(page.getByRole('tabpanel', { name: 'Archive' }).getByRole('link').first()).toBeVisible();
  await topTab(page, 'Financial Statements').click();
  await expect(page).toHaveURL(/\/corporate\/financials$/);
  await page.getByRole('tab', { name: /^Un-Audited/ }).click();
  await expect(page).toHaveURL(/\?statements=unaudited$/);
  await expect(page.getByRole('tab', { name: /^Un-Audited/ })).toHaveAttribute('aria-selected', 'true');
  await page.close();
});

test('/corporate/operations: each tab is a link to its address, which the server renders with that tab', async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutScript(browser, 1280);
  await page.goto(`${baseURL}/corporate/operations`);
  await page.getByRole('tab', { name: 'Other Resources' }).click();
  await expect(page).toHaveURL(/\/corporate\/operations\?tab=other-resources$/);
  await expect(page.getByRole('tab', { name: 'Other Resources' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Classes Held', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Power to Save' }).click();
  await expect(page).toHaveURL(/\/corporate\/operations$/);
  await expect(page.getByRole('tab', { name: 'Power to Save' })).toHaveAttribute('aria-selected', 'true');
  await page.close();
});
