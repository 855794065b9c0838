import { Loading, configureContent } from '@gpa/shared-ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadRouteTable, registerAreas, type AreaRouteTable } from './federation/areas';
import { loadSiteManifest } from './federation/siteManifest';
import { Frame } from './layout/Layout';
import { MaintenancePage } from './pages/MaintenancePage';
import { Unavailable } from './pages/Unavailable';
import { createSiteRouter } from './router';

const NO_AREAS: string[] = [];

type Boot =
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

/** A page outside the normal routing (maintenance, no manifest), still in the site's frame. */
function StandalonePage({ children }: { children: ReactNode }) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <Frame>{children}</Frame> }]), [children]);
  return <RouterProvider router={router} />;
}

export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });

  const start = useCallback(async () => {
    try {
      const manifest = await loadSiteManifest();
      configureContent(manifest.content);
      if (manifest.maintenance) return setBoot({ state: 'maintenance' });
      registerAreas(manifest);
      setBoot({ state: 'ready', generation: 0, ...(await loadTables(Object.keys(manifest.areas))) });
    } catch (error) {
      console.error('The site could not start:', error);
      setBoot({ state: 'manifest-failed' });
    }
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  const missing = boot.state === 'ready' ? boot.missingAreas : NO_AREAS;
  const retryMissingAreas = useCallback(async () => {
    const loaded = await loadTables(missing);
    if (loaded.tables.length === 0) return;
    setBoot((current) =>
      current.state === 'ready'
        ? { state: 'ready', tables: [...current.tables, ...loaded.tables], missingAreas: loaded.missingAreas, generation: current.generation + 1 }
        : current,
    );
  }, [missing]);

  // A new router only when the known routes change (retryMissingAreas changes with them); the browser
  // location carries over.
  const router = useMemo(
    () => (boot.state === 'ready' ? createSiteRouter({ tables: boot.tables, missingAreas: boot.missingAreas, retryMissingAreas }) : null),
    [boot, retryMissingAreas],
  );
  useEffect(() => () => router?.dispose(), [router]);

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
      // RouterProvider keeps the state of the first router it was given: remount it for a new one.
      return router ? <RouterProvider key={boot.generation} router={router} /> : null;
  }
}
