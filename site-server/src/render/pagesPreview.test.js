// Preview of drafts: a signed link renders the page with drafts (no scripts, never stored or indexed, framed
// by the admin only); a changed, unsigned or expired link is refused, and without the secret there are none.
const { createSiteApp } = require('../app');
const { previewLink } = require('@gpa/content-catalog/preview-link');
const { SITE_URL, PREVIEW_SECRET, listen, state, setUp, tearDown, get } = require('../testing/renderedSite');

beforeEach(setUp);
afterEach(tearDown);

describe('preview of drafts', () => {
  /** The path and query of a preview link, asked of this test's site. */
  const previewOf = (options) => {
    const link = new URL(
      previewLink({ siteUrl: SITE_URL, path: '/rate-calculator', secret: PREVIEW_SECRET, ...options }),
    );
    return `${link.pathname}${link.search}`;
  };

  test('a signed link renders the page with drafts: no scripts, never stored or indexed, framed by the admin only', async () => {
    const response = await get(previewOf());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain(`frame-ancestors 'self' ${new URL(state.content.url).origin}`);
    const html = await response.text();
    expect(html).toContain('<p>items: 4</p>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('Preview: drafts shown as they will look once published.');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="preload"');

    // The public page never shows the drafts, before or after a preview.
    const pub = await get('/rate-calculator');
    expect(await pub.text()).toContain('<p>items: 3</p>');
  });

  test.each([
    ['a changed page', (query) => query.replace('rate-calculator', 'items%2F1')],
    ['a changed signature', (query) => query.replace(/signature=[^&]+/, 'signature=forged')],
    ['no signature', (query) => query.replace(/&signature=[^&]+/, '')],
  ])('%s is refused', async (_label, change) => {
    const response = await get(change(previewOf()));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('open the preview again from the admin');
  });

  test('an expired link is refused, and a site without the shared secret has no previews', async () => {
    expect((await get(previewOf({ now: Date.now() - 2 * 60 * 60 * 1000 }))).status).toBe(403);
    await state.site.close();
    state.site = await listen(
      createSiteApp({
        siteDir: state.siteDir,
        contentUrl: state.content.url,
        contentCacheMs: 0,
        contentChangesSecret: '',
        render: { budgetMs: 300, pageCacheMs: 0, siteUrl: SITE_URL },
      }),
    );
    expect((await get(previewOf())).status).toBe(403);
  });
});
