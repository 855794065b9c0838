// The content cache: hits, stale-while-revalidate, stale-if-error, single flight, upstream bounds, invalidation.
const { createContentCache } = require('./contentCache');

/** A fake content service: each call is recorded and answered when the test says so. */
function fakeUpstream() {
  const calls = [];
  const fetchUpstream = jest.fn(
    (key) =>
      new Promise((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  const answer = (call, status = 200, body = `body of ${call.key} #${calls.indexOf(call) + 1}`) =>
    call.resolve({ status, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) });
  return { calls, fetchUpstream, answer };
}

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

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

test('single flight: many identical misses make one upstream request and all get its answer', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream });
  const waiting = Array.from({ length: 50 }, () => cache.read('popular'));
  expect(upstream.fetchUpstream).toHaveBeenCalledTimes(1);
  upstream.answer(upstream.calls[0]);
  const outcomes = await Promise.all(waiting);
  expect(new Set(outcomes.map((outcome) => outcome.entry.body.toString()))).toEqual(
    new Set(['body of popular #1']),
  );
});

test('the upstream bound: beyond maxUpstream concurrent misses a new miss is refused at once (no queue), cached lists still served', async () => {
  const upstream = fakeUpstream();
  const clock = fakeClock();
  const cache = createContentCache({
    fetchUpstream: upstream.fetchUpstream,
    maxUpstream: 2,
    ttlMs: 5000,
    now: clock.now,
  });
  const warm = cache.read('popular');
  upstream.answer(upstream.calls[0]);
  await warm;

  const slow = [cache.read('x1'), cache.read('x2')];
  expect(cache.upstreamActive).toBe(2);
  expect(await cache.read('x3')).toEqual({ state: 'busy' });
  expect(upstream.calls).toHaveLength(3);
  expect((await cache.read('popular')).state).toBe('hit');

  // An expired list is still served; its refresh waits for a free slot instead of exceeding the bound.
  clock.advance(6000);
  expect((await cache.read('popular')).state).toBe('revalidating');
  expect(upstream.calls).toHaveLength(3);

  upstream.answer(upstream.calls[1]);
  upstream.answer(upstream.calls[2]);
  await Promise.all(slow);
  expect(cache.upstreamActive).toBe(0);
  expect((await cache.read('popular')).state).toBe('revalidating');
  expect(upstream.calls).toHaveLength(4);
});

test('freeSlot resolves when an upstream request ends, so a busy read can ask again', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, maxUpstream: 1 });
  const slow = cache.read('x1');
  expect(await cache.read('x2')).toEqual({ state: 'busy' });
  let freed = false;
  const waiting = cache.freeSlot().then(() => (freed = true));
  await flush();
  expect(freed).toBe(false);
  upstream.answer(upstream.calls[0]);
  await Promise.all([slow, waiting]);
  expect(freed).toBe(true);
  const again = cache.read('x2');
  upstream.answer(upstream.calls[1]);
  expect((await again).state).toBe('miss');
});

test('a background read with a reserve is busy while fewer slots than the reserve are free; a visitor is not', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream, maxUpstream: 3 });
  const first = cache.read('x1', { reserve: 2 });
  expect(cache.upstreamActive).toBe(1);
  expect(await cache.read('x2', { reserve: 2 })).toEqual({ state: 'busy' });
  const visitors = [cache.read('x3'), cache.read('x4')];
  expect(cache.upstreamActive).toBe(3);
  upstream.calls.forEach((call) => upstream.answer(call));
  await Promise.all([first, ...visitors]);
});

test('admitMiss (the per-client limit) is asked only when a new upstream request would start', async () => {
  const upstream = fakeUpstream();
  const cache = createContentCache({ fetchUpstream: upstream.fetchUpstream });
  const admitMiss = jest.fn(() => false);
  expect(await cache.read('a', { admitMiss })).toEqual({ state: 'limited' });
  expect(upstream.calls).toHaveLength(0);

  const first = cache.read('a');
  const follower = cache.read('a', { admitMiss }); // joins the request under way
  upstream.answer(upstream.calls[0]);
  await Promise.all([first, follower]);
  expect((await cache.read('a', { admitMiss })).state).toBe('hit');
  expect(admitMiss).toHaveBeenCalledTimes(1);
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
