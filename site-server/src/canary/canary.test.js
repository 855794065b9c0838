// The canary's rule, its changes to the manifest and history, and the site's own decision on stored signals.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  readReleaseHistory,
  readSiteManifest,
  writeSiteManifest,
  previousLiveVersion,
} = require('../releases/siteManifest');
const { endCanary, pauseCanary, promoteCanary, startCanary, withManifestLock } = require('./canaryManifest');
const {
  CANARY_DEFAULTS,
  canaryDecisions,
  checkCanaries,
  decideCanary,
  sequentialTest,
  watchCanaries,
} = require('./decision');
const { bucketOf } = require('./visitorManifest');
const { createSignalStore, lcpP75, readSignals, signalsDirOf } = require('../signals/store');

// Counts of one version: server page answers (with `failed` render failures) and browser views (with `errors`).
const counts = ({ pages = 0, failed = 0, views = 0, errors = 0 } = {}) => ({
  pages,
  failures: failed ? { 'render-failed': failed } : {},
  views,
  errors: errors ? { 'render-error': errors } : {},
  lcp: [],
});
const settings = { ...CANARY_DEFAULTS, quietMs: 60_000 };
const STABLE = counts({ pages: 5000, failed: 5, views: 1000, errors: 2 });

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

describe('in the site folder', () => {
  let siteDir;
  const routes = [{ path: '/leac', title: 'LEAC' }];
  const entry = (version) => ({
    name: 'mf_financials',
    version,
    entry: `/areas/financials/${version}/mf-manifest.json`,
    routes,
  });

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
    writeSiteManifest(siteDir, {
      areas: { financials: entry('1.0.0'), tools: { ...entry('3.0.0'), name: 'mf_tools' } },
    });
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  test('start, promote and end change only that area, and the history tells canaries apart from live switches', () => {
    const { canary } = startCanary(siteDir, 'financials', entry('1.1.0'), 10);
    expect(readSiteManifest(siteDir).areas.financials).toEqual({ ...entry('1.0.0'), canary });
    expect(canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(() => startCanary(siteDir, 'financials', entry('1.0.0'), 10)).toThrow('already live for everyone');
    expect(() => startCanary(siteDir, 'financials', entry('1.2.0'), 100)).toThrow('from 1 to 99');
    // A rollback's default target is still the version live before 1.0.0, not the canary.
    expect(previousLiveVersion(readReleaseHistory(siteDir), 'financials', '1.0.0')).toBeUndefined();

    expect(endCanary(siteDir, 'financials', { version: '0.9.9' })).toBeUndefined();
    expect(endCanary(siteDir, 'financials', { reason: 'too many errors' })).toMatchObject({
      version: '1.1.0',
    });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.0.0'));
    expect(endCanary(siteDir, 'financials')).toBeUndefined();

    startCanary(siteDir, 'financials', entry('1.1.0'), 50);
    expect(promoteCanary(siteDir, 'financials', { reason: 'quiet' })).toMatchObject({ version: '1.1.0' });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.1.0'));
    expect(readSiteManifest(siteDir).areas.tools).toEqual({ ...entry('3.0.0'), name: 'mf_tools' });
    const history = readReleaseHistory(siteDir).financials.map(({ version, action, reason }) => [
      version,
      action,
      reason,
    ]);
    expect(history).toEqual([
      ['1.0.0', 'was live', undefined],
      ['1.1.0', 'canary 10%', undefined],
      ['1.1.0', 'canary rolled back', 'too many errors'],
      ['1.1.0', 'canary 50%', undefined],
      ['1.1.0', 'promote', 'quiet'],
    ]);
    expect(previousLiveVersion(readReleaseHistory(siteDir), 'financials', '1.1.0')).toBe('1.0.0');
  });

  test('the lock: a second change waits for the first; a decision that cannot wait skips its turn', () => {
    withManifestLock(siteDir, () => {
      expect(withManifestLock(siteDir, () => 'ran', { wait: false })).toBeUndefined();
      expect(() => withManifestLock(siteDir, () => 'ran', { timeoutMs: 100 })).toThrow(
        'locked by another change',
      );
    });
    expect(withManifestLock(siteDir, () => 'ran', { wait: false })).toBe('ran');
  });

  test('the site decides from every process’s stored counts, once, and says so in a decision event', () => {
    const signalsDir = signalsDirOf(siteDir);
    startCanary(siteDir, 'financials', entry('1.1.0'), 10);
    const log = jest.fn();
    const events = jest.fn();
    canaryDecisions.on('decision', events);
    // Two workers' stores (two files): 2 + 2 canary pages whose render failed; stable clean.
    const failingPages = (count) => {
      const store = createSignalStore({ dir: signalsDir, flushMs: 60_000 });
      for (let i = 0; i < count; i += 1)
        store.add({ type: 'page', failure: 'render-failed', area: 'financials', version: '1.1.0' });
      for (let i = 0; i < 40; i += 1) store.add({ type: 'page', area: 'financials', version: '1.0.0' });
      store.flush();
      store.close();
      return path.join(signalsDir, `${os.hostname()}-${process.pid}.json`);
    };
    for (const pid of [1, 2]) fs.renameSync(failingPages(2), path.join(signalsDir, `other-${pid}.json`));
    checkCanaries({ siteDir, signalsDir, settings, log });
    expect(readSiteManifest(siteDir).areas.financials.canary).toBeDefined();
    // A fifth failing page, in a third process.
    failingPages(1);
    checkCanaries({ siteDir, signalsDir, settings, log });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.0.0'));
    const reason = expect.stringContaining(
      'rolled back by the site: server: 5 failed of 5 pages answered (stable 0.000)',
    );
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('financials 1.1.0: rolled back by the site: server: 5 failed of 5'),
    );
    expect(events).toHaveBeenCalledWith({ area: 'financials', version: '1.1.0', action: 'rollback', reason });
    expect(readReleaseHistory(siteDir).financials.at(-1)).toMatchObject({
      action: 'canary rolled back',
      reason,
    });
    // A second server deciding the same: nothing left to do, nothing written.
    checkCanaries({ siteDir, signalsDir, settings, log });
    expect(log).toHaveBeenCalledTimes(1);
    canaryDecisions.off('decision', events);
  });

  test('a canary in three steps: each passed step moves it on, pause holds it, the last promotes it', () => {
    const signalsDir = signalsDirOf(siteDir);
    const store = createSignalStore({ dir: signalsDir, flushMs: 60_000 });
    for (let i = 0; i < 40; i += 1) store.add({ type: 'page', area: 'financials', version: '1.1.0' });
    store.flush();
    store.close();
    expect(() => startCanary(siteDir, 'financials', entry('1.1.0'), [25, 5])).toThrow('rising');
    startCanary(siteDir, 'financials', entry('1.1.0'), [5, 25, 50]);
    const log = jest.fn();
    const at = (ms) =>
      Date.parse(
        readSiteManifest(siteDir).areas.financials.canary?.stepSince ??
          readSiteManifest(siteDir).areas.financials.canary.since,
      ) + ms;
    const check = () => checkCanaries({ siteDir, signalsDir, settings, now: at(settings.quietMs), log });
    const canary = () => readSiteManifest(siteDir).areas.financials.canary;
    check();
    expect(canary()).toMatchObject({ percent: 25, steps: [50] });
    pauseCanary(siteDir, 'financials', true);
    check();
    expect(canary()).toMatchObject({ percent: 25, paused: true });
    pauseCanary(siteDir, 'financials', false);
    check();
    expect(canary()).toMatchObject({ percent: 50 });
    expect(canary()).not.toHaveProperty('steps');
    check();
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.1.0'));
    expect(readReleaseHistory(siteDir).financials.map(({ action }) => action)).toEqual([
      'was live',
      'canary 5%',
      'canary 25%',
      'canary paused',
      'canary resumed',
      'canary 50%',
      'promote',
    ]);
  });

  test('a failure is written at once, then at most once per urgentMs while failures come; other counts at flushMs', () => {
    jest.useFakeTimers();
    const signalsDir = signalsDirOf(siteDir);
    const store = createSignalStore({ dir: signalsDir, flushMs: 60_000, urgentMs: 200 });
    const stored = () => readSignals(signalsDir, { sinceMs: Date.now() - 60_000 }).financials?.['1.1.0'];
    const page = (failure) =>
      store.add({ type: 'page', area: 'financials', version: '1.1.0', ...(failure ? { failure } : {}) });
    try {
      page();
      expect(stored()).toBeUndefined();
      page('status-5xx');
      expect(stored()).toMatchObject({ pages: 2, failures: { 'status-5xx': 1 } });
      // A second failure right after: written urgentMs after the first write, not before.
      page('render-failed');
      jest.advanceTimersByTime(199);
      expect(stored()).toMatchObject({ pages: 2, failures: { 'status-5xx': 1 } });
      jest.advanceTimersByTime(1);
      expect(stored()).toMatchObject({ pages: 3, failures: { 'status-5xx': 1, 'render-failed': 1 } });
      // A page that did not fail waits for flushMs.
      page();
      jest.advanceTimersByTime(59_799);
      expect(stored()?.pages).toBe(3);
      jest.advanceTimersByTime(1);
      expect(stored()?.pages).toBe(4);
    } finally {
      store.close();
      jest.useRealTimers();
    }
  });

  test('the watching site decides as a store on this machine writes a failure, not at its next checkMs', async () => {
    const signalsDir = signalsDirOf(siteDir);
    startCanary(siteDir, 'financials', entry('1.1.0'), 10);
    const decided = new Promise((resolve) => canaryDecisions.once('decision', resolve));
    // Checked by the clock once an hour only: the decision below comes from the folder's writes.
    const stop = watchCanaries({
      siteDir,
      signalsDir,
      settings: { checkMs: 3_600_000 },
      log: () => undefined,
    });
    const store = createSignalStore({ dir: signalsDir, flushMs: 3_600_000 });
    try {
      for (let page = 0; page < 5; page += 1)
        store.add({ type: 'page', failure: 'render-failed', area: 'financials', version: '1.1.0' });
      expect(await decided).toMatchObject({ area: 'financials', version: '1.1.0', action: 'rollback' });
      expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.0.0'));
    } finally {
      stop();
      store.close();
    }
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
