const MarkdownIt = require('markdown-it');
const { htmlToMarkdown, migrateNoticeHtml } = require('./noticeMarkdown');

const SEEDED =
  '<p><strong>Scheduled maintenance:</strong> online bill payment will be unavailable on Saturday from 12:00 AM to 4:00 AM ChST. ' +
  'Please <a href="/ways-to-pay">see other ways to pay</a> or call <a href="tel:+16716475787">(671) 647-5787</a>.</p>';

test('an HTML notice becomes the Markdown the toolbar writes, which renders as the HTML did', () => {
  const text = htmlToMarkdown(SEEDED);
  expect(text).toBe(
    '**Scheduled maintenance:** online bill payment will be unavailable on Saturday from 12:00 AM to 4:00 AM ChST. ' +
      'Please [see other ways to pay](/ways-to-pay) or call [(671) 647-5787](tel:+16716475787).',
  );
  expect(new MarkdownIt().render(text).trim()).toBe(SEEDED);
  expect(htmlToMarkdown('<ul><li>One</li><li><em>Two</em></li></ul>')).toBe('-   One\n-   _Two_');
});

/** Strapi's query engine over rows in memory. */
function fakeStrapi(rows) {
  const info = jest.fn();
  const query = {
    findMany: async () => rows.map(({ id, description }) => ({ id, description })),
    update: async ({ where, data }) =>
      Object.assign(
        rows.find((row) => row.id === where.id),
        data,
      ),
  };
  return { db: { query: () => query }, log: { info }, info };
}

test('every notice stored as HTML (draft and published rows) is migrated once; Markdown and empty texts are left alone', async () => {
  const rows = [
    { id: 1, description: SEEDED },
    { id: 2, description: SEEDED },
    { id: 3, description: 'Crews are **on their way**.' },
    { id: 4, description: null },
  ];
  const strapi = fakeStrapi(rows);
  expect(await migrateNoticeHtml(strapi)).toBe(2);
  expect(rows[0].description).toMatch(/^\*\*Scheduled maintenance:\*\*/);
  expect(rows[1].description).toBe(rows[0].description);
  expect(rows[2].description).toBe('Crews are **on their way**.');
  expect(strapi.info).toHaveBeenCalledWith('notices: 2 stored as HTML rewritten as Markdown');
  // The next boot: nothing left to migrate.
  expect(await migrateNoticeHtml(strapi)).toBe(0);
});
