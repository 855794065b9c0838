// Test helpers of the content cache's tests: a fake content service the test answers by hand, and a clock.
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

module.exports = { fakeUpstream, fakeClock, flush };
