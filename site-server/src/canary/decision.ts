// The site's own decision on a canary, taken in one place per site server (its primary, or the one process)
// from the signals the whole fleet stored (signals/store.ts), and written to the one manifest under its lock
// (canaryManifest.ts): several servers deciding the same thing write it once (the second finds the canary
// gone or already another one).
//  - Too few page views of the canary since it started (minViews): nothing is decided.
//  - Its error rate (errors per page view) above the stable version's by more than `margin`: rolled back.
//  - Else, once it has run for `quietMs`: promoted.
import { endCanary, promoteCanary } from './canaryManifest';
import { readSiteManifest } from '../siteManifest';
import { errorCount, pruneSignals, readSignals, type VersionCounts } from '../signals/store';
import { withDefaults } from '../withDefaults';

export const CANARY_DEFAULTS = {
  /** Page views of the canary before anything is decided. */
  minViews: 200,
  /** How much higher (errors per page view) the canary's error rate may be than the stable version's. */
  margin: 0.02,
  /** How long a canary runs without trouble before it is promoted. */
  quietMs: 30 * 60_000,
  /** How often the signals are looked at (a rollback comes within this plus the stores' flush time). */
  checkMs: 10_000,
};
export type CanarySettings = typeof CANARY_DEFAULTS;

export type CanaryDecision = { action: 'wait'; why: string } | { action: 'rollback' | 'promote'; reason: string };

const rateOf = (counts: VersionCounts | undefined) => (counts?.views ? errorCount(counts) / counts.views : 0);
const describe = (counts: VersionCounts | undefined) =>
  `${rateOf(counts).toFixed(3)} errors per page view (${errorCount(counts)} errors in ${counts?.views ?? 0} views)`;

/** The rule, on the counts since the canary started. */
export function decideCanary({
  canary,
  stable,
  runningMs,
  settings,
}: {
  canary: VersionCounts | undefined;
  stable: VersionCounts | undefined;
  runningMs: number;
  settings: CanarySettings;
}): CanaryDecision {
  const views = canary?.views ?? 0;
  if (views < settings.minViews) return { action: 'wait', why: `${views} of ${settings.minViews} page views` };
  const summary = `error rate ${describe(canary)}, stable ${describe(stable)}, margin ${settings.margin}`;
  if (rateOf(canary) > rateOf(stable) + settings.margin) return { action: 'rollback', reason: `rolled back by the site: ${summary}` };
  if (runningMs >= settings.quietMs) return { action: 'promote', reason: `promoted by the site after ${Math.round(runningMs / 1000)} s: ${summary}` };
  return { action: 'wait', why: `quiet for ${Math.round(runningMs / 1000)} of ${Math.round(settings.quietMs / 1000)} s` };
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
  const manifest = readSiteManifest(siteDir);
  for (const [area, entry] of Object.entries(manifest?.areas ?? {})) {
    const { canary, version: stableVersion } = entry;
    if (!canary || !stableVersion) continue;
    const since = Date.parse(canary.since);
    const counts = readSignals(signalsDir, { sinceMs: since, now })[area] ?? {};
    const decision = decideCanary({ canary: counts[canary.version], stable: counts[stableVersion], runningMs: now - since, settings });
    if (decision.action === 'wait') continue;
    const change = decision.action === 'rollback' ? endCanary : promoteCanary;
    if (change(siteDir, area, { reason: decision.reason, version: canary.version, wait: false })) log(`${area} ${canary.version}: ${decision.reason}`);
  }
}

/** Checks every `checkMs` (and drops the stored signals of processes long gone). Returns the stop function. */
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
  const timer = setInterval(() => {
    try {
      checkCanaries({ siteDir, signalsDir, settings: full, log });
      pruneSignals(signalsDir);
    } catch (error) {
      log(`canary check failed: ${(error as Error).message}`);
    }
  }, full.checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
