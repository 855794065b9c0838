import type { AreaRoutesModule, PublishedRoute } from '@gpa/shared-ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS, type AreaEntry, type SiteManifest } from './siteManifest';
import { fetchJson, withTimeout } from './withTimeout';

export interface AreaRouteTable {
  area: string;
  routes: PublishedRoute[];
}

let manifest: SiteManifest;
const modules = new Map<string, Promise<AreaRoutesModule>>();
const attempts = new Map<string, number>();

const timeoutMs = () => manifest.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
const entryOf = (area: string): AreaEntry => {
  const entry = manifest.areas[area];
  if (!entry) throw new Error(`Unknown area ${area}`);
  return entry;
};

/** Registers every area of the site manifest with the federation runtime (nothing is loaded yet). */
export function registerAreas(siteManifest: SiteManifest): void {
  manifest = siteManifest;
  registerRemotes(Object.values(manifest.areas).map(({ name, entry }) => ({ name, entry })));
}

/**
 * An area's published route table: which URLs it owns. The site manifest carries it, so no request sits
 * on the critical path; only the development manifest leaves it out (then routes.json beside the entry).
 */
export async function loadRouteTable(area: string): Promise<AreaRouteTable> {
  const published = entryOf(area).routes;
  if (published) return { area, routes: published };
  const url = new URL('routes.json', new URL(entryOf(area).entry, document.baseURI));
  const { routes } = await fetchJson<{ routes: PublishedRoute[] }>(url.href, timeoutMs(), `The ${area} area`);
  return { area, routes };
}

/** The area's code (its exposed ./routes module), loaded once, on the first visit to one of its pages. */
export function loadAreaModule(area: string): Promise<AreaRoutesModule> {
  let loading = modules.get(area);
  if (!loading) {
    const { name } = entryOf(area);
    loading = withTimeout(loadRemote<AreaRoutesModule>(`${name}/routes`), timeoutMs(), `The ${area} area`).then((module) => {
      if (!module?.routes) throw new Error(`The ${area} area has no route table`);
      return module;
    });
    loading.catch(() => undefined);
    modules.set(area, loading);
  }
  return loading;
}

/**
 * Drops everything cached about a failed area so that Retry really tries again: the runtime keeps the
 * failed entry and a hung <script> would be reused, so re-register it under a fresh URL.
 */
export function forgetArea(area: string): void {
  const { name, entry } = entryOf(area);
  modules.delete(area);
  const attempt = (attempts.get(area) ?? 0) + 1;
  attempts.set(area, attempt);
  const base = new URL('.', new URL(entry, document.baseURI)).href;
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    if (script.src.startsWith(base)) script.remove();
  });
  const fresh = new URL(entry, document.baseURI);
  fresh.searchParams.set('attempt', String(attempt));
  registerRemotes([{ name, entry: fresh.href }], { force: true });
}
