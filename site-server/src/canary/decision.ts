// The site's own decision on a canary, taken in one place per site server (its primary, or the one process)
// from the counts the whole fleet stored (signals/store.ts), and written to the one manifest under its lock
// (canaryManifest.ts): several servers deciding the same thing write it once (the second finds the canary
// gone or already another one).
// The rule is Wald's sequential probability ratio test, on two streams of page loads: the site servers' own
// page answers (a failure: a render that threw, a fallback, a 5xx; every page, known at once) and the
// visitors' sampled page views (a failure: a view with an error). For each, H0: the canary fails at most as
// often as the stable version (its last hour) plus `tolerance`; H1: `worseBy` times that. The log-likelihood
// ratio of the canary's counts since it started is compared with two bounds:
//  - at or above ln(1 / falseRollback) on either stream: rolled back. The likelihood ratio is a martingale
//    under H0, so (Ville's inequality) a canary no worse than H0 is rolled back with a chance of at most
//    `falseRollback` per stream, however long it is watched;
//  - at or below ln(missedBreak / (1 - falseRollback)) on a stream (and above on none): healthy; once the
//    current step has run for `quietMs`, the canary moves to its next step (`--canary 5,25,50`), or at the
//    last is promoted (or, with a manual gate, held for `npm run promote`); a paused one stays where it is;
//  - in between: nothing is decided yet (too few pages, or a borderline rate); a step undecided after
//    `holdAfterMs` is held and reported once (never promoted by the site).
// Rolled back from any step, paused or not, as soon as the evidence says so.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { CanaryEntry } from '@gpa/contracts';
import { advanceCanary, endCanary, holdCanary, promoteCanary } from './canaryManifest';
import { readSiteManifest } from '../releases/siteManifest';
import { errorCount, failureCount, pruneSignals, readSignals, type VersionCounts } from '../signals/store';
import { withDefaults } from '../process/withDefaults';

export const CANARY_DEFAULTS = {
  /** The chance, per stream, that a canary no worse than the stable version (plus tolerance) is rolled back. */
  falseRollback: 0.001,
  /** The chance that a canary failing `worseBy` times the allowed rate is found healthy. */
  missedBreak: 0.05,
  /** Failures per page the canary may have above the stable version's. */
  tolerance: 0.02,
  /** How many times the allowed failure rate the test's broken canary (H1) fails. */
  worseBy: 5,
  /** How long each step of a healthy canary runs before the next (or the promotion). */
  quietMs: 30 * 60_000,
  /** How long a step may stay undecided before the site holds it and says so. */
  holdAfterMs: 2 * 60 * 60_000,
  /** How often the counts are looked at besides each store write seen on this machine (a failure is written at once). */
  checkMs: 1000,
};
export type CanarySettings = typeof CANARY_DEFAULTS;

export type CanaryAction = 'rollback' | 'promote' | 'advance' | 'hold';
export type CanaryDecision = { action: 'wait'; why: string } | { action: CanaryAction; reason: string };

/** Where the canary is: its next share (if any), paused, waiting at a manual gate, already held. */
export type CanaryStage = Partial<{ nextStep: number; paused: boolean; manualGate: boolean; held: boolean }>;

/** A decision the site wrote (for whoever acts on it: a cache purge, an alert). */
export interface CanaryDecisionEvent {
  area: string;
  version: string;
  action: CanaryAction;
  reason: string;
}
/** Emits 'decision' (a CanaryDecisionEvent) in the process that wrote it, after the manifest changed. */
export const canaryDecisions = new EventEmitter<{ decision: [CanaryDecisionEvent] }>();

export type Verdict = 'worse' | 'healthy' | 'undecided';

/** The test on one stream: `failures` of `trials` pages of the canary, against the stable version's rate. */
export function sequentialTest(
  { failures, trials, stableRate }: { failures: number; trials: number; stableRate: number },
  settings: CanarySettings,
): { verdict: Verdict; evidence: number; bound: number } {
  const allowed = Math.min(stableRate + settings.tolerance, 0.9);
  const broken = Math.min(settings.worseBy * allowed, (1 + allowed) / 2);
  const failed = Math.min(failures, trials);
  const evidence =
    failed * Math.log(broken / allowed) + (trials - failed) * Math.log((1 - broken) / (1 - allowed));
  const bound = Math.log(1 / settings.falseRollback);
  const verdict =
    evidence >= bound
      ? 'worse'
      : evidence <= Math.log(settings.missedBreak / (1 - settings.falseRollback))
        ? 'healthy'
        : 'undecided';
  return { verdict, evidence, bound };
}

const STREAMS = {
  server: {
    failures: failureCount,
    trials: (counts: VersionCounts | undefined) => counts?.pages ?? 0,
    unit: 'pages answered',
  },
  browser: {
    failures: errorCount,
    trials: (counts: VersionCounts | undefined) => counts?.views ?? 0,
    unit: 'views',
  },
};
const rateOf = (failures: number, trials: number) => (trials ? Math.min(failures, trials) / trials : 0);

interface CanaryCounts {
  canary: VersionCounts | undefined;
  stable: VersionCounts | undefined;
}

/** The test on each stream of the canary's counts, with a line saying what it found. */
export function analyseCanary({ canary, stable }: CanaryCounts, settings: CanarySettings) {
  return Object.entries(STREAMS).map(([stream, { failures: failuresOf, trials: trialsOf, unit }]) => {
    const [failures, trials] = [failuresOf(canary), trialsOf(canary)];
    const stableRate = rateOf(failuresOf(stable), trialsOf(stable));
    const test = sequentialTest({ failures, trials, stableRate }, settings);
    const summary = `${stream}: ${failures} failed of ${trials} ${unit} (stable ${stableRate.toFixed(3)}), evidence ${test.evidence.toFixed(2)} of ${test.bound.toFixed(2)}`;
    return { stream, failures, trials, stableRate, ...test, summary };
  });
}

/** The rule, on the canary's counts since it started and the stable version's of the last hour; `runningMs`: of the current step. */
export function decideCanary({
  canary,
  stable,
  runningMs,
  stage = {},
  settings,
}: CanaryCounts & {
  runningMs: number;
  stage?: CanaryStage;
  settings: CanarySettings;
}): CanaryDecision {
  const tests = analyseCanary({ canary, stable }, settings);
  const summary = `${tests.map((test) => test.summary).join('; ')} (false rollback rate ${settings.falseRollback} per stream)`;
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  if (tests.some((test) => test.verdict === 'worse'))
    return { action: 'rollback', reason: `rolled back by the site: ${summary}` };
  if (stage.paused) return { action: 'wait', why: 'paused by an operator' };
  const healthy = tests.some((test) => test.verdict === 'healthy');
  if (healthy && runningMs >= settings.quietMs) {
    const passed = `after ${seconds(runningMs)}: ${summary}`;
    if (stage.nextStep)
      return { action: 'advance', reason: `advanced to ${stage.nextStep} % by the site ${passed}` };
    if (!stage.manualGate) return { action: 'promote', reason: `promoted by the site ${passed}` };
    return stage.held
      ? { action: 'wait', why: 'waiting at the manual gate' }
      : { action: 'hold', reason: `passed, waiting for npm run promote ${passed}` };
  }
  if (runningMs >= settings.holdAfterMs && !stage.held)
    return {
      action: 'hold',
      reason: `held by the site: undecided after ${seconds(runningMs)} (never promoted without a decision): ${summary}`,
    };
  if (!healthy) return { action: 'wait', why: `not decided yet: ${summary}` };
  return { action: 'wait', why: `healthy, quiet for ${seconds(runningMs)} of ${seconds(settings.quietMs)}` };
}

const HOUR_MS = 60 * 60_000;

/** Each running canary with its counts since it started and its stable version's of the last hour. */
export function runningCanaries(
  siteDir: string,
  signalsDir: string,
  now = Date.now(),
): Array<{ area: string; stable: string; canary: CanaryEntry; counts: CanaryCounts }> {
  const canaries = Object.entries(readSiteManifest(siteDir)?.areas ?? {}).filter(
    ([, entry]) => entry.canary && entry.version,
  );
  if (!canaries.length) return [];
  const lastHour = readSignals(signalsDir, { sinceMs: now - HOUR_MS, now });
  return canaries.flatMap(([area, { canary, version }]) => {
    if (!canary || !version) return [];
    const sinceStart = readSignals(signalsDir, { sinceMs: Date.parse(canary.since), now })[area] ?? {};
    return [
      {
        area,
        stable: version,
        canary,
        counts: { canary: sinceStart[canary.version], stable: lastHour[area]?.[version] },
      },
    ];
  });
}

/** Where a canary is, from its manifest entry, and how long its current step has run. */
export function stageOf(canary: CanaryEntry, now = Date.now()): { stage: CanaryStage; runningMs: number } {
  return {
    stage: {
      nextStep: canary.steps?.[0],
      paused: canary.paused,
      manualGate: canary.manualGate,
      held: Boolean(canary.held),
    },
    runningMs: now - Date.parse(canary.stepSince ?? canary.since),
  };
}

/** Looks at every canary of the site once. */
export function checkCanaries({
  siteDir,
  signalsDir,
  settings,
  now = Date.now(),
  log,
}: {
  siteDir: string;
  signalsDir: string;
  settings: CanarySettings;
  now?: number;
  log: (line: string) => void;
}): void {
  for (const { area, canary, counts } of runningCanaries(siteDir, signalsDir, now)) {
    const decision = decideCanary({ ...counts, ...stageOf(canary, now), settings });
    if (decision.action === 'wait') continue;
    const change = { rollback: endCanary, promote: promoteCanary, advance: advanceCanary, hold: holdCanary }[
      decision.action
    ];
    if (change(siteDir, area, { reason: decision.reason, version: canary.version, wait: false })) {
      log(`${area} ${canary.version}: ${decision.reason}`);
      canaryDecisions.emit('decision', {
        area,
        version: canary.version,
        action: decision.action,
        reason: decision.reason,
      });
    }
  }
}

// Watched writes trigger a check at most this often (each write of a store is one check, not one per file event).
const WATCH_GAP_MS = 50;

/** Runs `check` soon after each store file written in `signalsDir` on this machine. Returns the stop function. */
function onStoreWrites(signalsDir: string, check: () => void, log: (line: string) => void): () => void {
  let last = -Infinity;
  let pending: NodeJS.Timeout | undefined;
  try {
    fs.mkdirSync(signalsDir, { recursive: true });
    const watcher = fs.watch(signalsDir, { persistent: false }, (_event, name) => {
      // A store writes `<file>.tmp`, then renames it into place: the rename is the write.
      if (pending || !name || name.endsWith('.tmp')) return;
      pending = setTimeout(
        () => {
          pending = undefined;
          last = Date.now();
          check();
        },
        Math.max(0, last + WATCH_GAP_MS - Date.now()),
      );
    });
    watcher.on('error', (error) =>
      log(`canary: ${signalsDir} not watched (${error.message}); checked every checkMs`),
    );
    return () => {
      watcher.close();
      clearTimeout(pending);
    };
  } catch (error) {
    log(`canary: ${signalsDir} not watched (${(error as Error).message}); checked every checkMs`);
    return () => undefined;
  }
}

/**
 * Checks as soon as a process on this machine writes its counts (a failure is written at once: signals/store.ts),
 * and every `checkMs` for what the folder's events do not tell (another machine's writes on a network file
 * system); drops the stored signals of processes long gone. Returns the stop function.
 */
export function watchCanaries({
  siteDir,
  signalsDir,
  settings = {},
  log = console.warn,
}: {
  siteDir: string;
  signalsDir: string;
  settings?: Partial<CanarySettings>;
  log?: (line: string) => void;
}): () => void {
  const full: CanarySettings = withDefaults(CANARY_DEFAULTS, settings);
  let lastPrune = 0;
  const check = () => {
    try {
      checkCanaries({ siteDir, signalsDir, settings: full, log });
      if (Date.now() - lastPrune > HOUR_MS) {
        pruneSignals(signalsDir);
        lastPrune = Date.now();
      }
    } catch (error) {
      log(`canary check failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(check, full.checkMs);
  timer.unref();
  const stopWatching = onStoreWrites(signalsDir, check, log);
  return () => {
    clearInterval(timer);
    stopWatching();
  };
}
