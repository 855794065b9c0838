import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { pageWithoutScript } from '../renderedSite';

// Tabs without JavaScript: each tab is a link to its page's address with that tab (?tab=, a sub-tab's own
// parameter), which the server renders, so every panel is one tap away with the script off or not yet run.
// The link's fragment names the tab: the page it opens shows at its tabs, not at its top.
const topTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Financial reports' }).getByRole('tab', { name, exact: true });

/** The page a tab's link opened: that tab chosen, and in view. */
async function openedAt(tab: Locator) {
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeInViewport();
}

test('/corporate/financials: every tab and sub-tab is a link to its address, which the server renders with that tab', async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutScript(browser, 375);
  await page.goto(`${baseURL}/corporate/financials`);
  await topTab(page, 'Bonds & Credit Ratings').click();
  await expect(page).toHaveURL(/\/corporate\/financials\?tab=bonds#tab-bonds$/);
  await openedAt(topTab(page, 'Bonds & Credit Ratings'));
  await page.getByRole('tab', { name: 'Credit Ratings', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=bonds&bonds=credit-ratings#bonds-credit-ratings$/);
  await openedAt(page.getByRole('tab', { name: 'Credit Ratings', exact: true }));
  // On a phone the sub-tabs are below the page's start: the page opened scrolled to them.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(
    page.getByRole('tabpanel', { name: 'Credit Ratings' }).getByRole('link').first(),
  ).toBeVisible();
  // Another top tab opens on its first sub-tab; the first top tab is the page's own address.
  await topTab(page, 'Non-Employee Travel Justification').click();
  await expect(page).toHaveURL(/\?tab=travel#tab-travel$/);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\?tab=travel&travel=archive#travel-archive$/);
  await expect(page.getByRole('tabpanel', { name: 'Archive' }).getByRole('link').first()).toBeVisible();
  await topTab(page, 'Financial Statements').click();
  await expect(page).toHaveURL(/\/corporate\/financials#tab-statements$/);
  await page.getByRole('tab', { name: /^Un-Audited/ }).click();
  await expect(page).toHaveURL(/\?statements=unaudited#statements-unaudited$/);
  await openedAt(page.getByRole('tab', { name: /^Un-Audited/ }));
  await page.close();
});

test('/corporate/operations: each tab is a link to its address, which the server renders with that tab', async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutScript(browser, 1280);
  await page.goto(`${baseURL}/corporate/operations`);
  await page.getByRole('tab', { name: 'Other Resources' }).click();
  await expect(page).toHaveURL(/\/corporate\/operations\?tab=other-resources#tab-other-resources$/);
  await openedAt(page.getByRole('tab', { name: 'Other Resources' }));
  await expect(page.getByRole('heading', { name: 'Classes Held', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Power to Save' }).click();
  await expect(page).toHaveURL(/\/corporate\/operations#tab-power-to-save$/);
  await openedAt(page.getByRole('tab', { name: 'Power to Save' }));
  await page.close();
});
