// The canary's rule (a sequential probability ratio test on the stored signals), a visitor's draw and the LCP
// figure it reads.
const { decideCanary, sequentialTest } = require('./decision');
const { bucketOf } = require('./visitorManifest');
const { lcpP75 } = require('../signals/store');
const { counts, settings, STABLE } = require('../testing/canaryCounts');

// A small seeded generator: the same synthetic visitors on every run.
function randomFrom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the decision rule (a sequential probability ratio test)', () => {
  test('a clearly broken canary is rolled back on its 5th failing page, not before, and the reason names the counts', () => {
    const four = decideCanary({
      canary: counts({ pages: 4, failed: 4 }),
      stable: STABLE,
      runningMs: 2000,
      settings,
    });
    expect(four).toMatchObject({ action: 'wait', why: expect.stringContaining('not decided yet') });
    const five = decideCanary({
      canary: counts({ pages: 5, failed: 5 }),
      stable: STABLE,
      runningMs: 3000,
      settings,
    });
    expect(five.action).toBe('rollback');
    expect(five.reason).toMatch(
      /^rolled back by the site: server: 5 failed of 5 pages answered \(stable 0\.001\), evidence 8\.05 of 6\.91; browser: 0 failed of 0 views \(stable 0\.002\), evidence 0\.00 of 6\.91 \(false rollback rate 0\.001 per stream\)$/,
    );
    // The browsers' errors alone are enough too (a page that renders on the server and throws in the browser).
    expect(
      decideCanary({
        canary: counts({ pages: 5, views: 5, errors: 9 }),
        stable: STABLE,
        runningMs: 3000,
        settings,
      }).action,
    ).toBe('rollback');
  });

  test('healthy canaries failing at the stable rate are rolled back at most at the stated rate, however long they are watched', () => {
    const random = randomFrom(40);
    const rate = 0.001;
    let rolledBack = 0;
    let promoted = 0;
    for (let canary = 0; canary < 1000; canary += 1) {
      let failed = 0;
      for (let pages = 1; pages <= 400; pages += 1) {
        if (random() < rate) failed += 1;
        const decision = decideCanary({
          canary: counts({ pages, failed }),
          stable: STABLE,
          runningMs: pages * 1000,
          settings,
        });
        if (decision.action === 'rollback') rolledBack += 1;
        if (decision.action !== 'wait') break;
        if (pages === 400) throw new Error('a healthy canary undecided after 400 pages');
      }
      promoted += 1;
    }
    // falseRollback 0.001: about one in 1000 at most (nearly none at the stable rate itself).
    expect(rolledBack).toBeLessThanOrEqual(3);
    expect(promoted).toBe(1000);
  });

  test('a borderline canary (between the allowed and the broken rate) is held undecided, then rolled back as evidence grows', () => {
    // Allowed: 0.001 + 0.02; broken: 5 times that. 6 % sits between.
    const borderline = decideCanary({
      canary: counts({ pages: 100, failed: 6 }),
      stable: STABLE,
      runningMs: 3_600_000,
      settings,
    });
    expect(borderline).toMatchObject({ action: 'wait', why: expect.stringContaining('not decided yet') });
    expect(
      decideCanary({
        canary: counts({ pages: 1000, failed: 60 }),
        stable: STABLE,
        runningMs: 3_600_000,
        settings,
      }).action,
    ).toBe('rollback');
  });

  test('a healthy canary waits for the quiet period, then is promoted; nothing is decided without pages', () => {
    const clean = counts({ pages: 40, views: 8 });
    expect(decideCanary({ canary: clean, stable: STABLE, runningMs: 59_000, settings })).toEqual({
      action: 'wait',
      why: 'healthy, quiet for 59 s of 60 s',
    });
    expect(decideCanary({ canary: clean, stable: STABLE, runningMs: 60_000, settings })).toMatchObject({
      action: 'promote',
      reason: expect.stringMatching(
        /^promoted by the site after 60 s: server: 0 failed of 40 pages answered/,
      ),
    });
    expect(
      decideCanary({ canary: undefined, stable: undefined, runningMs: 3_600_000, settings }).action,
    ).toBe('wait');
    // A stable version that fails often raises what the canary may fail: 30 % against 30 % is healthy.
    const flaky = counts({ pages: 1000, failed: 300 });
    expect(
      decideCanary({ canary: counts({ pages: 60, failed: 18 }), stable: flaky, runningMs: 0, settings })
        .action,
    ).not.toBe('rollback');
  });

  test('steps, pause, manual gate and a low-traffic hold: never promoted without passing, rolled back from any of them', () => {
    const clean = counts({ pages: 40 });
    const decide = (stage, runningMs = 60_000, canary = clean) =>
      decideCanary({ canary, stable: STABLE, runningMs, stage, settings });
    expect(decide({ nextStep: 25 })).toMatchObject({
      action: 'advance',
      reason: expect.stringMatching(/^advanced to 25 % by the site after 60 s: server: 0 failed/),
    });
    expect(decide({ nextStep: 25 }, 59_000).action).toBe('wait');
    expect(decide({ nextStep: 25, paused: true })).toEqual({ action: 'wait', why: 'paused by an operator' });
    expect(decide({ paused: true }, 60_000, counts({ pages: 5, failed: 5 })).action).toBe('rollback');
    expect(decide({ manualGate: true })).toMatchObject({
      action: 'hold',
      reason: expect.stringMatching(/^passed, waiting for npm run promote after 60 s/),
    });
    expect(decide({ manualGate: true, held: true })).toEqual({
      action: 'wait',
      why: 'waiting at the manual gate',
    });
    // Too few pages for a decision: held once after holdAfterMs, and never promoted.
    const few = counts({ pages: 3 });
    expect(decide({}, settings.holdAfterMs - 1, few).action).toBe('wait');
    expect(decide({}, settings.holdAfterMs, few)).toMatchObject({
      action: 'hold',
      reason: expect.stringMatching(/^held by the site: undecided after 7200 s/),
    });
    expect(decide({ held: true }, 10 * settings.holdAfterMs, few).action).toBe('wait');
  });

  test('the test itself: evidence of one failure and of one clean page, and its bounds', () => {
    const { evidence, bound, verdict } = sequentialTest({ failures: 1, trials: 1, stableRate: 0 }, settings);
    expect([evidence, bound, verdict]).toEqual([Math.log(5), Math.log(1000), 'undecided']);
    expect(sequentialTest({ failures: 0, trials: 1, stableRate: 0 }, settings).evidence).toBeCloseTo(
      Math.log(0.9 / 0.98),
    );
  });
});

test('a visitor’s draw is stable per area and spread evenly', () => {
  expect(bucketOf('0123456789abcdef', 'financials')).toBe(bucketOf('0123456789abcdef', 'financials'));
  const draws = Array.from({ length: 2000 }, (_, i) =>
    bucketOf(i.toString(16).padStart(16, '0'), 'financials'),
  );
  expect(draws.filter((bucket) => bucket < 10).length).toBeGreaterThan(140);
  expect(draws.filter((bucket) => bucket < 10).length).toBeLessThan(260);
});

test('LCP p75 is the bucket holding the 75th percentile', () => {
  expect(lcpP75({ views: 0, errors: {}, lcp: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })).toBeUndefined();
  expect(lcpP75({ views: 4, errors: {}, lcp: [1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0] })).toBe(1000);
});
