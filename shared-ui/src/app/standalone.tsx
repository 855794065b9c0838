// Runs one area alone, without the shell, for QA.
import styled from '@emotion/styled';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Outlet } from 'react-router';
import { configureContent } from '../content/contentConfig';
import { configureFederation, type FederatedArea } from '../federation/areaBuilds';
import { fetchJson } from '../federation/withTimeout';
import { LazyRoutePage, PageBoundary } from '../federation/LazyRoutePage';
import type { AreaRoute } from '../federation/areaRoute';
import { useHeadingFocusOnNavigation } from '../federation/navigationFocus';
import { AppProviders } from './AppProviders';
import { RouteTree } from './RouteTree';
import { useDocumentTitle } from './useDocumentTitle';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  a {
    color: #fff;
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

function StandaloneLayout({ area, routes }: { area: string; routes: AreaRoute[] }) {
  useHeadingFocusOnNavigation();
  return (
    <>
      <Bar>
        <strong>{area} area, standalone</strong>
        <nav aria-label={`${area} pages`}>
          {routes
            .filter((route) => !route.path.includes(':') && !route.path.includes('*'))
            .map((route) => (
              <Link key={route.path} to={route.path}>
                {route.title}
              </Link>
            ))}
        </nav>
      </Bar>
      <main id="main-content">
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
    </>
  );
}

function TitledPage({ route }: { route: AreaRoute }) {
  useDocumentTitle(route.title);
  return <LazyRoutePage route={route} />;
}

/**
 * Other areas' components embedded in this one (AreaComponent) load as on the site: from the site
 * manifest of the server the standalone page is served by (`?manifest=` points elsewhere). Without one they
 * show their fallback, and the rest of the area works.
 */
async function configureEmbeddedAreas(params: URLSearchParams): Promise<void> {
  try {
    const url = new URL(params.get('manifest') ?? '/site-manifest.json', window.location.href);
    const manifest = await fetchJson<{ areas: Record<string, FederatedArea>; remoteTimeoutMs?: number }>(
      url.href,
      5000,
      'The site manifest',
    );
    configureFederation(manifest);
  } catch (error) {
    console.warn('No site manifest for embedded areas:', error);
  }
}

/**
 * Boots one area on its own, without the shell, for QA: a hash router (works from any static folder)
 * over the area's own route table, against the content service at `?api=` (default: same-origin /api).
 */
export function renderStandaloneArea(area: string, routes: AreaRoute[], container: HTMLElement): void {
  const params = new URLSearchParams(window.location.search);
  configureContent({ apiUrl: params.get('api') ?? '/api', filesUrl: params.get('files') ?? '' });
  // The area's pages under its standalone bar; any other address asks for one of them.
  const tree = [
    {
      element: <StandaloneLayout area={area} routes={routes} />,
      children: [
        ...routes.map((route) => ({ path: route.path, element: <TitledPage route={route} /> })),
        { path: '*', element: <p>Pick a page of the {area} area above.</p> },
      ],
    },
  ];

  // Embedded components look their area up on mount: configure the areas first.
  void configureEmbeddedAreas(params).then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <HashRouter>
            <RouteTree routes={tree} />
          </HashRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
