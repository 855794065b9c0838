const { createClientLimit, limitSetting } = require('./clientLimit');

function fakeClock() {
  let time = 0;
  return { now: () => time, advance: (ms) => (time += ms) };
}

test('each client may spend perMinute requests, refilled over the minute, independently of other clients', () => {
  const clock = fakeClock();
  const limit = createClientLimit({ perMinute: 3, now: clock.now });
  for (let i = 0; i < 3; i += 1) expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 20 });
  expect(limit.take('b').ok).toBe(true);

  clock.advance(19_999);
  expect(limit.take('a').ok).toBe(false);
  clock.advance(1);
  expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a').ok).toBe(false);

  // A long pause saves up at most one minute's worth.
  clock.advance(10 * 60_000);
  for (let i = 0; i < 3; i += 1) expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a').ok).toBe(false);
});

test('the client table stays bounded: idle clients are forgotten first', () => {
  const clock = fakeClock();
  const limit = createClientLimit({ perMinute: 2, now: clock.now, maxClients: 3 });
  limit.take('busy');
  limit.take('busy');
  limit.take('idle1');
  limit.take('idle2');
  clock.advance(60_000); // idle1 and idle2 refill completely; busy too, so no client loses a debt
  limit.take('busy');
  limit.take('busy');
  limit.take('new'); // table full: the refilled clients go, the exhausted one stays
  expect(limit.take('busy').ok).toBe(false);
});

test('limits read from settings: numbers, or off', () => {
  expect(limitSetting(undefined, 120)).toBe(120);
  expect(limitSetting('600', 120)).toBe(600);
  expect(limitSetting('off', 120)).toBe(Infinity);
  expect(() => limitSetting('-1', 120)).toThrow(/Invalid per-minute limit/);
  const unlimited = createClientLimit({ perMinute: Infinity });
  for (let i = 0; i < 1000; i += 1) expect(unlimited.take('a').ok).toBe(true);
});

test("a burst smaller than a minute's worth: that many at once, then the pace of perMinute", () => {
  const clock = fakeClock();
  const limit = createClientLimit({ perMinute: 600, burst: 5, now: clock.now });
  for (let i = 0; i < 5; i += 1) expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a').ok).toBe(false);
  clock.advance(100); // 600 a minute: one every 100 ms
  expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a').ok).toBe(false);
  clock.advance(60_000);
  for (let i = 0; i < 5; i += 1) expect(limit.take('a').ok).toBe(true);
  expect(limit.take('a').ok).toBe(false);
});
