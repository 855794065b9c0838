// Test helpers of the content cache's tests: a fake content service the test answers by hand, and clocks.
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

/**
 * Makes jest's clock (Date) the test's, and only it: timers, sockets and the event loop stay real, so a server
 * under test still answers while `jest.setSystemTime` moves the time its caches and schedules read.
 */
function useFakeDate() {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

module.exports = { fakeUpstream, fakeClock, useFakeDate, flush };
