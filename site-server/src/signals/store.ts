// A small rolling store of the browser's signals and of the site servers' own page answers (how many, and how
// many failed: a render failure, a fallback, a 5xx), by minute, area and version, shared by every site server:
// each process writes its own file (<host>-<pid>.json) in one folder on the storage the fleet shares
// (`signals/` in the site's state folder, outside what is served: siteState.ts), at most every `flushMs`, keeping
// the last hour. The canary decision and `npm run versions` read all the files and add them up: what the whole
// fleet saw, whichever server or worker a beacon reached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod/v4';
import { readJsonFile } from '../process/parsed';
import { siteStateDirOf } from '../process/siteState';

export const SIGNALS_FOLDER = 'signals';
const MINUTE_MS = 60_000;
const KEEP_MS = 61 * MINUTE_MS;
// A file not written for this long belongs to a process that is gone (and its hour is over).
const GONE_MS = 2 * 60 * MINUTE_MS;
/** Upper bounds (ms) of the LCP buckets kept per version (the last is everything slower). */
export const LCP_BUCKETS_MS = [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7000, 10_000, Infinity];

const versionCountsSchema = z.object({
  views: z.number(),
  errors: z.record(z.string(), z.number()),
  /** LCP page loads per bucket of LCP_BUCKETS_MS. */
  lcp: z.array(z.number()),
  /** Pages the site servers answered (every one, not sampled); files from before they were counted have none. */
  pages: z.number().default(0),
  /** Of those, the failed ones by kind (PAGE_FAILURES). */
  failures: z.record(z.string(), z.number()).default({}),
});
export type VersionCounts = z.infer<typeof versionCountsSchema>;
/** A process's file: per minute, area and version, its counts. */
const signalsFileSchema = z.object({
  updatedAt: z.number(),
  minutes: z.record(z.string(), z.record(z.string(), z.record(z.string(), versionCountsSchema))),
});
type Minutes = z.infer<typeof signalsFileSchema>['minutes'];
/** How a site server's page answer failed: its render threw, it was sent without a render (busy, limited), a 5xx. */
export type PageFailure = 'render-failed' | 'fallback' | 'status-5xx';

/** One signal as counted: a page view, an error of a kind, an LCP in milliseconds, or a page answered (failed or not). */
export type CountedSignal = { area: string; version: string } & (
  | { type: 'view' }
  | { type: 'error'; kind: string }
  | { type: 'lcp'; ms: number }
  | { type: 'page'; failure?: PageFailure }
);

const emptyCounts = (): VersionCounts => ({
  views: 0,
  errors: {},
  lcp: LCP_BUCKETS_MS.map(() => 0),
  pages: 0,
  failures: {},
});
const addTo = (record: Record<string, number>, kind: string, count = 1) =>
  (record[kind] = (record[kind] ?? 0) + count);

export const signalsDirOf = (siteDir: string): string => path.join(siteStateDirOf(siteDir), SIGNALS_FOLDER);

/**
 * This process's writer: `add` counts in memory, the file is written every `flushMs`, and at once on an error
 * or a failed page (the canary decision reads it as it lands: decision.ts watches the folder), then at most
 * once per `urgentMs` while failures keep coming (a broken canary under load writes a few times a second,
 * not once per page).
 */
export function createSignalStore({
  dir,
  flushMs = 5000,
  urgentMs = 200,
  now = Date.now,
  log = console.warn,
}: {
  dir: string;
  flushMs?: number;
  urgentMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}) {
  const file = path.join(dir, `${os.hostname()}-${process.pid}.json`);
  const minutes: Minutes = {};
  let changed = false;
  let urgent: NodeJS.Timeout | undefined;
  let lastFlush = -Infinity;

  function add(signal: CountedSignal): void {
    const minute = String(Math.floor(now() / MINUTE_MS) * MINUTE_MS);
    const areas = (minutes[minute] ??= {});
    const counts = ((areas[signal.area] ??= {})[signal.version] ??= emptyCounts());
    if (signal.type === 'view') counts.views += 1;
    else if (signal.type === 'error') addTo(counts.errors, signal.kind);
    else if (signal.type === 'lcp') counts.lcp[LCP_BUCKETS_MS.findIndex((bound) => signal.ms <= bound)]! += 1;
    else {
      counts.pages += 1;
      if (signal.failure) addTo(counts.failures, signal.failure);
    }
    changed = true;
    if ((signal.type === 'error' || (signal.type === 'page' && signal.failure)) && !urgent) {
      const wait = lastFlush + urgentMs - now();
      if (wait <= 0) flush();
      else urgent = setTimeout(flush, wait);
    }
  }

  function flush(): void {
    clearTimeout(urgent);
    urgent = undefined;
    if (!changed) return;
    changed = false;
    lastFlush = now();
    for (const minute of Object.keys(minutes)) if (Number(minute) < now() - KEEP_MS) delete minutes[minute];
    try {
      fs.mkdirSync(dir, { recursive: true });
      const temporary = `${file}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify({ updatedAt: now(), minutes }));
      fs.renameSync(temporary, file);
    } catch (error) {
      log(`signals: ${file} not written: ${(error as Error).message}`);
    }
  }

  const timer = setInterval(flush, flushMs);
  timer.unref();
  return {
    add,
    flush,
    close: () => {
      clearInterval(timer);
      clearTimeout(urgent);
    },
  };
}

/** Per area and version, what every process counted since `sinceMs` (whole minutes: the one holding it counts). */
export function readSignals(
  dir: string,
  {
    sinceMs,
    now = Date.now(),
    log = console.warn,
  }: { sinceMs: number; now?: number; log?: (line: string) => void },
): Record<string, Record<string, VersionCounts>> {
  const totals: Record<string, Record<string, VersionCounts>> = {};
  const from = Math.floor(sinceMs / MINUTE_MS) * MINUTE_MS;
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return totals;
  }
  for (const name of names) {
    let stored: z.infer<typeof signalsFileSchema>;
    try {
      stored = readJsonFile(signalsFileSchema, path.join(dir, name));
    } catch (error) {
      // Left out of the totals: gone since the listing (a stopped process's), or damaged (writes are atomic).
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT'))
        log(`signals: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (now - stored.updatedAt > GONE_MS) continue;
    for (const [minute, areas] of Object.entries(stored.minutes)) {
      if (Number(minute) < from) continue;
      for (const [area, versions] of Object.entries(areas))
        for (const [version, counts] of Object.entries(versions)) {
          const total = ((totals[area] ??= {})[version] ??= emptyCounts());
          total.views += counts.views;
          total.pages += counts.pages;
          for (const [kind, count] of Object.entries(counts.errors)) addTo(total.errors, kind, count);
          for (const [kind, count] of Object.entries(counts.failures)) addTo(total.failures, kind, count);
          counts.lcp.forEach((count, bucket) => (total.lcp[bucket]! += count));
        }
    }
  }
  return totals;
}

/** Removes the files of processes gone for long (the decision's timer does it, once per fleet at a time). */
export function pruneSignals(dir: string, now = Date.now()): void {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = path.join(dir, name);
    if (now - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now) > GONE_MS)
      fs.rmSync(file, { force: true });
  }
}

const sumOf = (record: Record<string, number> | undefined): number =>
  Object.values(record ?? {}).reduce((sum, count) => sum + count, 0);
export const errorCount = (counts: VersionCounts | undefined): number => sumOf(counts?.errors);
export const failureCount = (counts: VersionCounts | undefined): number => sumOf(counts?.failures);

/** The 75th percentile LCP in ms, as the upper bound of its bucket (undefined without any LCP). */
export function lcpP75(counts: VersionCounts | undefined): number | undefined {
  const total = counts?.lcp.reduce((sum, count) => sum + count, 0) ?? 0;
  if (!counts || total === 0) return undefined;
  let seen = 0;
  const index = counts.lcp.findIndex((count) => (seen += count) >= 0.75 * total);
  return LCP_BUCKETS_MS[index];
}
