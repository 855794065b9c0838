// What the page and the service worker agree on. No browser or worker globals here: both import it.

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
export const isSavedReason = (value: unknown): value is SavedReason => SAVED_REASONS.some((reason) => reason === value);

/** The fields of the site manifest the worker reads (format: @gpa/contracts' SiteManifest). */
export interface ManifestForWorker {
  maintenance?: boolean;
  /** Kill switch: false unregisters the worker and clears its caches on every visitor's next visit. */
  serviceWorker?: boolean;
  areas: Record<string, { entry: string; routes?: { path: string; offlineEssential?: boolean }[] }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptional = (value: unknown, type: 'boolean' | 'string') => value === undefined || typeof value === type;
const isWorkerRoute = (route: unknown) => isRecord(route) && typeof route.path === 'string' && isOptional(route.offlineEssential, 'boolean');
const isWorkerArea = (area: unknown) =>
  isRecord(area) && typeof area.entry === 'string' && (area.routes === undefined || (Array.isArray(area.routes) && area.routes.every(isWorkerRoute)));

/** Whether a parsed JSON value has the fields the worker reads, of their types (the rest is kept as it is). */
function isWorkerManifest(value: unknown): value is ManifestForWorker {
  if (!isRecord(value) || !isOptional(value.maintenance, 'boolean') || !isOptional(value.serviceWorker, 'boolean')) return false;
  return isRecord(value.areas) && Object.values(value.areas).every(isWorkerArea);
}

/** The site manifest as the worker reads it (JSON from a page or site-manifest.json), or undefined if malformed. */
export const parseWorkerManifest = (value: unknown): ManifestForWorker | undefined => (isWorkerManifest(value) ? value : undefined);

/** The pages a visitor needs during an outage, as each area declares them: saved after the first visit, whether opened or not. */
export const essentialPages = (manifest: ManifestForWorker): string[] =>
  Object.values(manifest.areas).flatMap((area) => (area.routes ?? []).filter((route) => route.offlineEssential).map((route) => route.path));

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
