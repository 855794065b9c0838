// What the site app mounts for the signals and the canary (docs/operations.md "Signals" and "Canary"): the
// manifest each visitor gets (canary/visitorManifest.ts, with where and how often to report), the beacon
// intake, the counts of page answers, and the rolling store the canary decision reads.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import type { Express, Request, RequestHandler } from 'express';
import * as z from 'zod/v4';
import { createVisitorManifests } from '../canary/visitorManifest';
import { MANIFEST_KEY, manifestKeys, shareAtEdge } from '../edge/surrogateKeys';
import { CANARY_DEFAULTS, type CanarySettings } from '../canary/decision';
import { reportCanaryMetrics } from '../canary/metrics';
import { canaryReports } from '../canary/report';
import { JOIN_PATH, joinCanary } from '../canary/testerLink';
import { logger } from '../process/logging';
import { mountMetrics, observePages } from './metrics';
import { readJsonFile } from '../process/parsed';
import { numberSetting } from '../security/surface';
import { withDefaults } from '../process/withDefaults';
import { createSignalIntake, INTAKE_DEFAULTS, SIGNALS_PATH } from './intake';
import { createSignalStore, signalsDirOf } from './store';

export { SIGNALS_PATH };

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
export { CANARY_DEFAULTS };

/** build-info.json, written by the shell's build (scripts/build.js): the parts read here. */
const buildInfoSchema = z.looseObject({ version: z.string().optional() });

/** The live shell's version, from its build-info.json (read again when it changes). */
function shellVersionReader(siteDir: string): () => string | undefined {
  const file = path.join(siteDir, 'build-info.json');
  let known: { mtimeMs: number; version?: string } | undefined;
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (known?.mtimeMs !== mtimeMs) {
      let version: string | undefined;
      try {
        version = readJsonFile(buildInfoSchema, file).version;
      } catch {
        version = undefined;
      }
      known = { mtimeMs, version };
    }
    return known.version;
  };
}

export function createSiteSignals({
  siteDir,
  liveManifest,
  settings = {},
  clientOf,
}: {
  siteDir: string;
  liveManifest: () => SiteManifest | null;
  settings?: SignalSettings;
  clientOf?: (req: Request) => string;
}) {
  const {
    dir = signalsDirOf(siteDir),
    testerSecret,
    sampleRate,
    flushMs,
    ...limits
  } = withDefaults(SIGNALS_DEFAULTS, settings);
  const store = createSignalStore({ dir, flushMs, log: (line) => logger.warn(line) });
  const canarySource = {
    siteDir,
    signalsDir: dir,
    settings: withDefaults(CANARY_DEFAULTS, canarySettings()),
  };
  reportCanaryMetrics(canarySource);
  const shellVersion = shellVersionReader(siteDir);
  const visitors = createVisitorManifests(
    () => ({ path: SIGNALS_PATH, sampleRate, shellVersion: shellVersion() ?? 'unknown' }),
    testerSecret,
  );
  const visitorManifest = () => visitors.forVisitor(liveManifest());

  /** GET /site-manifest.json: the visitor's manifest (revalidated by the page and the service worker). */
  const manifestAnswer: RequestHandler = (_req, res, next) => {
    const manifest = visitorManifest();
    if (!manifest) return next();
    res.set('Access-Control-Allow-Origin', '*');
    shareAtEdge(res, [MANIFEST_KEY, ...manifestKeys(manifest)]);
    res.json(manifest);
  };

  const intake = createSignalIntake({
    currentManifest: liveManifest,
    shellVersion,
    count: store.add,
    clientOf,
    ...limits,
  });

  return {
    visitorManifest,
    manifestAnswer,
    /** POST /signals and GET /canary/join on the site (after its security headers and limits); GET /metrics on the operations app. */
    mount(app: Express, ops: Express | undefined): void {
      app.post(SIGNALS_PATH, intake);
      app.get(JOIN_PATH, joinCanary(testerSecret));
      if (ops) mountMetrics(ops);
    },
    observePages: observePages(visitorManifest, store.add),
    /** Each running canary as the private /healthz reports it. */
    canaries: () => canaryReports(canarySource),
    /** Writes what is counted now (tests; the store writes by itself every flushMs). */
    flush: store.flush,
    close: store.close,
  };
}
