import { disclosure, expect, expectAccessible, test, visit } from '../fixtures';

// Seeded: 16 articles outside the Newsletter category (5 of them in May 2023), 5 newsletters, 4 GM reports.
const LATEST_TOTAL = 16;
test.describe.configure({ timeout: 180_000 });

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test('/news-and-media LATEST pages 6 cards at 600 px and 9 at 1280 px, with the page in the address and Back working', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await visit(page, '/news-and-media');
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first().getByRole('heading')).toHaveText('GM Report to the CCU - April 2025');
  const pages = page.getByRole('navigation', { name: 'News pages' });
  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/news-and-media\?page=3$/);
  await expect(cards(page)).toHaveCount(LATEST_TOTAL - 12);
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/news-and-media$/);
  await expect(cards(page)).toHaveCount(6);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(cards(page)).toHaveCount(LATEST_TOTAL - 9);
  await expect(
    page.getByRole('navigation', { name: 'News pages' }).locator('[aria-current="page"]'),
  ).toHaveText('Page 2');
  await expectAccessible(page);
});

test('/news-and-media modes: archive months, newsletters, GM CCU presentations, No Articles Found; cards cut to 150 and open the PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/news-and-media');
  const archive = page.getByRole('navigation', { name: 'Archives' });
  await expect(archive.locator('details > summary')).toHaveText(['2025', '2024', '2023', '2022']);
  await disclosure(archive, '2023').toggle.click();
  const monthList = archive.getByRole('list', { name: '2023 press releases by month' });
  const months = monthList.getByRole('link');
  // Only the months with press releases (the seed's 2023: February, May, August, September; November has a
  // newsletter only), newest first: none leads to "No Articles Found".
  await expect(months).toHaveText(['September 2023', 'August 2023', 'May 2023', 'February 2023']);
  await expect(archive.getByRole('link', { name: 'April 2023' })).toHaveCount(0);
  // The open year grows to its months: no scroll box inside the sidebar hides the last of them.
  const panel = disclosure(archive, '2023').content;
  expect(await panel.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(
    0,
  );
  await expect(months.last()).toBeVisible();
  await archive.getByRole('link', { name: 'May 2023' }).click();
  await expect(page).toHaveURL(/mode=press-releases&year=2023&month=5$/);
  await expect(page.getByRole('heading', { name: 'Press Releases: May 2023' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);

  const long = cards(page).filter({ hasText: 'Power Restoration Underway after Typhoon Mawar' });
  await expect(long.locator('p [aria-hidden="true"]')).toHaveText(/^.{150}\.\.\.$/);
  const continueReading = long.getByRole('link', { name: /Continue Reading/ });
  await expect(continueReading).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await continueReading.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  // Seeded without a document: no Continue Reading.
  await expect(
    cards(page).filter({ hasText: 'Customer Service Windows Reopen' }).getByRole('link'),
  ).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/news-and-media?mode=press-releases&year=2023&month=4');
  await expect(page.getByText('No Articles Found')).toBeVisible();

  await archive.getByRole('link', { name: 'Newsletters' }).click();
  await expect(page).toHaveURL(/\?mode=newsletters$/);
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).getByRole('heading')).toHaveText([
    /June 2025/,
    /October 2024/,
    /Fall 2023/,
    /May 2023/,
    /Fall 2022/,
  ]);

  await archive.getByRole('link', { name: 'GPA GM CCU Presentations' }).click();
  await expect(cards(page)).toHaveCount(4);
  await page.goBack();
  await expect(page).toHaveURL(/\?mode=newsletters$/);
  await archive.getByRole('link', { name: 'See All Press Releases' }).click();
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Connect With Us/ })).toHaveAttribute(
    'href',
    '/in-our-community/#e-newsletter',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});

test('/news-and-media?monthToRender selects May 2023 once the articles have loaded', async ({ page }) => {
  await visit(page, '/news-and-media?monthToRender=1');
  await expect(page.getByRole('heading', { name: 'Press Releases: May 2023' })).toBeVisible();
  await expect(page).toHaveURL(/mode=press-releases&year=2023&month=5$/);
  await expect(
    page.getByRole('navigation', { name: 'Archives' }).getByRole('link', { name: 'May 2023' }),
  ).toHaveAttribute('aria-current', 'page');
});
