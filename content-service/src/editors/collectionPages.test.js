const catalog = require('@gpa/content-catalog');
const { schemaFor } = require('../../scripts/generate-schemas');
const {
  appearsOn,
  areaRouteTables,
  collectionPages,
  pagesOfCollections,
  relatedCollections,
} = require('./collectionPages');

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
  // What the shell's layout reads (no route declares it) is on every page, previewed on its previewPath.
  expect(appearsOn(pages.get('nothing'), '/')).toBe('Appears on: every page (previewed on /).');
  const notices = catalog.find(({ plural }) => plural === 'website-notifications');
  expect(schemaFor(notices, pages).info.description).toMatch(
    / Appears on: every page \(previewed on \/\)\.$/,
  );
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

test("a route's views name the view that reads a collection, and the page for what every view reads", () => {
  const views = [
    { label: 'Statements tab', reads: ['assessments', 'statements'] },
    { label: 'Annual reports tab', at: '?tab=ar', reads: ['annual-reports', 'assessments'] },
    { label: 'Bonds tab', at: '?tab=bonds', reads: ['assessments', 'bonds', 'statements'] },
  ];
  const pages = pagesOfCollections(
    [[{ path: '/x', title: 'X', reads: ['assessments', 'statements'], views }]],
    new Map(),
  );
  expect(appearsOn(pages.get('annual-reports'))).toBe('Appears on: X, Annual reports tab (/x?tab=ar).');
  expect(appearsOn(pages.get('statements'))).toBe(
    'Appears on: X, Statements tab (/x), X, Bonds tab (/x?tab=bonds).',
  );
  expect(appearsOn(pages.get('assessments'))).toBe('Appears on: X (/x).');
});

test('the entries a collection links to (a relation of the catalog) appear on its pages', () => {
  expect(relatedCollections().get('articles')).toEqual(['article-categories']);
  expect(relatedCollections().get('financial-credit-ratings')).toEqual(['financial-credit-rating-years']);
  const pages = pagesOfCollections([
    [{ path: '/news', title: 'News', reads: ['articles'] }],
    [{ path: '/more', title: 'More', reads: ['article-categories', 'articles'] }],
  ]);
  expect(pages.get('article-categories')).toEqual([
    { path: '/news', title: 'News' },
    { path: '/more', title: 'More' },
  ]);
});

test("the areas' route tables as checked out: every collection but the layout's and the search's appears on a page", () => {
  expect(areaRouteTables().length).toBeGreaterThan(1);
  const pages = collectionPages();
  expect(pages.get('news-releases')).toEqual([{ path: '/rateadjustment', title: 'Rate Adjustment' }]);
  // The financials page's other tabs, and what their own tabs show (credit ratings under Bonds).
  expect(pages.get('financials-annual-reports')).toEqual([
    { path: '/corporate/financials?tab=ar', title: 'Financials, Annual Reports tab' },
  ]);
  expect(pages.get('financial-credit-ratings')).toEqual([
    { path: '/corporate/financials?tab=bonds', title: 'Financials, Bonds & Credit Ratings tab' },
  ]);
  expect(pages.get('financial-credit-rating-years')).toEqual(pages.get('financial-credit-ratings'));
  expect(pages.get('financials-assesment-reports')).toEqual([
    { path: '/corporate/financials', title: 'Financials' },
  ]);
  // Read by the layout on every page (previewed on its previewPath), or by the site search: no route reads them.
  const onNoPage = catalog.filter((entry) => entry.access === 'read' && !pages.get(entry.plural)?.length);
  expect(onNoPage.map(({ plural }) => plural)).toEqual(['website-notifications', 'search-results']);
  expect(
    onNoPage.every(
      (entry) => entry.previewPath || entry.description?.includes('Appears on: Search (/search)'),
    ),
  ).toBe(true);
});
