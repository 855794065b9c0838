import type { Page } from '@playwright/test';
import { clientRendered, expect, test, visit } from '../fixtures';

// Site search over the seeded search entries (20) and the pages the areas publish.

const SEARCH_RESULTS = '**/api/search-results*';
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** Serves these search entries instead of the seeded ones, to the page as the browser reads them (client-rendered). */
async function serveEntries(page: Page, entries: { Title: string; Description: string; Link: string }[]) {
  await clientRendered(page);
  await page.route(SEARCH_RESULTS, (route) =>
    route.fulfill({ json: { data: entries.map((attributes, index) => ({ id: index + 1, attributes })), meta: {} } }),
  );
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
  test(`${path} asks for a term`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByText('Please enter something to perform a search')).toBeVisible();
    await expect(page).toHaveTitle('Search | Guam Power Authority');
  });
}

test('no match names the term', async ({ page }) => {
  await visit(page, '/search?q=xylophone');
  await expect(page.getByText('No results found for xylophone')).toBeVisible();
});

test('searching from the top bar lands on /search?q= and keeps what was typed; matching ignores case', async ({ page }) => {
  await visit(page, '/');
  const input = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  await input.fill('LeAc');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=LeAc$/);
  await expect(input).toHaveValue('LeAc');
  const first = results(page).first();
  await expect(first.getByRole('link', { name: 'LEAC' })).toHaveAttribute('href', '/leac');
  await expect(first).toContainText('Levelized Energy Adjustment Clause');
  await expect(first).toContainText('/leac');
  await expect(page).toHaveTitle('Search results for LeAc | Guam Power Authority');

  await first.getByRole('link', { name: 'LEAC' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levelized Energy Adjustment Clause (LEAC)');
});

test("the site's own pages are found by their titles", async ({ page }) => {
  await serveEntries(page, []);
  await visit(page, '/search?q=levelized');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: 'Levelized Energy Adjustment Clause (LEAC)' })).toHaveAttribute('href', '/leac');
});

test('five results per page, the page in the address, and a pagination nav', async ({ page }) => {
  await visit(page, '/search?q=e');
  const summary = page.getByText(/^Showing 1–5 of \d+ results for “e”$/);
  await expect(summary).toBeVisible();
  const total = Number(/of (\d+) results/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(results(page)).toHaveCount(5);

  const pages = page.getByRole('navigation', { name: 'Search results pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/search\?q=e&page=2$/);
  await expect(page.getByText(`Showing 6–10 of ${total} results for “e”`)).toBeFocused();
  await expect(results(page)).toHaveCount(5);

  const lastPage = Math.ceil(total / 5);
  await pages.getByRole('link', { name: `Page ${lastPage}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
  await expect(results(page)).toHaveCount(total - (lastPage - 1) * 5);
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByText(`Showing 6–10 of ${total} results for “e”`)).toBeVisible();
});

test('searching "procurement": every result opens the available tenders list in a new tab, without link text', async ({ page, context }) => {
  await context.route('https://procurement.opengov.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Tenders</title><main><h1>Tenders</h1></main></html>' }),
  );
  await visit(page, '/search?q=Procurement');
  const items = results(page);
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    await expect(link).toHaveAttribute('href', /^https:\/\/procurement\.opengov\.com\/.*status=open/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(item).not.toContainText('/corporate/procurement');
  }
  const [tab] = await Promise.all([context.waitForEvent('page'), items.first().getByRole('link').click()]);
  expect(tab.url()).toMatch(/^https:\/\/procurement\.opengov\.com\//);
  await tab.close();

  // Any other term keeps the entries' own links.
  await visit(page, '/search?q=procurement%20contact');
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/corporate/procurement');
});

for (const term of ['(', '[', '*', '\\']) {
  test(`the invalid pattern ${term} is matched as plain text`, async ({ page }) => {
    await serveEntries(page, [{ Title: `Odd ${term} entry`, Description: 'An entry with a special character.', Link: '/odd' }]);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await visit(page, `/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByText('Your search was matched as plain text.')).toBeVisible();
    await expect(results(page).getByRole('link', { name: `Odd ${term} entry` })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a catastrophic pattern cannot freeze the page: it is matched as plain text', async ({ page }) => {
  const attack = 'a'.repeat(50_000);
  await serveEntries(page, [
    { Title: attack, Description: `${attack}!`, Link: '/a' },
    { Title: 'Backtracking (a+)+$ explained', Description: 'A literal match.', Link: '/b' },
  ]);
  await visit(page, `/search?q=${encodeURIComponent('(a+)+$')}`);
  await expect(page.getByText('Your search was matched as plain text.')).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('link', { name: 'Backtracking (a+)+$ explained' })).toBeVisible();
  // The page still answers.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
});

test('a very long term is cut to 100 characters and the visitor is told', async ({ page }) => {
  await visit(page, `/search?q=${'x'.repeat(150)}`);
  await expect(page.getByText('Searches are limited to 100 characters, so only the first 100 were used.')).toBeVisible();
  await expect(page.getByText(`No results found for ${'x'.repeat(100)}`)).toBeVisible();
});

test('when the search entries cannot be read, the site pages are still searched and no error shows', async ({ page }) => {
  await clientRendered(page);
  await page.route(SEARCH_RESULTS, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await visit(page, '/search?q=calculator');
  await expect(results(page).getByRole('link', { name: 'Rate Calculator' })).toHaveAttribute('href', '/rate-calculator');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
