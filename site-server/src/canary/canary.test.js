// The canary in the site folder: its changes to the manifest and history, and the site's own decision on
// stored signals (the rule itself: canaryDecision.test.js).
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
const { canaryDecisions, checkCanaries, watchCanaries } = require('./decision');
const { createSignalStore, readSignals, signalsDirOf } = require('../signals/store');
const { settings } = require('../testing/canaryCounts');

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
