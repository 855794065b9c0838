// The render floor: how many renders still start each second while the event loop is busy.
const { createRenderOverload } = require('./renderFloor');

function clock() {
  let at = 10_000;
  return { now: () => at, advance: (ms) => (at += ms) };
}

test('a quiet loop lets every render start', () => {
  const time = clock();
  const overloaded = createRenderOverload({
    load: () => 0.2,
    maxLoad: 0.8,
    minRendersPerSecond: 2,
    now: time.now,
  });
  expect(Array.from({ length: 10 }, () => overloaded())).toEqual(Array(10).fill(false));
});

test('a busy loop still starts the floor of renders each second, and no more', () => {
  const time = clock();
  const overloaded = createRenderOverload({
    load: () => 1,
    maxLoad: 0.8,
    minRendersPerSecond: 3,
    now: time.now,
  });
  expect([overloaded(), overloaded(), overloaded(), overloaded(), overloaded()]).toEqual([
    false,
    false,
    false,
    true,
    true,
  ]);
  time.advance(999);
  expect(overloaded()).toBe(true);
  time.advance(1);
  expect([overloaded(), overloaded(), overloaded(), overloaded()]).toEqual([false, false, false, true]);
});

test('renders started while the loop was quiet count toward the floor of the same second', () => {
  const time = clock();
  let load = 0;
  const overloaded = createRenderOverload({
    load: () => load,
    maxLoad: 0.8,
    minRendersPerSecond: 2,
    now: time.now,
  });
  overloaded();
  overloaded();
  load = 0.95;
  expect(overloaded()).toBe(true);
});

test('no floor: a busy loop starts nothing', () => {
  const overloaded = createRenderOverload({
    load: () => 0.9,
    maxLoad: 0.8,
    minRendersPerSecond: 0,
    now: clock().now,
  });
  expect(overloaded()).toBe(true);
});
