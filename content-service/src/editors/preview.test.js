const { verifiedPreviewPath } = require('@gpa/content-catalog/preview-link');
const { pagesOfCollections } = require('./collectionPages');
const { createPreviewHandler } = require('./preview');

/** Articles by documentId, as the document service finds them (with their category). */
const articles = {
  news: { article_category: { Name: 'Press release' } },
  letter: { article_category: { Name: 'Newsletter' } },
  report: { article_category: { Name: 'general manager report' } },
};
const findEntry = jest.fn(async (_uid, { documentId }) => articles[documentId] ?? null);
const handler = createPreviewHandler({
  siteUrl: 'https://www.example.org/ignored-path',
  secret: 'shared',
  findEntry,
});
/** The page a preview address opens (its signature checked). */
const previewed = async (uid, params) => {
  const link = new URL(await handler(uid, params));
  expect(`${link.origin}${link.pathname}`).toBe('https://www.example.org/_preview');
  return verifiedPreviewPath(Object.fromEntries(link.searchParams), 'shared');
};

test('drafts and published entries alike open a signed link (the only pages the admin may frame) to the first page reading their collection', async () => {
  for (const status of ['draft', 'published']) {
    expect(await previewed('api::foia-report.foia-report', { status })).toBe('/foia-reports');
    expect(await previewed('api::news-release.news-release', { status })).toBe('/rateadjustment');
  }
  // What the layout reads on every page, which no route declares: the catalog's page.
  expect(await previewed('api::website-notification.website-notification', { status: 'draft' })).toBe('/');
  // A collection another view of a page shows (a tab, ?tab=): that view.
  expect(
    await previewed('api::financials-annual-report.financials-annual-report', { status: 'published' }),
  ).toBe('/corporate/financials?tab=ar');
  expect(await previewed('api::financial-credit-rating.financial-credit-rating', { status: 'draft' })).toBe(
    '/corporate/financials?tab=bonds',
  );
});

test('an article is previewed on the view that lists it: a newsletter on ?mode=newsletters, a GM report on its view, others on the page', async () => {
  const uid = 'api::article.article';
  expect(await previewed(uid, { documentId: 'letter', status: 'draft' })).toBe(
    '/news-and-media?mode=newsletters',
  );
  expect(await previewed(uid, { documentId: 'report', status: 'published' })).toBe(
    '/news-and-media?mode=gm-ccu-presentations',
  );
  expect(await previewed(uid, { documentId: 'news', status: 'published' })).toBe('/news-and-media');
  // A new entry not saved yet has no category: the page itself.
  expect(await previewed(uid, { status: 'draft' })).toBe('/news-and-media');
  expect(findEntry).toHaveBeenCalledWith(uid, {
    documentId: 'letter',
    locale: undefined,
    status: 'draft',
    populate: ['article_category'],
  });
});

test('the preview follows the route tables: a read added to a route previews the collection there', async () => {
  const tables = [[{ path: '/elsewhere', title: 'Elsewhere', reads: ['news-releases'] }]];
  const moved = createPreviewHandler({
    siteUrl: 'https://www.example.org',
    secret: 'shared',
    pagesOfCollections: pagesOfCollections(tables),
  });
  const link = new URL(await moved('api::news-release.news-release', { status: 'published' }));
  expect(verifiedPreviewPath(Object.fromEntries(link.searchParams), 'shared')).toBe('/elsewhere');
  expect(await moved('api::foia-report.foia-report', { status: 'published' })).toBeNull();
});

test('sign-ups, or a content service without the shared secret, have no preview', async () => {
  expect(await handler('api::e-newsletter.e-newsletter', { status: 'draft' })).toBeNull();
  const unsigned = createPreviewHandler({ siteUrl: 'https://www.example.org', secret: undefined });
  expect(await unsigned('api::article.article', { status: 'draft' })).toBeNull();
});
