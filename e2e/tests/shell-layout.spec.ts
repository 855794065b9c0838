import { expect, expectAccessible, overrideManifest, test, visit } from '../fixtures';
import { menuButton, menu, menuGroup, topBarSearch, rootOverflow } from '../siteFrame';

// The shell's frame: top bar, menu overlay, footer, skip link, landmarks, titles and focus at 1280 px, and in
// maintenance mode (narrower screens and no script: shell-layout-*.spec.ts).
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar has the logo, the search box inline, Contact Us and Menu; the page has its landmarks', async ({
    page,
  }) => {
    await visit(page, '/leac');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Guam Power Authority home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(topBarSearch(page).getByRole('combobox', { name: 'Search the site' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Site map' })).toBeVisible();
    await expect(page).toHaveTitle('Levelized Energy Adjustment Clause (LEAC) | Guam Power Authority');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the menu is a full-screen modal: focus moves in and stays, scrolling is locked, Escape closes it and focus returns', async ({
    page,
  }) => {
    await visit(page, '/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');

    const dialog = menu(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await rootOverflow(page)).toBe('hidden');
    // The wheel reached the page and the frames after it are painted: a page that scrolls has moved by then.
    await page.evaluate(() => {
      const page = window as unknown as { wheeled: Promise<unknown> };
      page.wheeled = new Promise((done) =>
        window.addEventListener('wheel', done, { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 1500);
    await page.evaluate(async () => {
      await (window as unknown as { wheeled: Promise<unknown> }).wheeled;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);

    // Shift+Tab from the first stop goes to the last; Tab from there comes back; nothing outside is reached.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const stops = (await dialog.getByRole('link').count()) + (await dialog.getByRole('button').count());
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await rootOverflow(page)).not.toBe('hidden');
  });

  test('every menu group and link; external links open in a new tab safely', async ({ page }) => {
    await visit(page, '/');
    await menuButton(page).click();
    const dialog = menu(page);
    const nav = dialog.getByRole('navigation', { name: 'Main menu' });
    for (const title of [
      'How do I...',
      'Residential Customers',
      'Business Customers',
      'Rate Information',
      'In Our Community',
      'GPA Initiatives',
      'About Us',
      'Resources',
    ]) {
      await expect(nav.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    for (const [name, href] of [
      ['In Our Community', '/in-our-community'],
      ['GPA Initiatives', '/gpa-initiatives'],
      ['Hours & Locations', '/contact-us#hours-and-locations'],
      ['Newsletters', '/news-and-media?mode=newsletters'],
      ['Clean Energy Master Plan', '/gpa-initiatives/clean-energy-master-plan'],
      ['Power to Serve and Operations', '/corporate/operations'],
      [
        'Energy Sense Savings Guide (opens in a new tab)',
        'https://energysense.guampower.com/energy-saving-tips',
      ],
      ['Ways to Pay', '/ways-to-pay'],
      ['Power Alerts', '/power-alerts'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href!);
    }
    const external = nav.locator('a[target="_blank"]');
    expect(await external.count()).toBeGreaterThanOrEqual(14);
    for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute('rel'))))
      expect(rel).toBe('noopener noreferrer');
    await expect(
      nav.getByRole('link', { name: 'Tropical Energy Code (PDF) (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });

  test('the Procurement dropdown opens external procurement lists in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://procurement.opengov.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Tenders</title><main><h1>Tenders</h1></main></html>',
      }),
    );
    await visit(page, '/');
    await menuButton(page).click();
    const procurement = menuGroup(page, 'Procurement');
    await expect(procurement).not.toHaveAttribute('open');
    const entries = procurement.locator('ul');
    await expect(entries).toBeHidden();
    await procurement.locator('summary').click();
    await expect(procurement).toHaveAttribute('open', '');
    await expect(entries).toBeVisible();
    await expect(entries.getByRole('link')).toHaveCount(10);
    await expectAccessible(page);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      entries.getByRole('link', { name: /^Available/ }).click(),
    ]);
    expect(tab.url()).toMatch(/^https:\/\/procurement\.opengov\.com\/.+status=open/);
    await tab.close();
  });

  test('following a menu link navigates, closes the menu, unlocks scrolling and focuses the new heading', async ({
    page,
  }) => {
    await visit(page, '/');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'LEAC', exact: true }).click();
    await expect(page).toHaveURL(/\/leac$/);
    await expect(menu(page)).toBeHidden();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Levelized Energy Adjustment Clause (LEAC)');
    await expect(heading).toBeFocused();
    expect(await rootOverflow(page)).not.toBe('hidden');
    await expect(page).toHaveTitle(/^Levelized Energy Adjustment Clause \(LEAC\) \| Guam Power Authority$/);
  });

  test('the menu closes on Back as well', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Fuel charge (LEAC) rates' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Levelized Energy Adjustment Clause (LEAC)',
    );
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Guam Power Authority');
  });

  test('the footer repeats the groups, with Internet Policy, SOP Index, social links and the 2022 copyright', async ({
    page,
  }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const title of ['How do I...', 'About Us', 'GPA Initiatives', 'Resources'])
      await expect(footer.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Internet Policy' })).toHaveAttribute(
      'href',
      '/internet-policy',
    );
    await expect(footer.getByRole('link', { name: 'SOP Index' })).toHaveAttribute('href', '/sop-index');
    const social = footer.getByRole('list', { name: 'GPA on social media' }).getByRole('link');
    await expect(social).toHaveText(
      ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube', 'LinkedIn'].map(
        (name) => `${name} (opens in a new tab)`,
      ),
    );
    for (const target of await social.evaluateAll((links) =>
      links.map((link) => link.getAttribute('target')),
    ))
      expect(target).toBe('_blank');
    await expect(footer).toContainText('© 2022 Guam Power Authority');

    // A footer link navigates inside the site and focuses the new page's heading.
    await footer.getByRole('link', { name: 'Rate Calculator' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate Calculator');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Rate Calculator | Guam Power Authority');
  });
});

test('in maintenance mode the page keeps the frame: header, working menu and footer', async ({ page }) => {
  await overrideManifest(page, (manifest) => ({ ...manifest, maintenance: true }));
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance..');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toBeFocused();
});

test("the footer's Newsletters opens the newsletters of News & Media, not its latest news", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('button', { name: 'About Us' });
  if ((await about.count()) && (await about.getAttribute('aria-expanded')) === 'false') await about.click();
  await footer.getByRole('link', { name: 'Newsletters', exact: true }).click();
  await expect(page).toHaveURL(/\/news-and-media\?mode=newsletters$/);
  await expect(
    page.getByRole('navigation', { name: 'Archives' }).getByRole('link', { name: 'Newsletters' }),
  ).toHaveAttribute('aria-current', 'page');
});
