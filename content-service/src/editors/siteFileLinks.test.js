const { Readable } = require('node:stream');
const { siteFileLinks, withSiteFileLinks } = require('./siteFileLinks');

const SITE = 'https://www.example.org';
const storedFile = (name) => ({
  id: 7,
  name: `${name}.png`,
  hash: name,
  mime: 'image/png',
  url: `/uploads/${name}.png`,
  formats: {
    thumbnail: { hash: `thumbnail_${name}`, mime: 'image/png', url: `/uploads/thumbnail_${name}.png` },
  },
  createdAt: new Date('2026-01-02T03:04:05Z'),
});

test('every stored file and format in an answer gets the site address, wherever it sits', () => {
  const listed = withSiteFileLinks({ results: [storedFile('plan')], pagination: { page: 1 } }, SITE);
  expect(listed.results[0].url).toBe(`${SITE}/uploads/plan.png`);
  expect(listed.results[0].formats.thumbnail.url).toBe(`${SITE}/uploads/thumbnail_plan.png`);
  expect(listed.pagination).toEqual({ page: 1 });

  // A content-manager entry with a file field.
  const entry = withSiteFileLinks({ data: { Title: 'Report', File: storedFile('report') } }, SITE);
  expect(entry.data.File.url).toBe(`${SITE}/uploads/report.png`);
  expect(entry.data.Title).toBe('Report');
  // Dates stay dates (PostgreSQL answers with Date objects).
  expect(entry.data.File.createdAt).toEqual(new Date('2026-01-02T03:04:05Z'));
});

test('the answer is a copy: what Strapi holds keeps the relative url', () => {
  const file = storedFile('kept');
  withSiteFileLinks([file], SITE);
  expect(file.url).toBe('/uploads/kept.png');
  expect(file.formats.thumbnail.url).toBe('/uploads/thumbnail_kept.png');
});

test('only stored files: other urls, absolute ones and non-objects are left alone', () => {
  const body = {
    link: { url: '/uploads/not-a-file-record' },
    page: { url: '/news-and-media', hash: 'x' },
    elsewhere: { hash: 'cdn', url: 'https://cdn.example.org/uploads/a.png' },
    text: '/uploads/a.png',
    none: null,
  };
  expect(withSiteFileLinks(body, SITE)).toEqual(body);
  const buffer = Buffer.from('bytes');
  expect(withSiteFileLinks(buffer, SITE)).toBe(buffer);
});

describe('the middleware', () => {
  const run = async (route, body) => {
    const ctx = { state: { route }, body: undefined };
    await siteFileLinks({ siteUrl: `${SITE}/some/page` })(ctx, async () => {
      ctx.body = body;
    });
    return ctx.body;
  };

  test('rewrites admin API answers with the origin of SITE_URL', async () => {
    expect((await run({ info: { type: 'admin', pluginName: 'upload' } }, storedFile('a'))).url).toBe(
      `${SITE}/uploads/a.png`,
    );
  });

  test('leaves the content API (the site prefixes its own files address) and unrouted answers alone', async () => {
    expect((await run({ info: { type: 'content-api' } }, storedFile('b'))).url).toBe('/uploads/b.png');
    expect((await run(undefined, storedFile('c'))).url).toBe('/uploads/c.png');
  });

  test('passes streams through', async () => {
    const stream = Readable.from(['x']);
    expect(await run({ info: { type: 'admin' } }, stream)).toBe(stream);
  });
});
