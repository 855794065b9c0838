const catalog = require('@gpa/content-catalog');
const { schemaFor } = require('../../scripts/generate-schemas');
const { appearsOn, areaRouteTables, collectionPages, pagesOfCollections } = require('./collectionPages');

const releases = catalog.find(({ plural }) => plural === 'news-releases');

test("a collection's pages are the page routes that declare a read of it, in route table order", () => {
  const tables = [
    [
      { path: '/a', title: 'A', reads: ['faqs', 'news-releases'] },
      { path: '/files/*', title: 'Files', reads: ['news-releases'] },
    ],
    [
      { path: '/b', title: 'B', reads: ['news-releases'] },
      { path: '/c', title: 'C' },
    ],
  ];
  const pages = pagesOfCollections(tables);
  expect(pages.get('news-releases')).toEqual([
    { path: '/a', title: 'A' },
    { path: '/b', title: 'B' },
  ]);
  expect(appearsOn(pages.get('news-releases'))).toBe('Appears on: A (/a), B (/b).');
  expect(appearsOn(pages.get('nothing'))).toBe('');
});

test("the admin's description names the pages from the route tables: adding a read to a route changes it", () => {
  const described = (tables) => schemaFor(releases, pagesOfCollections(tables)).info.description;
  expect(described([[{ path: '/rateadjustment', title: 'Rate Adjustment', reads: ['news-releases'] }]])).toBe(
    `${releases.description} Appears on: Rate Adjustment (/rateadjustment).`,
  );
  expect(
    described([
      [
        { path: '/rateadjustment', title: 'Rate Adjustment', reads: ['news-releases'] },
        { path: '/news', title: 'News', reads: ['news-releases'] },
      ],
    ]),
  ).toMatch(/Appears on: Rate Adjustment \(\/rateadjustment\), News \(\/news\)\.$/);
  expect(described([])).toBe(releases.description);
});

test("the areas' route tables as checked out: every edited collection but the layout's appears on a page", () => {
  expect(areaRouteTables().length).toBeGreaterThan(1);
  const pages = collectionPages();
  expect(pages.get('news-releases')).toEqual([{ path: '/rateadjustment', title: 'Rate Adjustment' }]);
  const edited = catalog.filter((entry) => entry.draftAndPublish && !entry.previewPath);
  expect(edited.filter(({ plural }) => !pages.get(plural)?.length).map(({ plural }) => plural)).toEqual([]);
});
