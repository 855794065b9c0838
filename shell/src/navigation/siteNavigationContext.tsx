// The menu and footer links of the page, from the route tables it started with or the live manifest's.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AreaRouteTable } from '../federation/areas';
import { liveManifest, subscribeLiveManifest } from '../federation/liveVersions';
import type { SiteManifest } from '../federation/siteManifest';
import { siteNavigation, type SiteNavigation } from './menu';

// The route tables the page was rendered from (the server's and the hydration's are the same manifest's).
// Outside the site's routes (maintenance, a manifest that did not load) no area is there: the shell's own links.
const RouteTablesContext = createContext<AreaRouteTable[]>([]);

export function SiteNavigationProvider({
  tables,
  children,
}: {
  tables: AreaRouteTable[];
  children: ReactNode;
}) {
  return <RouteTablesContext value={tables}>{children}</RouteTablesContext>;
}

/** The live manifest's route tables; an area it names without its table (development) keeps the one the page has. */
function liveTables(live: SiteManifest, started: AreaRouteTable[]): AreaRouteTable[] {
  return Object.entries(live.areas).flatMap(([area, entry]) => {
    const routes = entry.routes ?? started.find((table) => table.area === area)?.routes;
    return routes ? [{ area, routes }] : [];
  });
}

const noLiveManifest = () => undefined;

/**
 * The menu and footer links: from the route tables the page started with, then from the live manifest once
 * a re-read (on navigation, or back to the tab) finds it changed, so an open page lists a newly released page.
 */
export function useSiteNavigation(): SiteNavigation {
  const started = useContext(RouteTablesContext);
  // The server's and the hydrating render's snapshot is none: both render the tables the page started with.
  const live = useSyncExternalStore(subscribeLiveManifest, liveManifest, noLiveManifest);
  return useMemo(() => siteNavigation(live ? liveTables(live, started) : started), [live, started]);
}
