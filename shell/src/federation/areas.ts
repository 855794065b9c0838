import { fetchJson, forgetArea, loadExposed, configureFederation, federationStore, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';
import type { SiteManifest } from './siteManifest';

export interface AreaRouteTable {
  area: string;
  routes: PublishedRoute[];
}

let manifest: SiteManifest;

/** Registers every area of the site manifest with the federation runtime (nothing is loaded yet). */
export function registerAreas(siteManifest: SiteManifest): void {
  manifest = siteManifest;
  configureFederation(manifest);
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
  const { routes } = await fetchJson<{ routes: PublishedRoute[] }>(url.href, federationStore.getState().remoteTimeoutMs, `The ${area} area`);
  return { area, routes };
}

// React's use() needs the same promise on every render: one checked promise per loaded module.
const checked = new WeakMap<Promise<AreaRoutesModule>, Promise<AreaRoutesModule>>();

/** The area's code (its exposed ./routes module), loaded once, on the first visit to one of its pages. */
export function loadAreaModule(area: string): Promise<AreaRoutesModule> {
  const exposed = loadExposed<AreaRoutesModule>(area, './routes');
  let module = checked.get(exposed);
  if (!module) {
    module = exposed.then((loaded) => {
      if (!loaded.routes) throw new Error(`The ${area} area has no route table`);
      return loaded;
    });
    module.catch(() => undefined);
    checked.set(exposed, module);
  }
  return module;
}

export { forgetArea };
