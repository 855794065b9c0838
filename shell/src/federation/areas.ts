// The areas as Module Federation remotes: registering them from the site manifest, their route tables and
// loading (and forgetting, for Retry) each area's exposed routes module.
import { routesFileSchema, parseValue } from '@gpa/contracts';
import {
  configureFederation,
  federationStore,
  fetchJson,
  isAreaLoaded,
  loadExposed,
  resetAreaBuild,
  type AreaRoutesModule,
  type PublishedRoute,
} from '@gpa/shared-ui';
import { FRESH_FOR_MS, checkLiveVersions, trackLiveVersions } from './liveVersions';
import type { SiteManifest } from './siteManifest';

export interface AreaRouteTable {
  area: string;
  routes: PublishedRoute[];
}

let manifest: SiteManifest;

/**
 * Registers every area of the site manifest (nothing is loaded yet): the federation host and its runtime
 * load with the first area a page needs (federationHost.ts).
 */
export function registerAreas(siteManifest: SiteManifest): void {
  manifest = siteManifest;
  configureFederation({
    ...manifest,
    // Named: the shell's build lists this chunk group's files (federation-host.json), which the site server
    // preloads or names with an area page's code.
    runtime: () =>
      import(/* webpackChunkName: "federation-host" */ './federationHost').then(({ startFederationHost }) =>
        startFederationHost(),
      ),
  });
  trackLiveVersions(manifest);
}

/**
 * An area's published route table: which URLs it owns. The site manifest carries it, so no request sits
 * on the critical path; only the development manifest leaves it out (then routes.json beside the entry).
 */
export async function loadRouteTable(area: string): Promise<AreaRouteTable> {
  const entry = manifest.areas[area];
  if (!entry) throw new Error(`Unknown area ${area}`);
  if (entry.routes) return { area, routes: entry.routes };
  const url = new URL('routes.json', new URL(entry.entry, document.baseURI));
  const { routes } = parseValue(
    routesFileSchema,
    await fetchJson<unknown>(url.href, federationStore.getState().remoteTimeoutMs, `The ${area} area`),
    `The ${area} area's routes.json`,
  );
  return { area, routes };
}

// React's use() needs the same promise on every render: one promise per area until a Retry forgets it.
const modules = new Map<string, Promise<AreaRoutesModule>>();

/**
 * The area's code (its exposed ./routes module), loaded once, on the first visit to one of its pages: at
 * the build the site manifest names live at that moment (an operator may have released one since the
 * page opened).
 */
export function loadAreaModule(area: string): Promise<AreaRoutesModule> {
  let module = modules.get(area);
  if (!module) {
    const live = isAreaLoaded(area) ? Promise.resolve() : checkLiveVersions({ maxAgeMs: FRESH_FOR_MS });
    module = live
      .then(() => loadExposed<AreaRoutesModule>(area, './routes'))
      .then((loaded) => {
        if (!loaded.routes) throw new Error(`The ${area} area has no route table`);
        return loaded;
      });
    module.catch(() => undefined);
    modules.set(area, module);
  }
  return module;
}

/**
 * Whether the server's HTML hinted this area's files (<link rel="preload">): Chromium answers every later
 * request for a preload that failed with that failure, for the life of the document, whatever the page does.
 */
function preloadedByThisDocument(area: string): boolean {
  const entry = manifest?.areas[area]?.entry;
  if (!entry) return false;
  const folder = new URL('.', new URL(entry, document.baseURI)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(folder),
  );
}

/** Forgets a failed load of the area's code so that Retry really tries again. */
export function forgetAreaCode(area: string): void {
  // Only a new document requests the preloaded files again.
  if (preloadedByThisDocument(area)) return window.location.reload();
  modules.delete(area);
  resetAreaBuild(area);
}
