import type { SearchAnswer } from '@gpa/contracts';
import { expect, test, visit } from '../fixtures';

// The seeded content reads as real: no placeholder phone number or "coming soon", documents of several pages,
// tenders that are open now due in the future, dated facts that have not gone stale, a cut text readable in full.

test('/rebates: the vendor table has believable phone numbers, no placeholder', async ({ page }) => {
  await visit(page, '/rebates');
  await expect(page.getByRole('main')).toContainText('(671) 789-3372');
  await expect(page.getByRole('main')).not.toContainText('789-1234');
});

test('a seeded PDF is a real-looking document of several numbered pages', async ({ page, request }) => {
  await visit(page, '/residential/forms-and-permits');
  const href = await page
    .getByRole('link', { name: /Net Metering Interconnection Application/ })
    .getAttribute('href');
  const pdf = (await (await request.get(href!)).body()).toString('latin1');
  const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pdf).toContain(`Page ${pages} of ${pages}`);
  expect(pdf).toContain('(Where to get help) Tj');
  expect(pdf).not.toContain('Sample document generated');
});

test('a seeded document is dated by its own record, and search finds it by the words of its subject', async ({
  request,
}) => {
  const ask = async (query: string, page = 1) =>
    (await (
      await request.get(`/search.json?q=${encodeURIComponent(query)}&page=${page}`)
    ).json()) as SearchAnswer;
  // Words only in the GM reports' own text (PDF text joins the index within seconds of the server's start).
  const phrase = '"General Manager reports to the Consolidated Commission"';
  await expect
    .poll(async () => (await ask(phrase)).total, { timeout: 90_000, intervals: [2000] })
    .toBeGreaterThan(3);
  const { total } = await ask(phrase);
  const hits = (
    await Promise.all(Array.from({ length: Math.ceil(total / 5) }, (_, index) => ask(phrase, index + 1)))
  ).flatMap((answer) => answer.data);
  expect(hits.map((hit) => hit.title)).toEqual(
    hits.map(() => expect.stringMatching(/^GM Report to the CCU - [A-Z][a-z]+ \d{4}$/)),
  );
  const may2023 = hits.find((hit) => hit.title === 'GM Report to the CCU - May 2023');
  const pdf = (await (await request.get(may2023!.link)).body()).toString('latin1');
  // The article's own date, never the day the content was seeded.
  expect(pdf).toContain('(Issued May 31, 2023) Tj');
  expect(pdf).toContain('Typhoon Mawar');
});

test('/corporate/procurement: every tender open now with a due date is due in the future', async ({
  page,
}) => {
  await visit(page, '/corporate/procurement');
  const tenders = page.getByRole('region', { name: 'Available tenders' });
  const dues = (
    await tenders.getByRole('table').evaluate((table: HTMLTableElement) => {
      const column = [...table.tHead!.rows[0]!.cells].findIndex(
        (cell) => cell.textContent === 'Due Date and Time',
      );
      return [...table.tBodies[0]!.rows].map((row) => row.cells[column]?.textContent ?? '');
    })
  ).join(' | ');
  const dated = [...dues.matchAll(/([A-Z][a-z]+ \d{1,2}, \d{4})/g)].map(([, date]) => Date.parse(date!));
  expect(dated.length).toBeGreaterThanOrEqual(3);
  for (const due of dated) expect(due).toBeGreaterThan(Date.now());
});

test('the home page does not call a past change "proposed"', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('region', { name: /Lower bills are here/ })).not.toContainText(
    /proposed for September 1, 2025/,
  );
});

test('an educational resource cut at 200 characters opens its full text in place', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/in-our-community/educational-resources');
  const card = page.getByRole('listitem').filter({ hasText: 'ear protection and s...' });
  await expect(card).toBeVisible();
  const more = card.getByText('Read the full description');
  await more.click();
  await expect(card.locator('details p')).toBeVisible();
  await expect(card.locator('details p')).not.toContainText('...');
  // The full text replaces the cut one instead of repeating it.
  await expect(card.getByText('ear protection and s...')).toBeHidden();
  expect((await card.locator('details p').textContent())!.length).toBeGreaterThan(200);
});
