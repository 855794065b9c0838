// The content cache: hits, stale-while-revalidate, stale-if-error, eviction, invalidation and ETags (its
// bounds: contentCacheBounds.test.js).
const { createContentCache } = require('./contentCache');
const { fakeUpstream, fakeClock, flush } = require('../testing/contentCacheFakes');

test('a miss asks upstream once and is then a hit for the TTL', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000, now: clock.now });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0]);
  expect(await first).toMatchObject({ state: 'miss', entry: { body: Buffer.from('body of a #1') } });
  clock.advance(4999);
  expect(await cache.read('a')).toMatchObject({ state: 'hit' });
  expect(upstream.fetchUpstream).toHaveBeenCalledTimes(1);
});

test('stale-while-revalidate: after the TTL the stored answer is served at once and refreshed once in the background', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000, now: clock.now });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0]);
  await first;
  clock.advance(6000);

  // Three visitors while the refresh is under way: all served immediately from the old answer.
  for (let i = 0; i < 3; i += 1) {
    const outcome = await cache.read('a');
    expect(outcome.state).toBe('revalidating');
    expect(outcome.entry.body.toString()).toBe('body of a #1');
  }
  expect(upstream.calls).toHaveLength(2);

  upstream.answer(upstream.calls[1], 200, 'new body');
  await flush();
  const after = await cache.read('a');
  expect(after).toMatchObject({ state: 'hit' });
  expect(after.entry.body.toString()).toBe('new body');
});

test('stale-if-error: when the refresh fails the last good answer is served, marked stale, and retried after a TTL', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000, now: clock.now });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0]);
  await first;

  clock.advance(6000);
  expect((await cache.read('a')).state).toBe('revalidating');
  upstream.calls[1].reject(new Error('ECONNREFUSED'));
  await flush();
  const down = await cache.read('a');
  expect(down.state).toBe('stale');
  expect(down.entry.body.toString()).toBe('body of a #1');
  expect(upstream.calls).toHaveLength(2); // no new attempt within the TTL after a failure

  clock.advance(5001);
  expect((await cache.read('a')).state).toBe('stale');
  expect(upstream.calls).toHaveLength(3);
  upstream.answer(upstream.calls[2], 503, 'maintenance');
  await flush();
  expect((await cache.read('a')).entry.body.toString()).toBe('body of a #1');

  clock.advance(5001);
  await cache.read('a');
  upstream.answer(upstream.calls[3], 200, 'back');
  await flush();
  expect(await cache.read('a')).toMatchObject({ state: 'hit', entry: { body: Buffer.from('back') } });
});

test('a refresh answered 4xx forgets the entry (the list is gone), and an entry older than maxStaleMs is not served', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({
    fetchUpstream: upstream.fetchUpstream,
    ttlMs: 1000,
    maxStaleMs: 60_000,
    now: clock.now,
  });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0]);
  await first;
  clock.advance(2000);
  await cache.read('a');
  upstream.answer(upstream.calls[1], 404, '{}');
  await flush();
  expect(cache.size).toBe(0);

  const again = cache.read('b');
  upstream.answer(upstream.calls[2]);
  await again;
  clock.advance(60_001);
  const old = cache.read('b');
  expect(upstream.calls).toHaveLength(4);
  upstream.answer(upstream.calls[3]);
  expect((await old).state).toBe('miss');
});

test('a failed miss with nothing stored passes the upstream answer on, uncached', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0], 500, 'broken');
  expect(await first).toMatchObject({ state: 'upstream', answer: { status: 500 } });
  const second = cache.read('a');
  upstream.calls[1].reject(new Error('down'));
  expect(await second).toMatchObject({ state: 'upstream', answer: { status: 502, body: null } });
  expect(cache.size).toBe(0);
});

test('bounded: the least recently used entries are evicted first', async () => {
  const fetchUpstream = async (key) => ({ status: 200, headers: {}, body: Buffer.from(key) });
  const cache = createContentCache({ fetchUpstream, maxEntries: 2 });
  await cache.read('a');
  await cache.read('b');
  await cache.read('a'); // touch a: b is now the oldest
  await cache.read('c');
  expect(cache.size).toBe(2);
  expect((await cache.read('a')).state).toBe('hit');
  expect((await cache.read('b')).state).toBe('miss');
});

test('invalidate drops the copies of that collection only; the next read asks the content service', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000 });
  for (const key of ['v4 /api/articles?populate=*', 'v4 /api/articles', 'v4 /api/foia-reports']) {
    const reading = cache.read(key);
    upstream.answer(upstream.calls.at(-1));
    await reading;
  }
  cache.invalidate('articles');
  expect(cache.size).toBe(1);
  expect(await cache.read('v4 /api/foia-reports')).toMatchObject({ state: 'hit' });
  const again = cache.read('v4 /api/articles');
  upstream.answer(upstream.calls.at(-1), 200, 'after the change');
  expect(await again).toMatchObject({ state: 'miss', entry: { body: Buffer.from('after the change') } });
});

test('an answer requested before an invalidation is not stored: the next reader asks again', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000 });
  const before = cache.read('v4 /api/website-notifications');
  cache.invalidate('website-notifications');
  const after = cache.read('v4 /api/website-notifications');
  expect(upstream.calls).toHaveLength(2);
  upstream.answer(upstream.calls[0], 200, 'old');
  upstream.answer(upstream.calls[1], 200, 'new');
  expect(await before).toMatchObject({ entry: { body: Buffer.from('old') } });
  expect(await after).toMatchObject({ entry: { body: Buffer.from('new') } });
  expect(await cache.read('v4 /api/website-notifications')).toMatchObject({
    state: 'hit',
    entry: { body: Buffer.from('new') },
  });
});

test('after a quiet period longer than maxRevalidateMs the reader waits for a fresh copy, or gets the old one stale if Strapi fails', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({
    fetchUpstream: upstream.fetchUpstream,
    ttlMs: 5000,
    maxRevalidateMs: 60_000,
    now: clock.now,
  });
  const first = cache.read('a');
  upstream.answer(upstream.calls[0], 200, 'one');
  await first;
  clock.advance(30_000);
  expect(await cache.read('a')).toMatchObject({ state: 'revalidating', entry: { body: Buffer.from('one') } });
  upstream.answer(upstream.calls[1], 200, 'two');
  await flush();
  clock.advance(60_001);
  const waiting = cache.read('a');
  upstream.answer(upstream.calls[2], 200, 'three');
  expect(await waiting).toMatchObject({ state: 'miss', entry: { body: Buffer.from('three') } });
  clock.advance(60_001);
  const failing = cache.read('a');
  upstream.answer(upstream.calls[3], 503, 'down');
  expect(await failing).toMatchObject({ state: 'stale', entry: { body: Buffer.from('three') } });
});

test('every stored answer carries a strong ETag of its body: a same-length change gets another, the same body the same', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, ttlMs: 5000, now: clock.now });
  const read = async (body) => {
    const pending = cache.read('/api/website-notifications');
    upstream.answer(upstream.calls.at(-1), 200, body);
    return (await pending).entry.etag;
  };
  const before = await read('{"Title":"Crews back at 4:00"}');
  expect(before).toMatch(/^"[\w-]{22}"$/);
  cache.invalidate('website-notifications');
  const corrected = await read('{"Title":"Crews back at 5:00"}');
  expect(corrected).not.toBe(before);
  cache.invalidate('website-notifications');
  expect(await read('{"Title":"Crews back at 4:00"}')).toBe(before);
  // Computed once, with the stored answer: a hit hands out the same one.
  expect((await cache.read('/api/website-notifications')).entry.etag).toBe(before);
});
