// The public surface's limits: creates (JSON only, small, never cached), per-client limits on creates and
// misses, the upstream bound and each client's fair share, stale-if-error, and the settings from the environment.
const { SERVER_LIMITS } = require('./surface');
const { surfaceSettings } = require('../process/settings');
const { useFakeDate } = require('../testing/contentCacheFakes');
const {
  state,
  startSite,
  setUp,
  tearDown,
  json,
  holdRequests,
  until,
  form,
} = require('../testing/surfaceSite');

beforeEach(setUp);
afterEach(tearDown);

test('creates: JSON only, a small body, Idempotency-Key forwarded, never cached', async () => {
  await startSite({ createBodyBytes: 1024, proxySecret: 'shared-secret' });
  const data = { data: { FirstName: 'Ana', Email: 'ana@example.org' } };
  const key = '0b8e9c2e-5b8f-4d7e-9c59-2f6a1d3e4b5c';
  const created = await fetch(
    `${state.site.url}/api/e-newsletters`,
    form(data, { 'idempotency-key': key, authorization: 'Bearer x', 'x-content-proxy-secret': 'guessed' }),
  );
  expect(created.status).toBe(200);
  expect(state.received[0]).toMatchObject({
    method: 'POST',
    url: '/api/e-newsletters',
    body: JSON.stringify(data),
  });
  expect(state.received[0].headers['idempotency-key']).toBe(key);
  expect(state.received[0].headers).not.toHaveProperty('authorization');
  // The visitor's address, vouched for with the secret shared with the content service (never the visitor's).
  expect(state.received[0].headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(state.received[0].headers['x-content-proxy-secret']).toBe('shared-secret');
  await fetch(`${state.site.url}/api/e-newsletters`, form(data));
  expect(state.received).toHaveLength(2);

  const refusals = [
    [form({ data: { Note: 'x'.repeat(2000) } }), 413],
    [form('not json'), 400],
    [form({ Email: 'no data wrapper' }), 400],
    [form([1, 2]), 400],
    [{ ...form(data), headers: { 'content-type': 'text/plain' } }, 415],
    // The content service's own rule (8 to 128 letters, digits, - or _), so no key passes here to fail there.
    [form(data, { 'idempotency-key': 'x'.repeat(129) }), 400],
    [form(data, { 'idempotency-key': 'short' }), 400],
    [form(data, { 'idempotency-key': 'with space-and-more' }), 400],
    [form(data, { 'idempotency-key': 'semi;colon12' }), 400],
  ];
  for (const [request, status] of refusals)
    expect((await fetch(`${state.site.url}/api/school-visit-requests`, request)).status).toBe(status);
  expect(state.received).toHaveLength(2);
  // The refusal names the field that is wrong.
  const unwrapped = await fetch(
    `${state.site.url}/api/school-visit-requests`,
    form({ Email: 'no data wrapper' }),
  );
  expect((await unwrapped.json()).error.message).toBe(
    'The form: data: Invalid input: expected record, received undefined; send the form as {"data": {...}}',
  );
});

test('per-client limit on creates: beyond it 429 with Retry-After, other clients unaffected', async () => {
  await startSite({ createsPerMinute: 2, trustProxy: 'loopback', limitedPauseMs: 0 });
  const from = (ip) => form({ data: { Name: 'A' } }, { 'x-forwarded-for': ip });
  expect((await fetch(`${state.site.url}/api/school-visit-requests`, from('10.0.0.1'))).status).toBe(200);
  expect((await fetch(`${state.site.url}/api/school-visit-requests`, from('10.0.0.1'))).status).toBe(200);
  const limited = await fetch(`${state.site.url}/api/school-visit-requests`, from('10.0.0.1'));
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect((await fetch(`${state.site.url}/api/school-visit-requests`, from('10.0.0.2'))).status).toBe(200);
  expect(state.received).toHaveLength(3);
});

test('per-client limit on misses: new URLs beyond it get 429 after a pause, cached lists are still served to that client at once', async () => {
  await startSite({ missesPerMinute: 3, limitedPauseMs: 300 });
  for (let page = 1; page <= 3; page += 1)
    expect((await fetch(`${state.site.url}/api/foia-reports?pagination[page]=${page}`)).status).toBe(200);
  const started = Date.now();
  const limited = await fetch(`${state.site.url}/api/foia-reports?pagination[page]=4`);
  expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('20');
  const cached = await fetch(`${state.site.url}/api/foia-reports?pagination[page]=1`);
  expect(cached.status).toBe(200);
  expect(cached.headers.get('x-content-cache')).toBe('hit');
  expect(state.received).toHaveLength(3);
});

test('upstream bound: with every slot taken by slow misses, another miss gets a quick 503 with Retry-After', async () => {
  await startSite({ maxUpstream: 2 });
  const { held, arrived } = holdRequests();
  const slow = [
    fetch(`${state.site.url}/api/foia-reports?pagination[page]=1`),
    fetch(`${state.site.url}/api/foia-reports?pagination[page]=2`),
  ];
  await arrived(2);
  const started = Date.now();
  const busy = await fetch(`${state.site.url}/api/foia-reports?pagination[page]=3`);
  expect(busy.status).toBe(503);
  expect(busy.headers.get('retry-after')).toBe('1');
  expect(Date.now() - started).toBeLessThan(500);
  for (const res of held) res.writeHead(200, json).end('{"data":[]}');
  expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
  expect(state.received).toHaveLength(2);
});

test("a fair share of the upstream slots: one client's many connections take at most its share, others are still served", async () => {
  await startSite({ maxUpstream: 8, trustProxy: 'loopback', missesPerMinute: 1000 });
  const { held, arrived } = holdRequests();
  const from = (ip) => ({ headers: { 'x-forwarded-for': ip } });
  const greedy = Array.from({ length: 20 }, (_, page) =>
    fetch(`${state.site.url}/api/foia-reports?pagination[page]=${page + 1}`, from('198.51.100.1')),
  );
  const answered = [];
  for (const answer of greedy) void answer.then((response) => answered.push(response));
  // Every request either reached the content service (held there) or was answered.
  await until(() => held.length + answered.length === greedy.length);
  const refused = answered.filter((answer) => answer.status === 503);
  // Its share (6) reached the content service, the rest got a quick 503 with Retry-After.
  expect(held).toHaveLength(6);
  expect(refused).toHaveLength(14);
  expect(refused[0].headers.get('retry-after')).toBe('1');
  // Another visitor's read reaches the content service at once.
  const other = fetch(`${state.site.url}/api/news-releases`, from('198.51.100.2'));
  await arrived(7);
  for (const res of held) res.writeHead(200, json).end('{"data":[]}');
  expect((await other).status).toBe(200);
  // Its requests answered, the first client has its share again.
  const again = fetch(`${state.site.url}/api/foia-reports?pagination[page]=99`, from('198.51.100.1'));
  await arrived(8);
  held[7].writeHead(200, json).end('{"data":[]}');
  expect((await again).status).toBe(200);
});

test('stale-if-error over HTTP: the content service down, the last good answer is served and marked stale', async () => {
  // Only the clock the cache reads is the test's: the answer's time to live passes at once.
  useFakeDate();
  await startSite({ ttlMs: 50 });
  const good = await fetch(`${state.site.url}/api/foia-reports`);
  const goodBody = await good.text();
  await state.upstream.close();
  jest.setSystemTime(Date.now() + 60);
  const first = await fetch(`${state.site.url}/api/foia-reports`); // served at once while the refresh fails
  expect(first.headers.get('x-content-cache')).toBe('revalidating');
  // Revalidating until the refresh has failed; then marked stale (the clock stands still: within the time to live).
  let down;
  await until(async () => {
    down = await fetch(`${state.site.url}/api/foia-reports`);
    return down.headers.get('x-content-cache') !== 'revalidating';
  });
  expect(down.status).toBe(200);
  expect(down.headers.get('x-content-cache')).toBe('stale');
  expect(await down.text()).toBe(goodBody);
  expect((await fetch(`${state.site.url}/api/standard-operating-procedures`)).status).toBe(502);
  state.upstream = { close: async () => undefined };
});

test('settings come from the environment', () => {
  expect(
    surfaceSettings({
      CONTENT_MISS_LIMIT_PER_MINUTE: '600',
      FORM_CREATE_LIMIT_PER_MINUTE: 'off',
      CONTENT_MAX_UPSTREAM: '4',
      TRUST_PROXY: 'loopback',
      CONTENT_PROXY_SECRET: 's3cret',
    }),
  ).toMatchObject({
    missesPerMinute: 600,
    createsPerMinute: Infinity,
    maxUpstream: 4,
    trustProxy: 'loopback',
    proxySecret: 's3cret',
  });
  expect(() => surfaceSettings({ CONTENT_CACHE_MS: 'soon' })).toThrow(/Invalid number/);
  expect(SERVER_LIMITS).toMatchObject({
    maxHeaderSize: 16384,
    headersTimeout: 10_000,
    requestTimeout: 30_000,
  });
});
