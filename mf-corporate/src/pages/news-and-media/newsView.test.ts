import { NEWS_CATEGORY_VIEWS } from '@gpa/content-catalog/news-categories';
import type { ArticlesItem, StrapiItem } from '@gpa/shared-ui';
import { archiveYears, articlesForView, pageOf, readView, viewParams } from './newsView';

let nextId = 1;
function article(Date: string | null, category: string | null): StrapiItem<ArticlesItem> {
  const id = nextId++;
  return {
    id,
    attributes: {
      Title: `Article ${id}`,
      Description: '',
      // Articles saved before Date was required may still lack one: the view must cope.
      Date: Date as string,
      Document: null,
      article_category:
        category === null
          ? null
          : { data: { id: 1, attributes: { Name: category, createdAt: '', updatedAt: '' } } },
      createdAt: '',
      updatedAt: '',
    },
  };
}

const pressMay3 = article('2023-05-03', 'Press Release');
const pressMay26 = article('2023-05-26', 'Press Release');
const newsletterMay = article('2023-05-30', 'Newsletter');
const gmMay = article('2023-05-31', 'general manager report');
const press2025 = article('2025-01-30', 'Press Release');
const uncategorised = article('2024-02-01', null);
const undated = article(null, 'Press Release');
const all = [pressMay3, newsletterMay, press2025, gmMay, pressMay26, uncategorised, undated];
const ids = (items: StrapiItem<ArticlesItem>[]) => items.map((item) => item.id);

test('LATEST shows every article except newsletters, newest first, undated last', () => {
  expect(ids(articlesForView(all, { mode: 'latest' }))).toEqual(
    ids([press2025, uncategorised, gmMay, pressMay26, pressMay3, undated]),
  );
});

test('PRESS RELEASES shows the chosen month and year, still without newsletters', () => {
  expect(ids(articlesForView(all, { mode: 'press-releases', year: 2023, month: 5 }))).toEqual(
    ids([gmMay, pressMay26, pressMay3]),
  );
  expect(articlesForView(all, { mode: 'press-releases', year: 2023, month: 4 })).toEqual([]);
});

test('NEWSLETTERS and GM CCU presentations show their own category only', () => {
  expect(ids(articlesForView(all, { mode: 'newsletters' }))).toEqual(ids([newsletterMay]));
  expect(ids(articlesForView(all, { mode: 'gm-ccu-presentations' }))).toEqual(ids([gmMay]));
});

test("the view the catalog names for a category (where the admin previews its articles) is the page's view that lists them", () => {
  for (const [category, mode] of Object.entries(NEWS_CATEGORY_VIEWS)) {
    const view = readView(new URLSearchParams({ mode }));
    expect(view.mode).toBe(mode);
    const own = article('2024-03-01', category);
    expect(ids(articlesForView([...all, own], view))).toContain(own.id);
  }
});

test('the archive lists the years with press releases, newest first, each with only its months that have one, December to January', () => {
  const pressMarch = article('2023-03-10', 'Press Release');
  const pressDecember = article('2023-12-01', 'Press Release');
  expect(archiveYears([...all, pressMarch, pressDecember]).filter(({ year }) => year !== 2024)).toEqual([
    { year: 2025, months: [1] },
    { year: 2023, months: [12, 5, 3] },
  ]);
  // A month with only a newsletter has no press release to show.
  expect(archiveYears([newsletterMay])).toEqual([]);
});

test('the view is read from the address; unknown or malformed values fall back to LATEST, page 1', () => {
  expect(readView(new URLSearchParams(''))).toEqual({ mode: 'latest', page: 1 });
  expect(readView(new URLSearchParams('mode=newsletters&page=2'))).toEqual({ mode: 'newsletters', page: 2 });
  expect(readView(new URLSearchParams('mode=press-releases&year=2023&month=5'))).toEqual({
    mode: 'press-releases',
    year: 2023,
    month: 5,
    page: 1,
  });
  expect(readView(new URLSearchParams('mode=press-releases&year=2023&month=13'))).toEqual({
    mode: 'latest',
    page: 1,
  });
  expect(readView(new URLSearchParams('mode=nonsense&page=-4'))).toEqual({ mode: 'latest', page: 1 });
  expect(readView(new URLSearchParams('page=abc'))).toEqual({ mode: 'latest', page: 1 });
});

test('a mode switch starts on page 1 with no month; only press releases keep a month and year', () => {
  expect(viewParams({ mode: 'newsletters', page: 1 }).toString()).toBe('mode=newsletters');
  expect(viewParams({ mode: 'newsletters', year: 2023, month: 5, page: 1 }).toString()).toBe(
    'mode=newsletters',
  );
  expect(viewParams({ mode: 'press-releases', year: 2023, month: 5, page: 2 }).toString()).toBe(
    'mode=press-releases&year=2023&month=5&page=2',
  );
  expect(viewParams({ mode: 'latest', page: 1 }).toString()).toBe('');
});

test('pages hold 6 or 9 cards; a page past the end shows the last page', () => {
  const sixteen = Array.from({ length: 16 }, (_, index) => index);
  expect(pageOf(sixteen, 1, 9)).toEqual({ items: sixteen.slice(0, 9), page: 1, pageCount: 2 });
  expect(pageOf(sixteen, 3, 6)).toEqual({ items: sixteen.slice(12), page: 3, pageCount: 3 });
  expect(pageOf(sixteen, 7, 9).page).toBe(2);
  expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
});
