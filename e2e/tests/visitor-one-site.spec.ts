import type { Page } from '@playwright/test';
import { disclosure, expect, test, visit } from '../fixtures';
import { pageWithoutScript, useRenderedSite } from '../renderedSite';

/** Size, colour, weight and spacing of an element, as the browser computed them. */
const typeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        fontSize: style.fontSize,
        color: style.color,
        fontWeight: style.fontWeight,
        marginBottom: style.marginBottom,
      };
    });

test('one type scale: page titles, section headings and panel headings look the same in every area', async ({
  page,
}) => {
  // The title of a customer, a corporate, a financials and a tools page, and a plain section heading of the
  // first three (the tools pages have none). Each page's axe check: every-page.spec.ts.
  const titles = [];
  const sections = [];
  for (const path of ['/cybersecurity', '/corporate/operations', '/rates', '/rate-calculator']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    titles.push(await typeOf(page, 'main h1'));
    if (path !== '/rate-calculator') sections.push(await typeOf(page, 'main h2:not(:has(> button))'));
  }
  expect(new Set(titles.map((title) => JSON.stringify(title))).size).toBe(1);
  expect(sections[0]).toMatchObject({ fontSize: '22.4px', color: 'rgb(0, 59, 111)', fontWeight: '700' });
  for (const section of sections) expect(section).toEqual(sections[0]);

  // The headings of open-and-close panels: a customer and a financials page.
  const panels = [];
  for (const path of ['/how-do-i/get-financial-assistance', '/rateadjustment']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    panels.push(await typeOf(page, 'main details > summary > h2'));
  }
  expect(panels[1]).toEqual(panels[0]);
  // White on the brand-coloured title bar (the blue panels of both pages).
  expect(panels[0]).toMatchObject({ fontSize: '18.4px', color: 'rgb(255, 255, 255)' });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('tabs and sub-tabs are one tidy column, each tab the full width', async ({ page }) => {
    await visit(page, '/corporate/financials');
    for (const name of ['Financial reports', 'Financial statements']) {
      const list = page.getByRole('tablist', { name });
      const listBox = (await list.boundingBox())!;
      const boxes = await list
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThan(1);
      for (const box of boxes) {
        expect(Math.abs(box.x - listBox.x)).toBeLessThan(1);
        expect(Math.abs(box.width - listBox.width)).toBeLessThan(1);
      }
    }
  });

  test('the home carousel: previous, the nine indicators and next on one row; no slide mostly empty', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const controls = [
      carousel.getByRole('button', { name: 'Previous slide' }),
      ...(await carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button').all()),
      carousel.getByRole('button', { name: 'Next slide' }),
    ];
    expect(controls).toHaveLength(11);
    const tops = await Promise.all(controls.map(async (control) => (await control.boundingBox())!.y));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    await expectNoMostlyEmptySlide(page);
  });

  test('a rate schedule chart is drawn from its rates: bills at current and proposed rates, readable on a phone', async ({
    page,
    request,
  }) => {
    await visit(page, '/rateadjustment');
    await disclosure(page, 'Proposed Rate Adjustments').toggle.click();
    await page.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' });
    const chart = page.getByRole('img', { name: /^Schedule R: monthly bill at current and proposed rates/ });
    await expect(chart).toBeVisible();
    // Loaded (visible is only its box): the picture arrives after the page.
    await expect
      .poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const drawn = await (await request.get((await chart.getAttribute('src'))!)).text();
    expect(drawn).toMatch(/^<svg[^>]+viewBox="0 0 480 300"/);
    for (const label of ['Current', 'Proposed', '500 kWh', '1,000 kWh', '2,000 kWh'])
      expect(drawn).toContain(`>${label}</text>`);
    // 20-unit text in a 480-unit drawing shown at its width on the phone: at least 12 px.
    const shownWidth = (await chart.boundingBox())!.width;
    expect((20 * shownWidth) / 480).toBeGreaterThanOrEqual(12);
  });

  test("the LEAC chart's axis labels are at least 12 px tall", async ({ page }) => {
    await visit(page, '/leac');
    const chart = page.getByRole('figure', { name: /LEAC rate per kWh/ });
    const sizes = await chart
      .locator('span')
      .evaluateAll((labels) => labels.map((label) => parseFloat(getComputedStyle(label).fontSize)));
    expect(sizes.length).toBeGreaterThanOrEqual(11); // 7 values and 4 dates
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // The labels stay inside the page: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** Every slide's content (with its frame's padding) fills most of the carousel's height (the tallest slide sets it). */
async function expectNoMostlyEmptySlide(page: Page) {
  const fill = await page.locator('[aria-roledescription="slide"]').evaluateAll((slides) =>
    slides.map((slide) => {
      const frame = slide.firstElementChild as HTMLElement;
      const boxes = [...frame.children].map((child) => child.getBoundingClientRect());
      const content = Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
      const style = getComputedStyle(frame);
      return (
        (content + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)) /
        slide.getBoundingClientRect().height
      );
    }),
  );
  expect(fill).toHaveLength(9);
  expect(Math.min(...fill)).toBeGreaterThan(0.6);
}

test('at 1280 px no home slide is mostly empty', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await expectNoMostlyEmptySlide(page);
});

test('printed, a page is its content: the logo, every column of a wide table, closed panels and every home slide; no menu, search, notice, site map or slide button', async ({
  page,
}) => {
  // The width an A4 page prints at with the browser's default margins (Letter's is wider), under the
  // procurement tables' own width.
  await page.setViewportSize({ width: 718, height: 900 });
  await visit(page, '/corporate/procurement');
  const tenders = page.getByRole('region', { name: /tenders/i }).first();
  const cut = () => tenders.evaluate((box) => box.scrollWidth > box.clientWidth + 1);
  const hint = page.getByText('Scroll the table sideways').first();
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const onScreenOnly = [
    hint,
    header.getByRole('link', { name: 'Contact Us' }),
    header.getByRole('button', { name: 'Menu' }),
    // The seeded notice is always up.
    page.locator('[data-notice-banner]'),
    footer.getByRole('navigation', { name: 'Site map' }),
    footer.getByRole('link', { name: 'Facebook' }),
  ];
  // A closed panel: paper cannot open it, so its content prints, whole.
  const panel = disclosure(page, 'Mission Statements').content;
  expect(await cut()).toBe(true);
  for (const part of onScreenOnly) await expect(part).toBeVisible();
  await expect(panel).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  expect(await cut()).toBe(false);
  for (const part of onScreenOnly) await expect(part).toBeHidden();
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
  await expect(header.getByRole('link', { name: 'Guam Power Authority' })).toBeVisible();
  await expect(footer).toContainText('Guam Power Authority. All rights reserved.');

  // Wide enough for the header's own search box.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const search = header.getByRole('search');
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  const slides = await carousel.locator('[aria-roledescription="slide"]').all();
  const buttons = await carousel.getByRole('button').all();
  expect(slides.length).toBeGreaterThan(1);
  await expect(search).toBeVisible();
  await expect(slides[1]!).toBeHidden();
  for (const button of buttons) await expect(button).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(search).toBeHidden();
  for (const slide of slides) await expect(slide).toBeVisible();
  for (const button of buttons) await expect(button).toBeHidden();
});

test.describe('without JavaScript', () => {
  const siteUrl = useRenderedSite();

  for (const width of [375, 1280]) {
    test(`a page's open-and-close panels open and close, the home carousel shows every slide at ${width} px`, async ({
      browser,
    }) => {
      const page = await pageWithoutScript(browser, width);
      try {
        await page.goto(`${siteUrl()}/rateadjustment`);
        // Native disclosures: closed at first, each opens at a click and closes again, no script needed.
        const titles = await page.locator('main details > summary h2').allTextContents();
        expect(titles.length).toBeGreaterThan(2);
        for (const title of titles) {
          const panel = disclosure(page, title);
          await expect(panel.content).toBeHidden();
          await panel.toggle.click();
          await expect(panel.content).toBeVisible();
        }
        const faqs = disclosure(page, "FAQ's");
        await expect(faqs.content).toContainText('Updated 4/16/2025');
        await faqs.toggle.click();
        await expect(faqs.content).toBeHidden();
        // The schedule picker (its panel opened above) sends its choice; the server shows that chart, the panel
        // open, the picker in view.
        const picker = disclosure(page, 'Proposed Rate Adjustments').content;
        await picker.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' });
        await picker.getByRole('button', { name: 'Show chart' }).click();
        await expect(page).toHaveURL(/\/rateadjustment\?schedule=R#rate-schedule-chart$/);
        await expect(picker.getByRole('img')).toBeVisible();
        await expect(picker.getByLabel('Rate schedule')).toBeInViewport();

        // The home carousel does not ride, and offers no button that cannot work: every slide is shown, one
        // under the other, so that each slide's links can be reached.
        await page.goto(`${siteUrl()}/`);
        const carousel = page.getByRole('region', { name: 'Highlights' });
        await expect(carousel.getByRole('button')).toHaveCount(0);
        const slides = await carousel.locator('[aria-roledescription="slide"]').all();
        expect(slides).toHaveLength(9);
        let bottom = 0;
        for (const slide of slides) {
          await expect(slide).toBeVisible();
          await expect(slide).toHaveCSS('animation-name', 'none');
          const box = (await slide.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(bottom);
          bottom = box.y + box.height;
        }
      } finally {
        await page.close();
      }
    });
  }
});
