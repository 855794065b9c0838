const { verifiedPreviewPath } = require('@gpa/content-catalog/preview-link');
const { pagesOfCollections } = require('./collectionPages');
const { createPreviewHandler } = require('./preview');

const handler = createPreviewHandler({ siteUrl: 'https://www.example.org/ignored-path', secret: 'shared' });

test('a draft opens a signed link to the first page whose route reads its collection; a published entry the public page', () => {
  const link = new URL(handler('api::article.article', { documentId: 'abc', status: 'draft' }));
  expect(`${link.origin}${link.pathname}`).toBe('https://www.example.org/_preview');
  expect(verifiedPreviewPath(Object.fromEntries(link.searchParams), 'shared')).toBe('/news-and-media');
  // What the layout reads on every page, which no route declares: the catalog's page.
  expect(handler('api::website-notification.website-notification', { status: 'draft' })).toContain(
    'path=%2F&',
  );
  expect(handler('api::news-release.news-release', { status: 'published' })).toBe(
    'https://www.example.org/rateadjustment',
  );
  expect(handler('api::foia-report.foia-report', { status: 'published' })).toBe(
    'https://www.example.org/foia-reports',
  );
  // A collection another view of a page shows (a tab, ?tab=): that view.
  expect(handler('api::financials-annual-report.financials-annual-report', { status: 'published' })).toBe(
    'https://www.example.org/corporate/financials?tab=ar',
  );
  const draft = new URL(handler('api::financial-credit-rating.financial-credit-rating', { status: 'draft' }));
  expect(verifiedPreviewPath(Object.fromEntries(draft.searchParams), 'shared')).toBe(
    '/corporate/financials?tab=bonds',
  );
});

test('the preview follows the route tables: a read added to a route previews the collection there', () => {
  const tables = [[{ path: '/elsewhere', title: 'Elsewhere', reads: ['news-releases'] }]];
  const moved = createPreviewHandler({
    siteUrl: 'https://www.example.org',
    secret: 'shared',
    pagesOfCollections: pagesOfCollections(tables),
  });
  expect(moved('api::news-release.news-release', { status: 'published' })).toBe(
    'https://www.example.org/elsewhere',
  );
  expect(moved('api::foia-report.foia-report', { status: 'published' })).toBeNull();
});

test('sign-ups, or a content service without the shared secret, have no preview', () => {
  expect(handler('api::e-newsletter.e-newsletter', { status: 'draft' })).toBeNull();
  expect(
    createPreviewHandler({ siteUrl: 'https://www.example.org', secret: undefined })('api::article.article', {
      status: 'draft',
    }),
  ).toBeNull();
});
