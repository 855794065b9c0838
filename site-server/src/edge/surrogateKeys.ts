// What an edge cache (Varnish, a CDN) may keep of the site's answers and how it is told to drop it: one
// Cache-Control for answers any visitor may share (browsers revalidate, the edge keeps them and serves them
// stale when the origin fails) and the surrogate keys (Surrogate-Key, space-separated) naming what an answer
// was built from, so that a change purges exactly the answers that show it (edgePurge.ts, docs/operations.md
// "Edge cache").
import type { ServerResponse } from 'node:http';
import type { SiteManifest } from '@gpa/contracts';

export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/** Every shared answer: a purge of this key empties the edge of the site. */
export const SITE_KEY = 'site';
/** The site manifest's own fields (kill switch, content URLs ...): every page inlines them. */
export const MANIFEST_KEY = 'manifest';
/** /search.json answers: dropped whenever the search index is built anew. */
export const SEARCH_KEY = 'search';

export const EDGE_DEFAULTS = {
  // Purges keep pages fresh: the expiry is only the bound for a purge that was lost.
  sharedMaxAgeSeconds: 300,
  staleWhileRevalidateSeconds: 60,
  // "Every page visited in the last day" stays available while the origin is down.
  staleIfErrorSeconds: 86_400,
};

/**
 * Browsers revalidate every time (max-age=0); a shared cache keeps the answer (s-maxage) and may serve it
 * stale when the origin fails (stale-if-error). No stale-while-revalidate here: a browser honours it too
 * (Chromium does), and would answer a page or a content read from its own stale copy after a change.
 */
export function sharedCacheControl(settings = EDGE_DEFAULTS): string {
  return `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-if-error=${settings.staleIfErrorSeconds}`;
}

/** The same for surrogates only (Surrogate-Control: CDNs and Varnish read it, and drop it before the browser). */
export function surrogateControl(settings = EDGE_DEFAULTS): string {
  return `max-age=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}, stale-if-error=${settings.staleIfErrorSeconds}`;
}

// A key is one token of the header: no spaces or commas (xkey splits on both).
const keySafe = (value: string) => value.replace(/[\s,]+/g, '_');

export const pageKey = (pagePath: string) => `page:${keySafe(pagePath)}`;
export const collectionKey = (collection: string) => `collection:${keySafe(collection)}`;
/** An uploaded file (`/uploads/<name>`): purged when the media library replaces or deletes it. */
export const uploadKey = (fileUrl: string) => `upload:${keySafe(new URL(fileUrl, 'http://site').pathname)}`;
export const areaVersionKey = (area: string, version: string) => `area:${keySafe(area)}@${keySafe(version)}`;

/** The collection an `/api/<collection>?...` read names, if it names one. */
export function collectionOfRead(url: string): string | undefined {
  return /^\/api\/([^/?#]+)/.exec(url)?.[1];
}

/** The key of what a render's read shows: a content collection, or the search index (the /search page). */
export function keyOfRead(url: string): string | undefined {
  if (/^\/search\.json(?:[?#]|$)/.test(url)) return SEARCH_KEY;
  const collection = collectionOfRead(url);
  return collection === undefined ? undefined : collectionKey(collection);
}

/** One key per area version the visitor's manifest holds: the versions a page inlines and loads. */
export function manifestKeys(manifest: SiteManifest): string[] {
  return Object.entries(manifest.areas).flatMap(([area, entry]) =>
    entry.version ? [areaVersionKey(area, entry.version)] : [],
  );
}

/** A page's keys: its address, the manifest and area versions it carries, what its render read (keyOfRead). */
export function pageKeys(pagePath: string, manifest: SiteManifest, readKeys: Iterable<string>): string[] {
  return unique([SITE_KEY, pageKey(pagePath), MANIFEST_KEY, ...manifestKeys(manifest), ...readKeys]);
}

const unique = (keys: string[]) => [...new Set(keys)];

/**
 * Marks an answer as shared with these keys. An answer that sets a cookie belongs to one visitor: it stays
 * private and keyless, whatever its route (the edge never keeps it either).
 */
export function shareAtEdge(res: ServerResponse, keys: string[]): void {
  if (res.getHeader('set-cookie') !== undefined) {
    res.setHeader('Cache-Control', 'private, no-cache');
    return;
  }
  res.setHeader('Cache-Control', sharedCacheControl());
  res.setHeader('Surrogate-Control', surrogateControl());
  res.setHeader(SURROGATE_KEY_HEADER, unique([SITE_KEY, ...keys]).join(' '));
}

/** The headers of a shared answer written with writeHead (the content proxy's kept reads). */
export function sharedHeaders(keys: string[]): Record<string, string> {
  return {
    'cache-control': sharedCacheControl(),
    'surrogate-control': surrogateControl(),
    'surrogate-key': unique([SITE_KEY, ...keys]).join(' '),
  };
}

/**
 * The keys a change of the live manifest makes stale: each area version no longer live as it was (a release,
 * a rollback, a canary started, promoted or dropped), and the manifest's own key when anything else in it
 * changed. Nothing when the two say the same.
 */
export function manifestChangeKeys(before: SiteManifest | null, after: SiteManifest | null): string[] {
  if (!before || !after) return before === after ? [] : [SITE_KEY];
  const keys: string[] = [];
  const { areas: areasBefore, signals: _signalsBefore, ...restBefore } = before;
  const { areas: areasAfter, signals: _signalsAfter, ...restAfter } = after;
  for (const area of new Set([...Object.keys(areasBefore), ...Object.keys(areasAfter)])) {
    const old = areasBefore[area];
    if (JSON.stringify(old) === JSON.stringify(areasAfter[area])) continue;
    if (!old) {
      // A new area: its routes are in every page's menu, which the manifest carries.
      keys.push(MANIFEST_KEY);
      continue;
    }
    if (old.version) keys.push(areaVersionKey(area, old.version));
    if (old.canary) keys.push(areaVersionKey(area, old.canary.version));
  }
  if (JSON.stringify(restBefore) !== JSON.stringify(restAfter)) keys.push(MANIFEST_KEY);
  return unique(keys);
}
