import { expect, test, visit } from '../fixtures';
import { pageWithoutScript, useRenderedSite } from '../renderedSite';

test('safety tips: keyboard opens a tile dialog (thumbnail, title, description, OK), Escape and OK close it; storm documents open in a new tab', async ({
  page,
}) => {
  await visit(page, '/in-our-community/safety');
  const tile = page.getByRole('button', { name: 'Check Cords and Plugs' });
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Check Cords and Plugs' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Replace frayed or damaged cords.');
  const thumbnail = dialog.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/.+\.svg$/);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(tile).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(dialog).toHaveCount(0);

  // Tabs by arrow keys: Outdoor (ascending order), then Storm.
  await page.getByRole('tab', { name: 'Indoor' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Outdoor' })).toHaveAttribute('aria-selected', 'true');
  const outdoor = page.getByRole('tabpanel').getByRole('listitem');
  await expect(outdoor.first()).toHaveText('Stay Away from Downed Lines');
  await expect(outdoor.last()).toHaveText('Keep Clear of Pad-Mounted Transformers');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Storm' })).toHaveAttribute('aria-selected', 'true');
  const storm = page.getByRole('tabpanel');
  // Newest first; tips with a Document link to it, the others open the dialog.
  await expect(storm.getByRole('listitem').first()).toHaveText(/Storm Restoration Process/);
  const checklist = storm.getByRole('link', { name: /Typhoon Preparedness Checklist/ });
  await expect(checklist).toHaveAttribute('target', '_blank');
  await expect(checklist).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
  await storm.getByRole('button', { name: 'After the Storm' }).click();
  await expect(page.getByRole('dialog', { name: 'After the Storm' })).toContainText('Report outages');
});

for (const width of [375, 1280]) {
  test(`at ${width} px every safety tile shows its drawn illustration`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/in-our-community/safety');
    for (const tab of ['Indoor', 'Outdoor', 'Storm']) {
      await page.getByRole('tab', { name: tab }).click();
      const images = page.getByRole('tabpanel').getByRole('listitem').locator('img');
      await expect(images).toHaveCount(4);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('src', /\/uploads\/.+\.svg$/);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
  });
}

test('educational resources: four per slide, descriptions cut to 200 characters plus an ellipsis; at 375 px a page is as tall as its cards, its buttons above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/in-our-community/educational-resources');
  const carousel = page.getByRole('region', { name: 'Educational resources' });
  const indicators = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  await expect(indicators).toHaveCount(3);
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current.getByRole('heading')).toHaveCount(4);
  const cut = current.locator('li > p').filter({ hasText: /\.\.\.$/ });
  await expect(cut).toHaveCount(1);
  const shown = (await cut.textContent()) ?? '';
  expect(shown).toHaveLength(203);
  // The whole description is one click away, in place.
  const whole = current.locator('details', { has: page.getByText('Read the full description') });
  await whole.getByText('Read the full description').click();
  const full = (await whole.locator('p').textContent()) ?? '';
  expect(full.length).toBeGreaterThan(200);
  expect(full.startsWith(shown.slice(0, 200))).toBe(true);

  // The buttons stay under the finger as the pages change, and the last page (one card) leaves no room for
  // the four cards of the others under it.
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  const pageTop = () => previous.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const buttonsAt = await pageTop();
  await indicators.nth(2).click();
  await expect(current.getByRole('heading')).toHaveText(['Energy Savings Activity Book']);
  expect(await pageTop()).toBe(buttonsAt);
  const roomUnderCard = await current.evaluate(
    (slide) =>
      slide.parentElement!.getBoundingClientRect().bottom -
      slide.querySelector('li')!.getBoundingClientRect().bottom,
  );
  expect(roomUnderCard).toBeLessThan(40);
  await previous.click();
  await expect(current.getByRole('heading', { name: 'How Electricity Gets to Your Home' })).toBeVisible();
});

test('when the tools area is down, the embedded forms show a notice with Retry and the rest of the page works', async ({
  page,
}) => {
  await page.route('**/areas/tools/**', (route) => route.abort());

  await visit(page, '/in-our-community#e-newsletter');
  const newsletter = page.locator('#e-newsletter');
  await expect(newsletter.getByRole('alert')).toContainText(
    'E-Newsletter sign-up: this part of the site is not available right now.',
  );
  await expect(newsletter.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(newsletter).toBeInViewport();
  await expect(page.getByRole('link', { name: /Safety/ }).first()).toBeVisible();

  await visit(page, '/in-our-community/educational-resources');
  await expect(page.getByRole('alert').filter({ hasText: 'School visit request' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Educational resources' }).getByRole('heading').first(),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  const siteUrl = useRenderedSite();

  test('each safety tip that opens a dialog with the script has its description under its tile', async ({
    browser,
  }) => {
    const page = await pageWithoutScript(browser, 375);
    await page.goto(`${siteUrl()}/in-our-community/safety`);
    const tile = page.getByRole('button', { name: 'Check Cords and Plugs' });
    await expect(tile).toBeVisible();
    // Playwright's text matching skips <noscript>: read what the visitor sees instead.
    expect(await tile.locator('xpath=..').innerText()).toMatch(
      /Check Cords and Plugs\s+Replace frayed or damaged cords\./,
    );
    // ...and in sight: every tip's text lies within its tile's cell, not under the next row's tiles.
    const tips = page.getByRole('tabpanel').locator('li');
    expect(await tips.count()).toBeGreaterThan(1);
    for (const cell of await tips.all()) {
      const [cellBox, textBox] = await Promise.all([cell.boundingBox(), cell.locator('p').boundingBox()]);
      expect(textBox!.height).toBeGreaterThan(0);
      expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(cellBox!.y + cellBox!.height + 0.5);
    }
    // A storm tip with a document opens it, as with the script.
    await page.getByRole('tab', { name: 'Storm' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Storm' }).getByRole('link').first()).toBeVisible();
    await page.close();
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the embedded forms say they need JavaScript and offer a plain form instead of loading forever`, async ({
      browser,
    }) => {
      const page = await pageWithoutScript(browser, width);
      for (const [path, title] of [
        ['/in-our-community', 'E-Newsletter sign-up'],
        ['/in-our-community/educational-resources', 'School visit request'],
      ]) {
        await page.goto(`${siteUrl()}${path}`);
        await expect(page.locator('main h1')).toBeVisible();
        // Playwright's text matching skips <noscript>: read what the visitor sees instead.
        const embedded = page.locator('main [data-remote-component]');
        expect(await embedded.innerText()).toMatch(
          new RegExp(`^${title} needs JavaScript, which is off or not available in this browser\\.\\n`),
        );
        // ...and a plain form that posts to the form's own page (customer-first-seconds.spec.ts sends it).
        await expect(embedded.locator('form[method="post"] input[type="email"]')).toBeVisible();
        await expect(embedded.locator('[role=alert]')).toBeVisible();
        await expect(embedded.getByRole('status')).toBeHidden();
      }
      await page.close();
    });
  }
});
