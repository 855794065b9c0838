// Keeps an open page on the live area builds after a release or rollback (how, below).
import { isAreaLoaded, switchAreaBuild, withTimeout } from '@gpa/shared-ui';
import { heldPageArea } from './heldPage';
import { loadSiteManifest, type AreaEntry, type SiteManifest } from './siteManifest';

// An operator may release or roll back one area while a visitor's page is open. The page re-reads the
// site manifest (a few hundred bytes, never cached) before a navigation to another page (unless it was read
// in the last few seconds) and before loading an area's code for the first time, so the visitor's next page
// of that area is its live version:
// - an area this page has not loaded yet is simply pointed at the new build;
// - an area whose code already runs here cannot be swapped in place, nor can the route tables the router
//   was built from: the next navigation becomes a full page load, which the server renders at the live
//   versions (the shell's and other areas' hashed files come from the browser's cache).

/** Before an area's first load, a manifest read this recently is trusted: the inlined one at hydration. */
export const FRESH_FOR_MS = 5000;
/** How long a first load of an area waits for the manifest before going on with the known build. */
const CHECK_TIMEOUT_MS = 2000;

let known: SiteManifest | undefined;
let readAt = 0;
let outdated = false;
let checking: Promise<void> | undefined;
// The manifest as last read, once it differs from the one the page started from: the menu follows it.
let live: SiteManifest | undefined;
let liveJson = '';
const liveListeners = new Set<() => void>();

/** The manifest the page started from (inlined by the server, or fetched). */
export function trackLiveVersions(manifest: SiteManifest, now = Date.now()): void {
  known = manifest;
  readAt = now;
  outdated = false;
  live = undefined;
  liveJson = JSON.stringify(manifest);
}

/** The live manifest when a re-read found it changed since the page started; undefined until then. */
export const liveManifest = (): SiteManifest | undefined => live;

/** Calls `listener` whenever liveManifest() changes (useSyncExternalStore's subscribe). */
export function subscribeLiveManifest(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

function publishLive(manifest: SiteManifest): void {
  const json = JSON.stringify(manifest);
  if (json === liveJson) return;
  live = manifest;
  liveJson = json;
  for (const listener of liveListeners) listener();
}

/** True once an area running in this page, or a route table, is no longer live: navigate with a full load. */
export const pageIsOutdated = (): boolean => outdated;

/**
 * Whether a navigation waits for a fresh read of the manifest first: it was read FRESH_FOR_MS ago or more
 * (so that a release or rollback since then is known before the next page, not one page after it).
 */
export const manifestIsStale = (now = Date.now()): boolean =>
  Boolean(known) && !outdated && now - readAt >= FRESH_FOR_MS;

const sameBuild = (a: AreaEntry | undefined, b: AreaEntry | undefined) =>
  a?.name === b?.name && a?.entry === b?.entry && JSON.stringify(a?.routes) === JSON.stringify(b?.routes);

function compare(current: SiteManifest, live: SiteManifest): void {
  if (Boolean(live.maintenance) !== Boolean(current.maintenance)) outdated = true;
  const areas = new Set([...Object.keys(current.areas), ...Object.keys(live.areas)]);
  const areasNow = { ...current.areas };
  for (const area of areas) {
    const [was, is] = [current.areas[area], live.areas[area]];
    if (sameBuild(was, is)) continue;
    // Same published routes and code not loaded yet (nor its HTML on screen, held): the new build can still
    // be used in this page.
    const running = isAreaLoaded(area) || heldPageArea() === area;
    if (was && is && !running && JSON.stringify(was.routes) === JSON.stringify(is.routes)) {
      switchAreaBuild(area, { name: is.name, entry: is.entry });
      areasNow[area] = is;
    } else {
      outdated = true;
    }
  }
  known = { ...current, areas: areasNow };
}

/**
 * Re-reads the site manifest unless it was read less than `maxAgeMs` ago (one read at a time). Never
 * throws: without an answer the page goes on with the builds it knows.
 */
export function checkLiveVersions({ maxAgeMs = 0, now = Date.now() } = {}): Promise<void> {
  if (!known || outdated || now - readAt < maxAgeMs) return Promise.resolve();
  checking ??= withTimeout(loadSiteManifest(), CHECK_TIMEOUT_MS, 'The site manifest')
    .then(
      (manifest) => {
        readAt = Date.now();
        publishLive(manifest);
        if (known) compare(known, manifest);
      },
      () => undefined,
    )
    .finally(() => {
      checking = undefined;
    });
  return checking;
}
