const { verifiedPreviewPath } = require('@gpa/content-catalog/preview-link');
const { createPreviewHandler } = require('./preview');

const handler = createPreviewHandler({ siteUrl: 'https://www.example.org/ignored-path', secret: 'shared' });

test('a draft opens a signed link to the page that shows its collection; a published entry the public page', () => {
  const link = new URL(handler('api::article.article', { documentId: 'abc', status: 'draft' }));
  expect(`${link.origin}${link.pathname}`).toBe('https://www.example.org/_preview');
  expect(verifiedPreviewPath(Object.fromEntries(link.searchParams), 'shared')).toBe('/news-and-media');
  expect(handler('api::website-notification.website-notification', { status: 'draft' })).toContain('path=%2F&');
  expect(handler('api::foia-report.foia-report', { status: 'published' })).toBe('https://www.example.org/foia-reports');
});

test('collections without a page of their own, or a content service without the shared secret, have no preview', () => {
  expect(handler('api::rate-calculator.rate-calculator', { status: 'draft' })).toBeNull();
  expect(createPreviewHandler({ siteUrl: 'https://www.example.org', secret: undefined })('api::article.article', { status: 'draft' })).toBeNull();
});
