import {
  MAX_TERM_LENGTH,
  contentEntries,
  isProcurementSearch,
  paginate,
  readSearchQuery,
  search,
  searchPath,
  sitePageEntries,
  type SearchResult,
} from './siteSearch';

const entry = (title: string, description: string | null, link: string | null): SearchResult => ({ title, description, link });

describe('readSearchQuery', () => {
  const read = (query: string) => readSearchQuery(new URLSearchParams(query));

  test('trims the term and starts at page 1', () => {
    expect(read('q=%20%20leac%20')).toEqual({ term: 'leac', shortened: false, page: 1 });
  });

  test('a missing or blank term is empty', () => {
    expect(read('').term).toBe('');
    expect(read('q=%20%20').term).toBe('');
  });

  test.each([
    ['page=2', 2],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['', 1],
  ])('%s reads as page %i', (query, page) => {
    expect(read(`q=a&${query}`).page).toBe(page);
  });

  test(`a term longer than ${MAX_TERM_LENGTH} characters is cut, and says so`, () => {
    const { term, shortened } = read(`q=${'x'.repeat(5000)}`);
    expect(term).toHaveLength(MAX_TERM_LENGTH);
    expect(shortened).toBe(true);
  });
});

test('searchPath puts the term (encoded) and pages after the first in the address', () => {
  expect(searchPath('rate & fees')).toBe('/search?q=rate+%26+fees');
  expect(searchPath('leac', 1)).toBe('/search?q=leac');
  expect(searchPath('leac', 3)).toBe('/search?q=leac&page=3');
});

describe('search', () => {
  const content = [
    entry('LEAC', 'Fuel recovery charge per kWh.', '/leac'),
    entry('Rates', 'Rate schedules; see the LEAC too.', '/rates'),
    entry('Ways to Pay', 'Pay online or by phone.', '/ways-to-pay'),
  ];
  const pages = sitePageEntries([
    { path: '/leac', title: 'Levelized Energy Adjustment Clause (LEAC)' },
    { path: '/rate-calculator', title: 'Rate Calculator' },
    { path: '/news/:id', title: 'News article' },
    { path: '/corporate/human-resources/*', title: 'Human Resources' },
    { path: '/cybersecurity', title: 'Cybersecurity (leac-free)' },
  ]);

  test('matches titles and descriptions case-insensitively, content entries first, then site pages', () => {
    const { results, mode } = search('leac', content, pages);
    expect(mode).toBe('pattern');
    expect(results.map((r) => r.link)).toEqual(['/leac', '/rates', '/cybersecurity']);
  });

  test('site pages match on their title; a page a content entry already links to is not listed twice', () => {
    expect(search('calculator', content, pages).results).toEqual([entry('Rate Calculator', null, '/rate-calculator')]);
    expect(search('levelized', content, pages).results.map((r) => r.link)).toEqual(['/leac']);
  });

  test('pages whose path is a pattern are never results', () => {
    expect(search('news|human', content, pages).results).toEqual([]);
  });

  test('an invalid pattern is searched as plain text', () => {
    const { results, mode } = search('(leac', [entry('Fuel charge (LEAC) rates', null, '/leac')], []);
    expect(mode).toBe('text');
    expect(results).toHaveLength(1);
  });

  test('content entries without a title or description are handled', () => {
    const items = contentEntries([{ id: 1, attributes: { Title: null, Description: null, Link: null, createdAt: '', updatedAt: '' } }]);
    expect(items).toEqual([entry('', null, null)]);
    expect(search('x', items, []).results).toEqual([]);
  });
});

test.each([
  ['procurement', true],
  ['  PROCUREMENT ', true],
  ['Procurement', true],
  ['procurements', false],
  ['procurement bids', false],
])('isProcurementSearch(%j) is %s', (term, expected) => {
  expect(isProcurementSearch(term)).toBe(expected);
});

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  test('five per page, starting at page 1', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3, total: 12, from: 1, to: 5 });
    expect(paginate(items, 3)).toEqual({ items: [11, 12], page: 3, pageCount: 3, total: 12, from: 11, to: 12 });
  });

  test('a page past the end shows the last page; below 1 shows the first', () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
  });

  test('no items: one empty page', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});
