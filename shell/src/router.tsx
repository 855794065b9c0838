// The site's route tree: the areas' published routes, search, old addresses (redirects), maintenance and the 404.
import { Outlet, PageBoundary, type RouteObject } from '@gpa/shared-ui';
import type { AreaRouteTable } from './federation/areas';
import { HeldPageBoundary } from './federation/HeldPageBoundary';
import { HeldPageGuard } from './federation/HeldPageGuard';
import { LiveVersionsGuard } from './federation/LiveVersionsGuard';
import { NavigationIntent } from './federation/NavigationIntent';
import { Layout } from './layout/Layout';
import { SiteNavigationProvider } from './navigation/siteNavigationContext';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Unavailable } from './pages/Unavailable';
import { RedirectPage } from './redirects/RedirectPage';
import { REDIRECTS, contentFileRead, type Redirect } from './redirects/redirects';
import { AreaPage } from './federation/AreaPage';
import { SearchPage } from './search/SearchPage';
import { searchRead } from './search/searchRead';
import { readSearchQuery } from './search/siteSearch';
import type { RouteHandle } from './routeHandle';

/** How the server answers an old address: every fixed redirect works without script. */
function redirectHandle({ label, target }: Redirect): RouteHandle {
  switch (target.kind) {
    case 'page':
      return { title: label, redirectTo: target.path };
    case 'external':
      return { title: label, redirectTo: target.url };
    case 'content-file': {
      const read = contentFileRead(target.anchor);
      return { title: label, content: () => [read], fileRedirect: read };
    }
  }
}

export interface SiteRoutes {
  tables: AreaRouteTable[];
  /** Areas whose route table did not load: an unknown URL may be theirs. */
  missingAreas: string[];
  retryMissingAreas: () => Promise<void>;
}

function CatchAll({ missingAreas, retryMissingAreas }: Omit<SiteRoutes, 'tables'>) {
  if (missingAreas.length > 0)
    return (
      <Unavailable
        title="Temporarily unavailable"
        message="This part of the site is not available right now."
        onRetry={retryMissingAreas}
      />
    );
  return <NotFoundPage />;
}

/** The shell's own routes plus every route the areas publish; the shell hard-codes no area URL. */
export function siteRoutes({ tables, missingAreas, retryMissingAreas }: SiteRoutes): RouteObject[] {
  const sitePages = pages({ tables, missingAreas, retryMissingAreas });
  return [
    {
      element: (
        <>
          <HeldPageGuard routes={sitePages} />
          <LiveVersionsGuard />
          <NavigationIntent routes={sitePages} />
          <SiteNavigationProvider tables={tables}>
            <Layout />
          </SiteNavigationProvider>
        </>
      ),
      children: [
        {
          // One loading boundary for every page (not one per page): see PageBoundary.
          element: (
            <PageBoundary>
              <Outlet />
            </PageBoundary>
          ),
          children: sitePages,
        },
      ],
    },
  ];
}

/** Every page: the areas' published routes, search, the old addresses, maintenance and the 404. */
function pages({ tables, missingAreas, retryMissingAreas }: SiteRoutes): RouteObject[] {
  return [
    ...tables.flatMap(({ area, routes }) =>
      routes.map((route) => ({
        path: route.path,
        handle: {
          title: route.title,
          path: route.path,
          area,
          description: route.description,
          query: route.query,
        } satisfies RouteHandle,
        element: (
          <HeldPageBoundary key={route.path} route={route}>
            <AreaPage area={area} route={route} />
          </HeldPageBoundary>
        ),
      })),
    ),
    // The site server's index answers the search (site-server/src/search/).
    {
      path: '/search',
      handle: {
        title: 'Search',
        query: ['q', 'page'],
        siteRead: (params) => {
          const { term, page } = readSearchQuery(params);
          return term ? searchRead(term, page) : undefined;
        },
      } satisfies RouteHandle,
      element: <SearchPage />,
    },
    ...REDIRECTS.map((redirect) => ({
      path: redirect.from,
      caseSensitive: true,
      handle: redirectHandle(redirect),
      element: <RedirectPage key={redirect.from} redirect={redirect} />,
    })),
    {
      path: '/maintenance',
      handle: { title: 'Maintenance' } satisfies RouteHandle,
      element: <MaintenancePage />,
    },
    {
      path: '*',
      handle: { title: 'Page not found', notFound: true } satisfies RouteHandle,
      element: <CatchAll missingAreas={missingAreas} retryMissingAreas={retryMissingAreas} />,
    },
  ];
}
