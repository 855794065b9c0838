// The content cache's bounds: single flight, at most maxUpstream misses at once (a free slot announced, a
// background reserve), and the per-client limit asked only for a new upstream request.
const { createContentCache } = require('./contentCache');
const { fakeUpstream, fakeClock, flush } = require('../testing/contentCacheFakes');

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
