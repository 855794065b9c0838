// What the page and the service worker agree on. No browser or worker globals here: both import it.
import { areaEntrySchema, publishedRouteSchema, siteManifestSchema } from '@gpa/contracts';
import * as z from 'zod/v4-mini';

/** Every cache the worker keeps is named with this prefix. */
export const CACHE_PREFIX = 'gpa-';

/** Deletes every cache of the worker's (the kill switch): by the worker as it turns off, and by the page. */
export async function clearOfflineCaches(storage: CacheStorage): Promise<void> {
  for (const name of await storage.keys()) if (name.startsWith(CACHE_PREFIX)) await storage.delete(name);
}

/** The worker's script, at the site's root so that its scope is every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** A page answered from the worker's saved copy carries this meta element: when it was saved (ISO time). */
export const SAVED_AT_META = 'gpa-saved-at';

/**
 * And this one: why the worker answered with the copy, as only it knows: the network failed ('offline'), or
 * it did not answer within the wait ('slow'). The page never guesses it from `navigator.onLine`.
 */
export const SAVED_REASON_META = 'gpa-saved-reason';
export const SAVED_REASONS = ['offline', 'slow'] as const;
export type SavedReason = (typeof SAVED_REASONS)[number];
export const isSavedReason = (value: unknown): value is SavedReason =>
  SAVED_REASONS.some((reason) => reason === value);

const { maintenance, serviceWorker } = siteManifestSchema.shape;
const { path, offlineEssential } = publishedRouteSchema.shape;
/** The fields of the site manifest the worker reads (@gpa/contracts' schema); the rest is kept as it is. */
export const workerManifestSchema = z.looseObject({
  maintenance,
  serviceWorker,
  areas: z.record(
    z.string(),
    z.looseObject({
      entry: areaEntrySchema.shape.entry,
      routes: z.optional(z.array(z.looseObject({ path, offlineEssential }))),
    }),
  ),
});
export type ManifestForWorker = z.infer<typeof workerManifestSchema>;

/** The site manifest as the worker reads it (JSON from a page or site-manifest.json), or undefined if malformed. */
export const parseWorkerManifest = (value: unknown): ManifestForWorker | undefined =>
  z.safeParse(workerManifestSchema, value).data;

/** The pages a visitor needs during an outage, as each area declares them: saved after the first visit, whether opened or not. */
export const essentialPages = (manifest: ManifestForWorker): string[] =>
  Object.values(manifest.areas).flatMap((area) =>
    (area.routes ?? []).filter((route) => route.offlineEssential).map((route) => route.path),
  );

/**
 * Which builds a page runs with: its areas' entries (one per live version) and the maintenance switch.
 * Two manifests with the same key run the same code.
 */
export function buildsKey(manifest: ManifestForWorker): string {
  const entries = Object.keys(manifest.areas)
    .sort()
    .map((area) => `${area}=${manifest.areas[area]?.entry ?? ''}`);
  return [manifest.maintenance ? 'maintenance' : 'live', ...entries].join(' ');
}

/** The manifest a server-rendered page was rendered with (its JSON data block), or undefined. */
export function inlinedManifest(html: string): ManifestForWorker | undefined {
  const block = /<script type="application\/json" id="site-manifest">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) return undefined;
  try {
    return parseWorkerManifest(JSON.parse(block));
  } catch {
    return undefined;
  }
}

/** Message to the worker: save these pages (paths) and the essential pages, with the files they need. */
export const SAVE_PAGES = 'GPA_SAVE_PAGES';
export const savePagesMessageSchema = z.object({
  type: z.literal(SAVE_PAGES),
  pages: z.optional(z.array(z.string())),
});
export type SavePagesMessage = z.infer<typeof savePagesMessageSchema>;
