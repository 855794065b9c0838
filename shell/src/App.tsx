// The shell's root component in the browser: boots from the site manifest (inlined, or fetched in development)
// and shows the router, the maintenance page, or a Retry when the manifest does not load.
import {
  BrowserRouter,
  configureContent,
  Loading,
  RouteTree,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from '@gpa/shared-ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadRouteTable, registerAreas, type AreaRouteTable } from './federation/areas';
import { followingLiveVersions } from './federation/liveVersionsHistory';
import { loadSiteManifest, type SiteManifest } from './federation/siteManifest';
import { Frame } from './layout/Layout';
import { MaintenancePage } from './pages/MaintenancePage';
import { Unavailable } from './pages/Unavailable';
import { siteRoutes } from './router';

const NO_AREAS: string[] = [];

export type Boot =
  | { state: 'loading' }
  | { state: 'manifest-failed' }
  | { state: 'maintenance' }
  | { state: 'ready'; tables: AreaRouteTable[]; missingAreas: string[]; generation: number };

/** Loads the route tables of `areas`; the ones that fail are reported, not thrown. */
async function loadTables(areas: string[]) {
  const results = await Promise.allSettled(areas.map(loadRouteTable));
  const tables = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const missingAreas = areas.filter((_, index) => results[index]?.status === 'rejected');
  return { tables, missingAreas };
}

/**
 * Starts the site from its manifest: synchronously when the manifest carries every area's route table
 * (always in production, so the first render matches the server's HTML); undefined when the route tables
 * must still be fetched (the development manifest).
 */
export function bootFromManifest(manifest: SiteManifest): Boot | undefined {
  configureContent(manifest.content);
  if (manifest.maintenance) return { state: 'maintenance' };
  registerAreas(manifest);
  const tables = Object.entries(manifest.areas).map(([area, entry]) =>
    entry.routes ? { area, routes: entry.routes } : null,
  );
  if (tables.some((table) => table === null)) return undefined;
  return {
    state: 'ready',
    tables: tables.filter((table) => table !== null),
    missingAreas: [],
    generation: 0,
  };
}

/** A page outside the normal routing (maintenance, no manifest), still in the site's frame. */
function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <Frame>{children}</Frame>
    </BrowserRouter>
  );
}

/** `initialBoot`: the site already started from the manifest inlined in the page (no manifest request). */
export function App({ initialBoot }: { initialBoot?: Boot }) {
  const [boot, setBoot] = useState<Boot>(initialBoot ?? { state: 'loading' });

  const start = useCallback(async () => {
    try {
      const manifest = await loadSiteManifest();
      const started = bootFromManifest(manifest);
      if (started) return setBoot(started);
      setBoot({ state: 'ready', generation: 0, ...(await loadTables(Object.keys(manifest.areas))) });
    } catch (error) {
      console.error('The site could not start:', error);
      setBoot({ state: 'manifest-failed' });
    }
  }, []);

  const startedEarly = initialBoot !== undefined;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- start() sets the state only once the manifest has loaded
    if (!startedEarly) void start();
  }, [start, startedEarly]);

  const missing = boot.state === 'ready' ? boot.missingAreas : NO_AREAS;
  const retryMissingAreas = useCallback(async () => {
    const loaded = await loadTables(missing);
    if (loaded.tables.length === 0) return;
    setBoot((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            tables: [...current.tables, ...loaded.tables],
            missingAreas: loaded.missingAreas,
            generation: current.generation + 1,
          }
        : current,
    );
  }, [missing]);

  // The routes change only when the known areas do (retryMissingAreas changes with them).
  const routes = useMemo(
    () =>
      boot.state === 'ready'
        ? siteRoutes({ tables: boot.tables, missingAreas: boot.missingAreas, retryMissingAreas })
        : null,
    [boot, retryMissingAreas],
  );
  // One browser history for the tab's life: a new router takes it over where the visitor is.
  const [history] = useState(() => followingLiveVersions(UNSAFE_createBrowserHistory({ v5Compat: true })));

  switch (boot.state) {
    case 'loading':
      return <Loading label="Loading Guam Power Authority…" />;
    case 'maintenance':
      return (
        <StandalonePage>
          <MaintenancePage />
        </StandalonePage>
      );
    case 'manifest-failed':
      return (
        <StandalonePage>
          <Unavailable title="Temporarily unavailable" message="The site could not start." onRetry={start} />
        </StandalonePage>
      );
    case 'ready':
      // A new generation of the routes mounts a new router, so every page renders from the new tree.
      return routes ? (
        <HistoryRouter key={boot.generation} history={history}>
          <RouteTree routes={routes} />
        </HistoryRouter>
      ) : null;
  }
}
