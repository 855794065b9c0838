// A canary's life in the one site manifest: started by `npm run release -- <area> --canary <percent>`,
// ended by `npm run promote` (the canary becomes the version for all) or `npm run rollback` (everyone back
// on the stable version), or by the site itself (decision.ts). Each change is recorded in the release
// history; the site's own decisions with the error rates that made them.
// Every change is made under one lock beside the manifest (a folder: mkdir is atomic on every file system
// a fleet shares), so that two site servers deciding at once, or a server and an operator, change it one
// after the other, each on what the other wrote.
import fs from 'node:fs';
import path from 'node:path';
import type { AreaEntry, CanaryEntry } from '@gpa/contracts';
import {
  readReleaseHistory,
  readSiteManifest,
  recordRelease,
  switchArea,
  writeSiteManifest,
  type LiveAreaEntry,
} from '../releases/siteManifest';

const LOCK = '.manifest-lock';
// A lock older than this was left by a process that died while holding it.
const STALE_LOCK_MS = 10_000;

/** Runs `change` holding the manifest's lock; undefined without it when another holds it (`wait: false`). */
export function withManifestLock<T>(
  siteDir: string,
  change: () => T,
  { wait = true, timeoutMs = 5000 } = {},
): T | undefined {
  const lock = path.join(siteDir, LOCK);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (!wait || Date.now() > deadline) {
        if (wait)
          throw new Error(`the site manifest is locked by another change (${lock})`, { cause: error });
        return undefined;
      } else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** `version`: only if the canary is still this one; `wait: false`: nothing when the lock is taken. */
interface CanaryChange {
  reason?: string;
  version?: string;
  wait?: boolean;
}

function liveEntry(siteDir: string, area: string): AreaEntry {
  const entry = readSiteManifest(siteDir)?.areas[area];
  if (!entry) throw new Error(`site manifest: no area ${area} in ${siteDir}`);
  return entry;
}

const isShare = (percent: number) => Number.isInteger(percent) && percent >= 1 && percent <= 99;

/**
 * Makes `entry` (a deployed version, from areaEntry()) live for the first of `percents` of visitors; the site
 * moves it through the others (ascending) as each step passes its analysis (decision.ts).
 */
export function startCanary(
  siteDir: string,
  area: string,
  entry: LiveAreaEntry,
  percents: number | number[],
  { manualGate = false } = {},
): { stable: AreaEntry; canary: CanaryEntry } {
  const [percent = 0, ...steps] = [percents].flat();
  const shares = [percent, ...steps];
  if (!shares.every(isShare) || shares.some((share, i) => i > 0 && share <= shares[i - 1]!))
    throw new Error(
      `a canary's shares are whole percentages from 1 to 99, rising, not "${shares.join(',')}"`,
    );
  return withManifestLock(siteDir, () => {
    const manifest = readSiteManifest(siteDir);
    const current = liveEntry(siteDir, area);
    if (current.version === entry.version)
      throw new Error(`${area} ${entry.version} is already live for everyone`);
    const canary: CanaryEntry = {
      version: entry.version,
      entry: entry.entry,
      routes: entry.routes,
      percent,
      since: new Date().toISOString(),
      ...(steps.length ? { steps } : {}),
      ...(manualGate ? { manualGate } : {}),
    };
    const { canary: _replaced, ...stable } = current;
    writeSiteManifest(siteDir, {
      ...manifest!,
      areas: { ...manifest!.areas, [area]: { ...stable, canary } },
    });
    if (stable.version && !readReleaseHistory(siteDir)[area])
      recordRelease(siteDir, area, stable.version, 'was live');
    recordRelease(siteDir, area, entry.version, `canary ${percent}%`);
    return { stable, canary };
  })!;
}

/**
 * Under the manifest lock: the area's running canary (this `version`, when given) replaced by `next(canary)`,
 * or removed when that is undefined (everyone on the stable version), and recorded in the release history with
 * `action`. Undefined when there is no such canary, or `wait: false` and the lock is taken.
 */
function replaceCanary<Next extends CanaryEntry | undefined>(
  siteDir: string,
  area: string,
  next: (canary: CanaryEntry) => Next,
  { action, reason, version, wait }: CanaryChange & { action: (changed: Next) => string },
): { canary: CanaryEntry; next: Next } | undefined {
  return withManifestLock(
    siteDir,
    () => {
      const manifest = readSiteManifest(siteDir)!;
      const { canary, ...stable } = liveEntry(siteDir, area);
      if (!canary || (version && canary.version !== version)) return undefined;
      const changed = next(canary);
      writeSiteManifest(siteDir, {
        ...manifest,
        areas: { ...manifest.areas, [area]: changed ? { ...stable, canary: changed } : stable },
      });
      recordRelease(siteDir, area, canary.version, action(changed), reason);
      return { canary, next: changed };
    },
    { wait },
  );
}

/**
 * Changes the running canary (`change` returns its new entry), recording `action`. Undefined when the area has
 * no canary (or not `version`), or `wait: false` and the lock is taken.
 */
export function changeCanary(
  siteDir: string,
  area: string,
  change: (canary: CanaryEntry) => CanaryEntry,
  { action, reason, version, wait }: CanaryChange & { action: string | ((changed: CanaryEntry) => string) },
): CanaryEntry | undefined {
  const named = typeof action === 'string' ? () => action : action;
  return replaceCanary(siteDir, area, change, { action: named, reason, version, wait })?.next;
}

/** The canary's next step: its next share from now (a new step's analysis has its own time). */
export function advanceCanary(
  siteDir: string,
  area: string,
  options: CanaryChange = {},
): CanaryEntry | undefined {
  return changeCanary(
    siteDir,
    area,
    ({ steps = [], held: _held, ...canary }) => {
      const [percent = canary.percent, ...rest] = steps;
      return {
        ...canary,
        percent,
        stepSince: new Date().toISOString(),
        ...(rest.length ? { steps: rest } : {}),
      };
    },
    { ...options, action: (changed) => `canary ${changed.percent}%` },
  );
}

/** Pauses or resumes the canary (an operator's): a paused one is neither advanced nor promoted by the site. */
export const pauseCanary = (siteDir: string, area: string, paused: boolean): CanaryEntry | undefined =>
  changeCanary(
    siteDir,
    area,
    ({ paused: _paused, ...canary }) => ({ ...canary, ...(paused ? { paused } : {}) }),
    {
      action: paused ? 'canary paused' : 'canary resumed',
    },
  );

/** The site holds the canary (reported once, with why): undecided for too long, or at the manual gate. */
export const holdCanary = (
  siteDir: string,
  area: string,
  options: CanaryChange & { reason: string },
): CanaryEntry | undefined =>
  changeCanary(siteDir, area, (canary) => ({ ...canary, held: options.reason }), {
    ...options,
    action: 'canary held',
  });

/** The canary becomes the version for everyone. Undefined when the area has no canary (or not this one). */
export function promoteCanary(
  siteDir: string,
  area: string,
  { reason, version, wait }: CanaryChange = {},
): CanaryEntry | undefined {
  return withManifestLock(
    siteDir,
    () => {
      const { canary, name } = liveEntry(siteDir, area);
      if (!canary || (version && canary.version !== version)) return undefined;
      switchArea(
        siteDir,
        area,
        { name, version: canary.version, entry: canary.entry, routes: canary.routes },
        'promote',
        reason,
      );
      return canary;
    },
    { wait },
  );
}

/** Everyone back on the stable version. Undefined when the area has no canary (or not this one). */
export function endCanary(
  siteDir: string,
  area: string,
  { reason, version, wait, action = 'canary rolled back' }: CanaryChange & { action?: string } = {},
): CanaryEntry | undefined {
  return replaceCanary(siteDir, area, () => undefined, { action: () => action, reason, version, wait })
    ?.canary;
}
