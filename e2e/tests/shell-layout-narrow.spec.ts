import { expect, expectAccessible, test, visit } from '../fixtures';
import { menuButton, menu, menuGroup, topBarSearch } from '../siteFrame';

// The shell's frame on narrower screens: at 800 px the search box is inline and the menu mobile, at 375 px the
// top bar fits and the search box is in the menu.
test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the search box is still inline (not in the menu), and the menu uses the mobile layout', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(topBarSearch(page)).toBeVisible();
    await menuButton(page).click();
    const dialog = menu(page);
    await expect(dialog.getByRole('search')).toHaveCount(0);
    const group = menuGroup(page, 'Rate Information');
    await expect(group).not.toHaveAttribute('open');
    await expect(dialog.getByRole('link', { name: 'Rate Calculator' })).toBeHidden();
    await group.locator('summary').click();
    await expect(dialog.getByRole('link', { name: 'Rate Calculator' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the top bar fits; the search box is in the menu and lands on /search?q=, keeping the term', async ({
    page,
  }) => {
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(topBarSearch(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();

    await menuButton(page).click();
    const input = menu(page).getByRole('combobox', { name: 'Search the site' });
    await input.fill('leac');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leac$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: 'LEAC', exact: true })).toBeVisible();

    await menuButton(page).click();
    await expect(menu(page).getByRole('combobox', { name: 'Search the site' })).toHaveValue('leac');
    // Procurement looks like every other group of the phone menu: heading, toggle, list and links alike.
    const looks = (name: string) =>
      menuGroup(page, name).evaluate((details) => {
        const summary = details.querySelector('summary')!;
        const list = details.querySelector('ul')!;
        const toggle = getComputedStyle(summary);
        const heading = getComputedStyle(summary.querySelector('h2, h3')!);
        const links = getComputedStyle(list);
        const link = getComputedStyle(list.querySelector('a')!);
        return {
          heading: [summary.firstElementChild!.tagName, heading.fontSize, heading.color],
          toggle: [toggle.borderBottomWidth, toggle.width, toggle.minHeight],
          list: [links.paddingLeft, link.color, link.fontSize, link.textDecorationLine, link.minHeight],
        };
      });
    expect(await looks('Procurement')).toEqual(await looks('About Us'));
    await expectAccessible(page);
  });
});
