const { scheduleRefusals } = require('./scheduleOrder');
const { registerFieldChecks } = require('./fieldChecks');

const NOTICES = 'api::website-notification.website-notification';
const START = '2026-11-28T10:00:00.000Z';
const EARLIER = '2026-11-28T09:00:00.000Z';

test('an end before (or at) the start is refused next to both fields, naming both, in Guam time', () => {
  const refusals = scheduleRefusals(NOTICES, { Title: 'Outage', StartsAt: START, EndsAt: EARLIER });
  expect(refusals.map(({ path }) => path)).toEqual([['StartsAt'], ['EndsAt']]);
  expect(refusals[0].message).toBe(
    'Ends at (Nov 28, 2026, 7:00 PM ChST) must be later than Starts at (Nov 28, 2026, 8:00 PM ChST): an entry that ends before it starts never shows. Change one of them, or leave Ends at empty.',
  );
  expect(scheduleRefusals(NOTICES, { StartsAt: START, EndsAt: START })).toHaveLength(2);
});

test('an end after the start, either one alone, neither, and other collections pass', () => {
  expect(scheduleRefusals(NOTICES, { StartsAt: EARLIER, EndsAt: START })).toEqual([]);
  expect(scheduleRefusals(NOTICES, { StartsAt: START, EndsAt: null })).toEqual([]);
  expect(scheduleRefusals(NOTICES, { StartsAt: null, EndsAt: EARLIER })).toEqual([]);
  expect(scheduleRefusals(NOTICES, { Title: 'No times' })).toEqual([]);
  expect(scheduleRefusals('api::article.article', { StartsAt: START, EndsAt: EARLIER })).toEqual([]);
});

test('a start or an end that is not a date, time and zone is refused next to its field, naming what was sent', () => {
  const refusals = scheduleRefusals(NOTICES, {
    StartsAt: '2026-12-01 09:07 ChST',
    EndsAt: '2026-12-01T09:00',
  });
  expect(refusals).toEqual([
    {
      path: ['StartsAt'],
      message:
        'Starts at must be a date and time in ChST (5-minute steps): "2026-12-01 09:07 ChST" is not one. Pick one, or leave it empty.',
    },
    { path: ['EndsAt'], message: expect.stringContaining('"2026-12-01T09:00" is not one') },
  ]);
  // Stored instants as Strapi answers them, with an offset, and empty values pass.
  expect(
    scheduleRefusals(NOTICES, { StartsAt: '2026-12-01T09:05+10:00', EndsAt: '2026-12-02T00:00:00.000Z' }),
  ).toEqual([]);
  expect(scheduleRefusals(NOTICES, { StartsAt: '', EndsAt: null })).toEqual([]);
  expect(scheduleRefusals(NOTICES, { StartsAt: '2026-02-32T09:00:00.000Z' })).toHaveLength(1);
});

describe('the document service check', () => {
  /** A fake Strapi: its one document middleware, and a stored notice. */
  function fakeStrapi(stored) {
    const strapi = { documents: () => ({ findOne: async () => stored }) };
    strapi.documents.use = (middleware) => (strapi.middleware = middleware);
    registerFieldChecks(strapi);
    return strapi;
  }

  test('a save that moves the end before the stored start is refused; the save goes on otherwise', async () => {
    const strapi = fakeStrapi({ StartsAt: START, EndsAt: null });
    const next = jest.fn(async () => 'saved');
    const update = (data) =>
      strapi.middleware({ action: 'update', uid: NOTICES, params: { documentId: 'abc', data } }, next);
    await expect(update({ EndsAt: EARLIER })).rejects.toMatchObject({
      name: 'ValidationError',
      message: expect.stringMatching(/^Ends at \(.*\) must be later than Starts at \(.*\)[^]*empty\.$/),
      details: { errors: [{ path: ['StartsAt'] }, { path: ['EndsAt'] }] },
    });
    expect(next).not.toHaveBeenCalled();
    await expect(update({ EndsAt: '2026-11-29T00:00:00.000Z' })).resolves.toBe('saved');
    const create = strapi.middleware(
      { action: 'create', uid: NOTICES, params: { data: { Title: 'x', StartsAt: START, EndsAt: EARLIER } } },
      next,
    );
    await expect(create).rejects.toMatchObject({ name: 'ValidationError' });
  });
});
