// What the cache keeps of a list: a notice list parsed once, its entries out of their time removed and its
// Markdown's HTML added in the same pass; other lists kept byte for byte.
const { storedList } = require('./storedList');

const NOW = Date.parse('2026-11-25T12:00:00Z');
const notice = (id, Title, fields = {}) => ({
  id,
  attributes: { Title, description: '**Outage**', Severity: 'info', StartsAt: null, EndsAt: null, ...fields },
});

afterEach(() => jest.restoreAllMocks());

test('a notice list: parsed once, the ended notice removed, the HTML beside the text, the next change ahead', () => {
  const startsAt = new Date(NOW + 60_000).toISOString();
  const answer = {
    data: [
      notice(1, 'Now'),
      notice(2, 'Ended', { EndsAt: new Date(NOW - 1).toISOString() }),
      notice(3, 'Later', { StartsAt: startsAt }),
    ],
    meta: {},
  };
  const parse = jest.spyOn(JSON, 'parse');
  const { body, nextChangeAt } = storedList(
    'website-notifications',
    Buffer.from(JSON.stringify(answer)),
    NOW,
  );
  expect(parse).toHaveBeenCalledTimes(1);
  parse.mockRestore();
  expect(JSON.parse(body.toString())).toEqual({
    data: [
      {
        id: 1,
        attributes: { ...notice(1, 'Now').attributes, descriptionHtml: '<p><strong>Outage</strong></p>' },
      },
    ],
    meta: {},
  });
  expect(nextChangeAt).toBe(NOW + 60_000);
});

test('a list of another collection is kept as it came; a notice answer that is not a list shows nothing', () => {
  const articles = Buffer.from('{"data":[{"id":1,"attributes":{"Title":"A"}}]}');
  expect(storedList('articles', articles, NOW)).toEqual({ body: articles });
  expect(JSON.parse(storedList('website-notifications', Buffer.from('<html>'), NOW).body.toString())).toEqual(
    {
      data: [],
      meta: {},
    },
  );
});
