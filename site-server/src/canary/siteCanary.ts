// What the site app mounts for the canary (docs/operations.md "Canary"): the manifest each visitor gets
// (visitorManifest.ts: their cohort's versions, or a tester's), the testers' join link, the canary metrics
// and the report of each running canary that the private /healthz shows.
import type { SignalsSettings, SiteManifest } from '@gpa/contracts';
import type { Express } from 'express';
import { numberSetting } from '../process/settings';
import { withDefaults } from '../process/withDefaults';
import { CANARY_DEFAULTS, type CanarySettings } from './decision';
import { reportCanaryMetrics } from './metrics';
import { canaryReports } from './report';
import { JOIN_PATH, joinCanary } from './testerLink';
import { createVisitorManifests } from './visitorManifest';

/** The canary decision's settings from environment variables (unset ones keep CANARY_DEFAULTS). */
export function canarySettings(env: NodeJS.ProcessEnv = process.env): Partial<CanarySettings> {
  return {
    falseRollback: numberSetting(env.CANARY_FALSE_ROLLBACK),
    tolerance: numberSetting(env.CANARY_TOLERANCE),
    quietMs: numberSetting(env.CANARY_QUIET_MS),
    holdAfterMs: numberSetting(env.CANARY_HOLD_AFTER_MS),
    checkMs: numberSetting(env.CANARY_CHECK_MS),
  };
}

export function createSiteCanary({
  siteDir,
  signalsDir,
  liveManifest,
  visitorSignals,
  testerSecret,
}: {
  siteDir: string;
  /** Where the signals the canary is judged by are stored (signals/store.ts). */
  signalsDir: string;
  liveManifest: () => SiteManifest | null;
  /** Where and how often a visitor's page reports (signals/). */
  visitorSignals: () => SignalsSettings;
  /** The key of the testers' signed links (testerLink.ts; none: no links taken). */
  testerSecret: string | undefined;
}) {
  const canarySource = { siteDir, signalsDir, settings: withDefaults(CANARY_DEFAULTS, canarySettings()) };
  reportCanaryMetrics(canarySource);
  const visitors = createVisitorManifests(visitorSignals, testerSecret);
  return {
    visitorManifest: () => visitors.forVisitor(liveManifest()),
    /** GET /canary/join on the site (after its security headers and limits). */
    mount(app: Express): void {
      app.get(JOIN_PATH, joinCanary(testerSecret));
    },
    /** Each running canary as the private /healthz reports it. */
    canaries: () => canaryReports(canarySource),
  };
}
