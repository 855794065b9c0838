// The canary's rule, its changes to the manifest and history, and the site's own decision on stored signals.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { readReleaseHistory, readSiteManifest, writeSiteManifest, previousLiveVersion } = require('../siteManifest');
const { endCanary, promoteCanary, startCanary, withManifestLock } = require('./canaryManifest');
const { CANARY_DEFAULTS, checkCanaries, decideCanary } = require('./decision');
const { bucketOf } = require('./visitorManifest');
const { createSignalStore, lcpP75 } = require('../signals/store');

const counts = (views, errors = 0) => ({ views, errors: errors ? { 'render-error': errors } : {}, lcp: [] });
const settings = { ...CANARY_DEFAULTS, minViews: 20, margin: 0.05, quietMs: 60_000 };

describe('the decision rule', () => {
  test('too few page views of the canary decide nothing, however bad they are', () => {
    expect(decideCanary({ canary: counts(19, 19), stable: counts(1000), runningMs: 10 * 60_000, settings })).toEqual({
      action: 'wait',
      why: '19 of 20 page views',
    });
    expect(decideCanary({ canary: undefined, stable: counts(1000), runningMs: 10 * 60_000, settings }).action).toBe('wait');
  });

  test('an error rate above the stable one by more than the margin rolls back, naming both rates', () => {
    const decision = decideCanary({ canary: counts(20, 10), stable: counts(100, 1), runningMs: 1000, settings });
    expect(decision.action).toBe('rollback');
    expect(decision.reason).toBe(
      'rolled back by the site: error rate 0.500 errors per page view (10 errors in 20 views), stable 0.010 errors per page view (1 errors in 100 views), margin 0.05',
    );
  });

  test('within the margin it waits for the quiet period, then promotes', () => {
    // 0.05 + 0.01 = 0.06: one error in 20 views (0.05) is within.
    expect(decideCanary({ canary: counts(20, 1), stable: counts(100, 1), runningMs: 59_000, settings })).toMatchObject({ action: 'wait' });
    expect(decideCanary({ canary: counts(20, 1), stable: counts(100, 1), runningMs: 60_000, settings })).toMatchObject({ action: 'promote' });
    // A stable version with no views counts as no errors.
    expect(decideCanary({ canary: counts(20, 2), stable: undefined, runningMs: 0, settings })).toMatchObject({ action: 'rollback' });
  });
});

describe('in the site folder', () => {
  let siteDir;
  const routes = [{ path: '/leac', title: 'LEAC' }];
  const entry = (version) => ({ name: 'mf_financials', version, entry: `/areas/financials/${version}/mf-manifest.json`, routes });

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
    writeSiteManifest(siteDir, { areas: { financials: entry('1.0.0'), tools: { ...entry('3.0.0'), name: 'mf_tools' } } });
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
    expect(endCanary(siteDir, 'financials', { reason: 'too many errors' })).toMatchObject({ version: '1.1.0' });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.0.0'));
    expect(endCanary(siteDir, 'financials')).toBeUndefined();

    startCanary(siteDir, 'financials', entry('1.1.0'), 50);
    expect(promoteCanary(siteDir, 'financials', { reason: 'quiet' })).toMatchObject({ version: '1.1.0' });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.1.0'));
    expect(readSiteManifest(siteDir).areas.tools).toEqual({ ...entry('3.0.0'), name: 'mf_tools' });
    const history = readReleaseHistory(siteDir).financials.map(({ version, action, reason }) => [version, action, reason]);
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
      expect(() => withManifestLock(siteDir, () => 'ran', { timeoutMs: 100 })).toThrow('locked by another change');
    });
    expect(withManifestLock(siteDir, () => 'ran', { wait: false })).toBe('ran');
  });

  test('the site decides from every process’s stored signals, once', () => {
    const signalsDir = path.join(siteDir, '.signals');
    startCanary(siteDir, 'financials', entry('1.1.0'), 10);
    const log = jest.fn();
    // Two workers' stores (two files), 12 + 12 canary views of which 6 with errors; stable clean.
    for (const pid of [1, 2]) {
      const store = createSignalStore({ dir: signalsDir, flushMs: 60_000 });
      for (let i = 0; i < 12; i += 1) store.add({ type: 'view', area: 'financials', version: '1.1.0' });
      for (let i = 0; i < 3; i += 1) store.add({ type: 'error', kind: 'render-error', area: 'financials', version: '1.1.0' });
      for (let i = 0; i < 40; i += 1) store.add({ type: 'view', area: 'financials', version: '1.0.0' });
      store.flush();
      store.close();
      fs.renameSync(path.join(signalsDir, `${os.hostname()}-${process.pid}.json`), path.join(signalsDir, `other-${pid}.json`));
    }
    checkCanaries({ siteDir, signalsDir, settings: { ...settings, minViews: 25 }, log });
    expect(readSiteManifest(siteDir).areas.financials.canary).toBeDefined();
    checkCanaries({ siteDir, signalsDir, settings, log });
    expect(readSiteManifest(siteDir).areas.financials).toEqual(entry('1.0.0'));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('financials 1.1.0: rolled back by the site: error rate 0.250 errors per page view (6 errors in 24 views)'),
    );
    expect(readReleaseHistory(siteDir).financials.at(-1)).toMatchObject({ action: 'canary rolled back', reason: expect.stringContaining('0.250') });
    // A second server deciding the same: nothing left to do, nothing written.
    checkCanaries({ siteDir, signalsDir, settings, log });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

test('a visitor’s draw is stable per area and spread evenly', () => {
  expect(bucketOf('0123456789abcdef', 'financials')).toBe(bucketOf('0123456789abcdef', 'financials'));
  const draws = Array.from({ length: 2000 }, (_, i) => bucketOf(i.toString(16).padStart(16, '0'), 'financials'));
  expect(draws.filter((bucket) => bucket < 10).length).toBeGreaterThan(140);
  expect(draws.filter((bucket) => bucket < 10).length).toBeLessThan(260);
});

test('LCP p75 is the bucket holding the 75th percentile', () => {
  expect(lcpP75({ views: 0, errors: {}, lcp: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })).toBeUndefined();
  expect(lcpP75({ views: 4, errors: {}, lcp: [1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0] })).toBe(1000);
});
