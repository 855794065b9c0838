// Waiting on a condition in tests, never on a sleep.

/** Waits until `check` (sync or async) holds, asking again after each turn of the event loop. */
async function until(check) {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

module.exports = { until };
