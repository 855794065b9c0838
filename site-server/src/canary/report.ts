// What the private /healthz says of each running canary (health.ts, on the operations listener): its versions,
// share and steps, whether it is paused, held or gated, the sequential test's figures so far per stream, and
// what the site's decision would be now (decision.ts: the same rule, on the same stored counts).
import { analyseCanary, decideCanary, runningCanaries, stageOf, type CanarySettings } from './decision';

export interface CanaryReport {
  stable: string;
  canary: string;
  percent: number;
  /** The shares still to come (`--canary 5,25,50`). */
  nextSteps: number[];
  since: string;
  stepSince: string;
  paused: boolean;
  manualGate: boolean;
  /** Why the site holds it (undecided for too long, or passed and waiting at the manual gate). */
  held?: string;
  /** Per stream (server pages, browser views): the canary's failures of its trials, the stable rate, the evidence against its bound. */
  analysis: Array<{
    stream: string;
    failures: number;
    trials: number;
    stableRate: number;
    evidence: number;
    bound: number;
    verdict: string;
    summary: string;
  }>;
  /** The decision on these counts now: `wait` with why, or what the next check does. */
  decision: string;
}

/** Per area, its running canary (an empty object without any). */
export function canaryReports({
  siteDir,
  signalsDir,
  settings,
  now = Date.now(),
}: {
  siteDir: string;
  signalsDir: string;
  settings: CanarySettings;
  now?: number;
}): Record<string, CanaryReport> {
  const reports = runningCanaries(siteDir, signalsDir, now).map(
    ({ area, stable, canary, counts }): [string, CanaryReport] => {
      const decision = decideCanary({ ...counts, ...stageOf(canary, now), settings });
      return [
        area,
        {
          stable,
          canary: canary.version,
          percent: canary.percent,
          nextSteps: canary.steps ?? [],
          since: canary.since,
          stepSince: canary.stepSince ?? canary.since,
          paused: Boolean(canary.paused),
          manualGate: Boolean(canary.manualGate),
          ...(canary.held ? { held: canary.held } : {}),
          analysis: analyseCanary(counts, settings),
          decision:
            decision.action === 'wait' ? `wait: ${decision.why}` : `${decision.action}: ${decision.reason}`,
        },
      ];
    },
  );
  return Object.fromEntries(reports);
}
