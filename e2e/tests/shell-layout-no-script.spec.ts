import { expect, test } from '../fixtures';
import { pageWithoutScript, useRenderedSite } from '../renderedSite';
import { menuButton, menu, menuGroup, topBarSearch } from '../siteFrame';

// The shell's frame without JavaScript: the menu and the top bar search submit to /search?q=, rendered with
// its results by the server.
test.describe('without JavaScript', () => {
  // The suite's site server sends client-rendered pages: these use one that renders on the server, and pages
  // of their own with JavaScript off (axe needs script: shell-layout.spec.ts checks the same HTML with it).
  const siteUrl = useRenderedSite({ searchIndexAtStart: true });

  for (const width of [375, 1280]) {
    test(`at ${width} px the Menu button opens the menu, its groups open and close (native disclosures), Close closes it`, async ({
      browser,
    }) => {
      const page = await pageWithoutScript(browser, width);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${siteUrl()}/leac`);
      await expect(page.locator('main h1')).toBeVisible();
      const dialog = menu(page);
      await expect(dialog).toBeHidden();
      await menuButton(page).click();
      await expect(dialog).toBeVisible();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height: 800 });
      const nav = dialog.getByRole('navigation', { name: 'Main menu' });
      // On a phone each group is closed until tapped; wider, all show. Procurement is a dropdown at every width.
      if (width === 375) await menuGroup(page, 'Rate Information').locator('summary').click();
      await expect(nav.getByRole('link', { name: 'Rate Calculator' })).toBeVisible();
      await menuGroup(page, 'Procurement').locator('summary').click();
      await expect(nav.getByRole('link', { name: /^Available/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close menu' }).click();
      await expect(dialog).toBeHidden();
      const footer = page.getByRole('contentinfo');
      if (width === 375)
        await footer
          .locator('details', { has: page.getByRole('heading', { name: 'Rate Information', exact: true }) })
          .locator('summary')
          .click();
      await expect(footer.getByRole('link', { name: 'Rate Calculator' })).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: 'Rate Calculator' }).click();
      await expect(page).toHaveURL(/\/rate-calculator$/);
      await expect(page.locator('main h1')).toHaveText('Rate Calculator');
      await page.close();
    });
  }

  test('at 375 px the menu search submits to /search?q=, rendered with its results by the server', async ({
    browser,
  }) => {
    const page = await pageWithoutScript(browser, 375);
    await page.goto(`${siteUrl()}/`);
    await menuButton(page).click();
    const input = menu(page).getByRole('combobox', { name: 'Search the site' });
    await input.fill('leac');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leac$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'LEAC', exact: true })).toBeVisible();
    await page.close();
  });

  test('at 1280 px the top bar search submits to /search?q=, rendered with its results by the server', async ({
    browser,
  }) => {
    const page = await pageWithoutScript(browser, 1280);
    await page.goto(`${siteUrl()}/`);
    const input = topBarSearch(page).getByRole('combobox', { name: 'Search the site' });
    await input.fill('leac');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leac$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'LEAC', exact: true })).toBeVisible();
    await expect(topBarSearch(page).getByRole('combobox', { name: 'Search the site' })).toHaveValue('leac');
    await page.close();
  });
});
