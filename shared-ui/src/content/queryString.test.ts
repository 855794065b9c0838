import { strapiQueryString } from './queryString';

test('nested objects and arrays become bracketed keys, in the order given', () => {
  expect(
    strapiQueryString({
      populate: ['File', 'Image'],
      filters: { audience: { $in: ['customers', 'both'] }, Slug: { $eq: 'a b' } },
      pagination: { page: 2, pageSize: 5 },
    }),
  ).toBe(
    '?populate[0]=File&populate[1]=Image&filters[audience][$in][0]=customers&filters[audience][$in][1]=both' +
      '&filters[Slug][$eq]=a%20b&pagination[page]=2&pagination[pageSize]=5',
  );
});

test('values are escaped as RFC 3986 asks; dates, booleans and null are written as text', () => {
  expect(strapiQueryString({ populate: '*', q: "it's (a)!&=?/" })).toBe(
    '?populate=%2A&q=it%27s%20%28a%29%21%26%3D%3F%2F',
  );
  expect(strapiQueryString({ at: new Date(Date.UTC(2025, 0, 2)), on: true, none: null })).toBe(
    '?at=2025-01-02T00%3A00%3A00.000Z&on=true&none=',
  );
});

test('undefined values and empty queries leave nothing', () => {
  expect(strapiQueryString({})).toBe('');
  expect(strapiQueryString({ sort: undefined, filters: {} })).toBe('');
});
