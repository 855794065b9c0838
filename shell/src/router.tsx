import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AreaRouteTable } from './federation/areas';
import { Layout } from './layout/Layout';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Unavailable } from './pages/Unavailable';
import { RedirectPage } from './redirects/RedirectPage';
import { REDIRECTS } from './redirects/redirects';
import { RemoteAreaPage } from './RemoteAreaPage';
import { SearchPage } from './search/SearchPage';

export interface SiteRoutes {
  tables: AreaRouteTable[];
  /** Areas whose route table did not load: an unknown URL may be theirs. */
  missingAreas: string[];
  retryMissingAreas: () => Promise<void>;
}

function CatchAll({ missingAreas, retryMissingAreas }: Omit<SiteRoutes, 'tables'>) {
  if (missingAreas.length > 0)
    return (
      <Unavailable title="Temporarily unavailable" message="This part of the site is not available right now." onRetry={retryMissingAreas} />
    );
  return <NotFoundPage />;
}

/** The shell's own routes plus every route the areas publish; the shell hard-codes no area URL. */
export function siteRoutes({ tables, missingAreas, retryMissingAreas }: SiteRoutes): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...tables.flatMap(({ area, routes }) =>
          routes.map((route) => ({ path: route.path, element: <RemoteAreaPage key={route.path} area={area} route={route} /> })),
        ),
        // Search also lists the site's own pages: every area's published routes.
        { path: '/search', element: <SearchPage routes={tables.flatMap(({ routes }) => routes)} /> },
        ...REDIRECTS.map((redirect) => ({
          path: redirect.from,
          caseSensitive: true,
          element: <RedirectPage key={redirect.from} redirect={redirect} />,
        })),
        {
          path: '/maintenance',
          element: <MaintenancePage />,
        },
        { path: '*', element: <CatchAll missingAreas={missingAreas} retryMissingAreas={retryMissingAreas} /> },
      ],
    },
  ];
}

export const createSiteRouter = (routes: SiteRoutes) => createBrowserRouter(siteRoutes(routes));
