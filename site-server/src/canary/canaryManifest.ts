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
import { readReleaseHistory, readSiteManifest, recordRelease, switchArea, writeSiteManifest, type LiveAreaEntry } from '../siteManifest';

const LOCK = '.manifest-lock';
// A lock older than this was left by a process that died while holding it.
const STALE_LOCK_MS = 10_000;

/** Runs `change` holding the manifest's lock; undefined without it when another holds it (`wait: false`). */
export function withManifestLock<T>(siteDir: string, change: () => T, { wait = true, timeoutMs = 5000 } = {}): T | undefined {
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
        if (wait) throw new Error(`the site manifest is locked by another change (${lock})`, { cause: error });
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

/** Makes `entry` (a deployed version, from areaEntry()) live for `percent` of visitors. */
export function startCanary(siteDir: string, area: string, entry: LiveAreaEntry, percent: number): { stable: AreaEntry; canary: CanaryEntry } {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error(`a canary's share is a whole percentage from 1 to 99, not "${percent}"`);
  return withManifestLock(siteDir, () => {
    const manifest = readSiteManifest(siteDir);
    const current = liveEntry(siteDir, area);
    if (current.version === entry.version) throw new Error(`${area} ${entry.version} is already live for everyone`);
    const canary: CanaryEntry = { version: entry.version, entry: entry.entry, routes: entry.routes, percent, since: new Date().toISOString() };
    const { canary: _replaced, ...stable } = current;
    writeSiteManifest(siteDir, { ...manifest!, areas: { ...manifest!.areas, [area]: { ...stable, canary } } });
    if (stable.version && !readReleaseHistory(siteDir)[area]) recordRelease(siteDir, area, stable.version, 'was live');
    recordRelease(siteDir, area, entry.version, `canary ${percent}%`);
    return { stable, canary };
  })!;
}

/** The canary becomes the version for everyone. Undefined when the area has no canary (or not this one). */
export function promoteCanary(siteDir: string, area: string, { reason, version, wait }: CanaryChange = {}): CanaryEntry | undefined {
  return withManifestLock(
    siteDir,
    () => {
      const { canary, name } = liveEntry(siteDir, area);
      if (!canary || (version && canary.version !== version)) return undefined;
      switchArea(siteDir, area, { name, version: canary.version, entry: canary.entry, routes: canary.routes }, 'promote', reason);
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
  return withManifestLock(
    siteDir,
    () => {
      const manifest = readSiteManifest(siteDir)!;
      const { canary, ...stable } = liveEntry(siteDir, area);
      if (!canary || (version && canary.version !== version)) return undefined;
      writeSiteManifest(siteDir, { ...manifest, areas: { ...manifest.areas, [area]: stable } });
      recordRelease(siteDir, area, canary.version, action, reason);
      return canary;
    },
    { wait },
  );
}
