// The server's content reads check each entry against its collection's fields: a malformed one refuses the
// read (the render shows the page's error state and is not kept) and is logged once, not at every read.
const { checkedContentList } = require('./contentAnswers');
const { logger } = require('../process/logging');

afterEach(() => jest.restoreAllMocks());

test('a well-formed list passes, an optional field left out read as null', () => {
  const answer = { data: [{ id: 1, attributes: { Link: '/a' } }], meta: { pagination: { total: 1 } } };
  expect(checkedContentList('residential-fn-p-standards', answer)).toEqual({
    data: [{ id: 1, attributes: { Anchor: null, Link: '/a' } }],
    meta: { pagination: { total: 1 } },
  });
  expect(checkedContentList('residential-fn-p-standards', { data: null })).toEqual({ data: null });
});

test('a malformed entry is refused naming the collection, the entry and the field, and logged once', () => {
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const answer = { data: [{ id: 9, attributes: { Title: 'Q1', Order: 'first' } }] };
  const message = 'Content of foia-reports, entry 9: field Order: wrong (expected number)';
  expect(() => checkedContentList('foia-reports', answer)).toThrow(message);
  expect(() => checkedContentList('foia-reports', answer)).toThrow(message);
  expect(warn.mock.calls).toEqual([[message]]);
});
