import { MAX_TERM_LENGTH, isProcurementSearch, readSearchQuery, searchPath } from './siteSearch';

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

test.each([
  ['procurement', true],
  ['  PROCUREMENT ', true],
  ['Procurement', true],
  ['procurements', false],
  ['procurement bids', false],
])('isProcurementSearch(%j) is %s', (term, expected) => {
  expect(isProcurementSearch(term)).toBe(expected);
});
