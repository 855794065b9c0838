// What the site app mounts for the signals (docs/operations.md "Signals"): the beacon intake, the counts of
// page answers, the rolling store the canary decision reads, and where and how often a visitor reports (part
// of the manifest each visitor gets, canary/siteCanary.ts).
import type { SignalsSettings, SiteManifest } from '@gpa/contracts';
import type { Express, Request } from 'express';
import { logger } from '../process/logging';
import { numberSetting } from '../process/settings';
import { withDefaults } from '../process/withDefaults';
import { createSignalIntake, INTAKE_DEFAULTS, SIGNALS_PATH } from './intake';
import { mountMetrics, observePages } from './metrics';
import { createSignalStore, signalsDirOf } from './store';

export const SIGNALS_DEFAULTS = { ...INTAKE_DEFAULTS, sampleRate: 0.2, flushMs: 5000 };
export type SignalSettings = { [Name in keyof typeof SIGNALS_DEFAULTS]?: number } & {
  /** Where the rolling store is kept (default: `signals/` in the site's state folder, which every server shares). */
  dir?: string;
  /** The key of the canary testers' signed links (canary/testerLink.ts; none: no links taken). */
  testerSecret?: string;
};

/** The signals' settings from environment variables (unset ones keep SIGNALS_DEFAULTS). */
export function signalSettings(env: NodeJS.ProcessEnv = process.env): SignalSettings {
  const sampleRate = numberSetting(env.SIGNALS_SAMPLE_RATE);
  if (sampleRate !== undefined && sampleRate > 1)
    throw new Error(`Invalid SIGNALS_SAMPLE_RATE "${env.SIGNALS_SAMPLE_RATE}" (a share from 0 to 1)`);
  return {
    sampleRate,
    flushMs: numberSetting(env.SIGNALS_FLUSH_MS),
    beaconsPerMinute: numberSetting(env.SIGNALS_BEACONS_PER_MINUTE),
    beaconsPerSecond: numberSetting(env.SIGNALS_BEACONS_PER_SECOND),
    maxBytes: numberSetting(env.SIGNALS_MAX_BYTES),
    dir: env.SIGNALS_DIR || undefined,
    testerSecret: env.CANARY_TESTER_SECRET || undefined,
  };
}

export function createSiteSignals({
  siteDir,
  liveManifest,
  shellVersion,
  settings = {},
  clientOf,
}: {
  siteDir: string;
  liveManifest: () => SiteManifest | null;
  /** The live shell's version (releases/shellVersion.ts). */
  shellVersion: () => string | undefined;
  settings?: Omit<SignalSettings, 'testerSecret'>;
  clientOf?: (req: Request) => string;
}) {
  const {
    dir = signalsDirOf(siteDir),
    sampleRate,
    flushMs,
    ...limits
  } = withDefaults(SIGNALS_DEFAULTS, settings);
  const store = createSignalStore({ dir, flushMs, log: (line) => logger.warn(line) });
  const intake = createSignalIntake({
    currentManifest: liveManifest,
    shellVersion,
    count: store.add,
    clientOf,
    ...limits,
  });

  return {
    dir,
    /** Where and how often a visitor's page reports. */
    visitorSignals: (): SignalsSettings => ({
      path: SIGNALS_PATH,
      sampleRate,
      shellVersion: shellVersion() ?? 'unknown',
    }),
    /** POST /signals on the site (after its security headers and limits); GET /metrics on the operations app. */
    mount(app: Express, ops: Express | undefined): void {
      app.post(SIGNALS_PATH, intake);
      if (ops) mountMetrics(ops);
    },
    /** Counts each page answer by the area and version the visitor got. */
    observePages: (visitorManifest: () => SiteManifest | null) => observePages(visitorManifest, store.add),
    /** Writes what is counted now (tests; the store writes by itself every flushMs). */
    flush: store.flush,
    close: store.close,
  };
}
