// The rendered-page cache with a fake clock and renders the test resolves by hand.
const { createRenderCache } = require('./renderCache');

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let clock;
const now = () => clock;
beforeEach(() => {
  clock = 1_000_000;
});
const cache = (options = {}) =>
  createRenderCache({ ttlMs: 5000, staleMs: 60_000, maxRenders: 2, now, ...options });

test('a fresh page is a hit; a stale one is served at once while one background render refreshes it', async () => {
  const pages = cache();
  const refresh = deferred();
  const render = jest.fn(async () => 'page 1');
  expect(await pages.read('/leac', render)).toEqual({ state: 'miss', result: 'page 1' });
  expect(await pages.read('/leac', render)).toEqual({ state: 'hit', result: 'page 1' });
  clock += 5000;
  render.mockImplementation(() => refresh.promise);
  expect(await pages.read('/leac', render)).toEqual({ state: 'revalidating', result: 'page 1' });
  expect(await pages.read('/leac', render)).toEqual({ state: 'revalidating', result: 'page 1' });
  expect(render).toHaveBeenCalledTimes(2);
  refresh.resolve('page 2');
  await new Promise((resolve) => setImmediate(resolve));
  expect(await pages.read('/leac', render)).toEqual({ state: 'hit', result: 'page 2' });
  clock += 5000 + 60_000;
  render.mockImplementation(async () => 'page 3');
  expect(await pages.read('/leac', render)).toEqual({ state: 'miss', result: 'page 3' });
});

test('identical requests share one render (single flight); a failure reaches every one of them', async () => {
  const pages = cache();
  const rendering = deferred();
  const render = jest.fn(() => rendering.promise);
  const first = pages.read('/rates', render);
  const second = pages.read('/rates', render);
  rendering.reject(new Error('area crashed'));
  expect(await first).toMatchObject({ state: 'failed', error: new Error('area crashed') });
  expect(await second).toMatchObject({ state: 'failed' });
  expect(render).toHaveBeenCalledTimes(1);
});

test('beyond the bound on concurrent renders a new page is "busy" at once, and cached pages are still served', async () => {
  const pages = cache();
  await pages.read('/', async () => 'home');
  const slow = [deferred(), deferred()];
  const a = pages.read('/a', () => slow[0].promise);
  const b = pages.read('/b', () => slow[1].promise);
  const render = jest.fn(async () => 'c');
  expect(await pages.read('/c', render)).toEqual({ state: 'busy' });
  expect(render).not.toHaveBeenCalled();
  expect(await pages.read('/', render)).toEqual({ state: 'hit', result: 'home' });
  slow[0].resolve('a');
  expect(await a).toEqual({ state: 'miss', result: 'a' });
  expect(await pages.read('/c', render)).toEqual({ state: 'miss', result: 'c' });
  slow[1].resolve('b');
  await b;
});

test('while the process is overloaded no render starts: new pages are "busy", stored ones are served as they are', async () => {
  let overloaded = false;
  const pages = cache({ ttlMs: 5000, overloaded: () => overloaded });
  await pages.read('/', async () => 'home');
  overloaded = true;
  const render = jest.fn(async () => 'new');
  expect(await pages.read('/rates', render)).toEqual({ state: 'busy' });
  clock += 6000;
  expect(await pages.read('/', render)).toEqual({ state: 'revalidating', result: 'home' });
  expect(render).not.toHaveBeenCalled();
  overloaded = false;
  expect(await pages.read('/rates', render)).toEqual({ state: 'miss', result: 'new' });
});

test('a new render asks the per-client limit first; cached and shared renders do not', async () => {
  const pages = cache();
  const admitRender = jest.fn(() => false);
  await pages.read('/', async () => 'home');
  expect(await pages.read('/', async () => 'again', { admitRender })).toEqual({
    state: 'hit',
    result: 'home',
  });
  expect(await pages.read('/search?q=x', async () => 'results', { admitRender })).toEqual({
    state: 'limited',
  });
  expect(admitRender).toHaveBeenCalledTimes(1);
  // A client over its limit is told so even while the site is too busy to render for anyone.
  const busy = cache({ overloaded: () => true });
  expect(await busy.read('/search?q=y', async () => 'results', { admitRender })).toEqual({
    state: 'limited',
  });
  expect(await busy.read('/search?q=y', async () => 'results')).toEqual({ state: 'busy' });
});

test('pages the caller does not keep, and a failed refresh, leave the stored page as it was', async () => {
  const pages = cache();
  const keep = (result) => !result.includes('error');
  await pages.read('/leac', async () => 'with an error notice', { keep });
  expect(await pages.read('/leac', async () => 'good', { keep })).toEqual({ state: 'miss', result: 'good' });
  clock += 6000;
  expect(await pages.read('/leac', async () => Promise.reject(new Error('down')), { keep })).toEqual({
    state: 'revalidating',
    result: 'good',
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(await pages.read('/leac', async () => 'later', { keep })).toEqual({
    state: 'revalidating',
    result: 'good',
  });
});

test('invalidate() drops every page, and a render started before it does not store its page', async () => {
  const pages = cache();
  await pages.read('/', async () => 'old home');
  const running = deferred();
  const before = pages.read('/rates', () => running.promise);
  pages.invalidate();
  running.resolve('old rates');
  expect(await before).toEqual({ state: 'miss', result: 'old rates' });
  expect(await pages.read('/', async () => 'new home')).toEqual({ state: 'miss', result: 'new home' });
  expect(await pages.read('/rates', async () => 'new rates')).toEqual({ state: 'miss', result: 'new rates' });
});

test('with ttlMs 0 nothing is kept; past maxEntries the least recently used page goes first', async () => {
  const none = cache({ ttlMs: 0 });
  await none.read('/', async () => 1);
  expect(await none.read('/', async () => 2)).toEqual({ state: 'miss', result: 2 });

  const small = cache({ maxEntries: 2 });
  await small.read('/a', async () => 'a');
  await small.read('/b', async () => 'b');
  await small.read('/a', async () => 'a again');
  await small.read('/c', async () => 'c');
  expect(await small.read('/a', async () => 'a new')).toEqual({ state: 'hit', result: 'a' });
  expect(await small.read('/b', async () => 'b new')).toEqual({ state: 'miss', result: 'b new' });
});
