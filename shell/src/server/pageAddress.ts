// Server side: the site's routes per live manifest, and a page's canonical address (path and declared query).
import type { PageAddress } from '@gpa/contracts';
import type { RouteObject } from '@gpa/shared-ui';
import { matchRoutes } from 'react-router';
import type { SiteManifest } from '../federation/siteManifest';
import type { RouteHandle } from '../routeHandle';
import { siteRoutes } from '../router';

const noRetry = async () => undefined;

interface SiteTable {
  tables: string;
  /** The route tree the server renders. */
  routes: RouteObject[];
  /** Pages without parameters or wildcards, by path (lower case unless the route is case-sensitive). */
  exact: Map<string, RouteHandle>;
  caseSensitive: Map<string, RouteHandle>;
  /** Every other page (patterns and the 404 catch-all), matched by React Router. */
  patterns: RouteObject[];
}
let known: SiteTable | undefined;

const leaves = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => (route.children ? leaves(route.children) : [route]));

/**
 * The site's routes for the live route tables, built again only when a release changes them: the tree
 * the render uses, and a lookup of a page's route that costs a map read (React Router's
 * matchRoutes ranks every route on each call: milliseconds, on every request for a cached page).
 */
function siteTable(manifest: SiteManifest): SiteTable {
  const tables = Object.entries(manifest.areas).map(([area, entry]) => ({
    area,
    routes: entry.routes ?? [],
  }));
  const key = JSON.stringify(tables);
  if (known?.tables === key) return known;
  const routes = siteRoutes({ tables, missingAreas: [], retryMissingAreas: noRetry });
  const exact = new Map<string, RouteHandle>();
  const caseSensitive = new Map<string, RouteHandle>();
  const patterns: RouteObject[] = [];
  for (const route of leaves(routes)) {
    const path = route.path ?? '';
    if (/[:*]/.test(path)) patterns.push(route);
    else if (route.caseSensitive) caseSensitive.set(path, route.handle as RouteHandle);
    else if (!exact.has(path.toLowerCase())) exact.set(path.toLowerCase(), route.handle as RouteHandle);
  }
  known = { tables: key, routes, exact, caseSensitive, patterns };
  return known;
}

/** The site's route tree for the live route tables (the server render's). */
export const siteRouteTree = (manifest: SiteManifest) => siteTable(manifest).routes;

function routeHandle(table: SiteTable, pathname: string): RouteHandle | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    table.caseSensitive.get(path) ??
    table.exact.get(path.toLowerCase()) ??
    (matchRoutes(table.patterns, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)
  );
}

/**
 * What a page depends on in its address: the path and only the query parameters its route declares, in the
 * declared order. Any other parameter (utm_source, a cache-buster) changes neither the render nor its cache
 * key, and is left out of the canonical URL.
 */
export function pageAddress(url: string, manifest: SiteManifest): PageAddress {
  const { pathname, searchParams } = new URL(url);
  const handle = routeHandle(siteTable(manifest), pathname);
  const kept = new URLSearchParams();
  for (const name of handle?.query ?? [])
    for (const value of searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return {
    path: pathname,
    search: search ? `?${search}` : '',
    ...(!handle || handle.notFound ? { notFound: true } : {}),
  };
}
