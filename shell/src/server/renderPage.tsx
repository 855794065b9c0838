// The shell's server render of one URL (called by the site server): content reads first, then one complete
// render whose HTML, head and content state the browser's hydration will match.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  AppProviders,
  configureContent,
  createEmotionCache,
  createQueryClient,
  dehydrateContent,
  documentHref,
  documentTitle,
  prefetchDeclaredContent,
  prefetchedContent,
  RouteTree,
  undeclaredReads,
  type AnyContentRead,
  type AreaRoute,
  type AreaRoutesModule,
} from '@gpa/shared-ui';
import type { AreaServerBuild, RenderRequest, RenderResult as ContractRenderResult } from '@gpa/contracts';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes, type RouteObject } from 'react-router';
import { notificationsRead } from '../banner/NotificationBanner';
import { AreaCodeContext, type AreaCode } from '../federation/areaCode';
import type { RouteHandle } from '../routeHandle';
import { siteRouteTree } from './pageAddress';

/** The shell's answer (@gpa/contracts), its content state TanStack Query's dehydrated state. */
export type RenderResult = ContractRenderResult<DehydratedState>;
export type { RenderRequest };

// What the layout reads on every page (the notification banner).
const LAYOUT_CONTENT: AnyContentRead[] = [notificationsRead];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

/** One render that waits for everything (area code, lazy pages) and fails on any error. */
async function renderOnce(element: ReactElement, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  // React outlines a boundary bigger than progressiveChunkSize (12.8 kB by default) behind an inline script
  // that reveals it: the page's policy forbids inline scripts. One document, every boundary in place.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await streamToString(prelude);
  // An error inside a Suspense boundary would leave its spinner for the browser to replace: treat it as a
  // failed render, so the visitor gets the whole client-rendered page instead of a half-rendered one.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  // A boundary left waiting (its fallback and a <template id="B:..">: an abort) would hydrate with error
  // #419 and be thrown away: send the whole client-rendered page instead.
  if (html.includes('<!--$?-->')) throw new Error('part of the page did not finish rendering on the server');
  return html;
}

function isAreaRoute(route: unknown): route is AreaRoute {
  return (
    typeof route === 'object' &&
    route !== null &&
    'path' in route &&
    typeof route.path === 'string' &&
    'page' in route &&
    typeof route.page === 'function'
  );
}

/** An area's server build read as its route table: it is another release's code, so each route is checked. */
function areaRoutesOf(area: string, build: AreaServerBuild): AreaRoutesModule {
  const routes = build.routes.filter(isAreaRoute);
  if (routes.length !== build.routes.length)
    throw new Error(`The ${area} area's server build has a route without a path or page`);
  return { routes };
}

function serverAreaCode(loadArea: RenderRequest['loadArea']): AreaCode {
  const loads = new Map<string, Promise<AreaRoutesModule>>();
  return {
    load(area) {
      let loading = loads.get(area);
      if (!loading) {
        loading = loadArea(area).then((build) => areaRoutesOf(area, build));
        loads.set(area, loading);
      }
      return loading;
    },
    forget: () => undefined,
    holds: (route) => route.pageCode !== undefined,
  };
}

/** `promise`, or the abort's reason as soon as the render's time is up (area code may never answer). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** The content reads an area's page declares with its route (from the area's server build). */
async function areaRouteContent(
  areaCode: AreaCode,
  area: string,
  path: string | undefined,
  signal: AbortSignal,
) {
  const module = await untilAborted(areaCode.load(area), signal);
  return module.routes.find((route) => route.path === path)?.content;
}

interface Page {
  url: URL;
  routes: RouteObject[];
  areaCode: AreaCode;
  queryClient: QueryClient;
  cache: EmotionCache;
  renderedAt: number;
}

/** The site as the browser renders it at `url`: the same providers and route tree, with a static router. */
function app({ url, routes, areaCode, queryClient, cache, renderedAt }: Page) {
  return (
    <AreaCodeContext value={areaCode}>
      <AppProviders queryClient={queryClient} emotionCache={cache} renderedAt={renderedAt}>
        <StaticRouter location={url.pathname + url.search + url.hash}>
          <RouteTree routes={routes} />
        </StaticRouter>
      </AppProviders>
    </AreaCodeContext>
  );
}

/**
 * Renders one URL of the site as the browser's first render will (same routes, same providers, the same
 * content already in the cache), so hydration finds identical markup: the route's declared content reads
 * (and the layout's) run in parallel first, then the page renders once.
 */
export async function renderPage({
  url,
  manifest,
  loadArea,
  fetchContent,
  signal,
}: RenderRequest): Promise<RenderResult> {
  if (manifest.maintenance) return { kind: 'client-only', reason: 'maintenance' };
  configureContent(manifest.content);
  const routes = siteRouteTree(manifest);
  const address = new URL(url);
  const handle = matchRoutes(routes, address.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle) return { kind: 'client-only', reason: 'no route' };
  if (handle.redirectTo) return { kind: 'redirect', status: 301, location: handle.redirectTo };

  const queryClient = createQueryClient();
  const areaCode = serverAreaCode(loadArea);
  const { searchParams } = address;
  const pageContent =
    handle.content ??
    (handle.area ? await areaRouteContent(areaCode, handle.area, handle.path, signal) : undefined);
  const siteRead = handle.siteRead?.(searchParams);
  await Promise.all([
    prefetchDeclaredContent(
      queryClient,
      [...LAYOUT_CONTENT, ...(pageContent?.(searchParams) ?? [])],
      fetchContent,
      signal,
    ),
    // A failure stays in the cache as an error: the page renders its notice, as the browser would.
    siteRead &&
      queryClient.prefetchQuery({
        queryKey: siteRead.queryKey,
        queryFn: () => fetchContent(siteRead.url, signal),
        retry: false,
      }),
  ]);
  // Temporary: the entry may point at another file tomorrow. Without one (or when the read failed) the page says so.
  const file = handle.fileRedirect && prefetchedContent(queryClient, handle.fileRedirect)?.[0];
  const fileUrl = file && documentHref(file.attributes);
  if (fileUrl) return { kind: 'redirect', status: 302, location: fileUrl };
  const cache = createEmotionCache();
  // Before rendering: it switches the cache to collecting styles instead of inlining <style> tags.
  const styles = createEmotionServer(cache);
  const renderedAt = Date.now();
  const html = await renderOnce(
    app({ url: address, routes, areaCode, queryClient, cache, renderedAt }),
    signal,
  );
  return {
    kind: 'page',
    status: handle.notFound ? 404 : 200,
    html,
    styles: styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(html)),
    queryState: dehydrateContent(queryClient),
    renderedAt,
    title: documentTitle(handle.title, handle.path),
    description: handle.description,
    area: handle.area,
    routePath: handle.path,
    undeclaredReads: undeclaredReads(queryClient),
  };
}
