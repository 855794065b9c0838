import type { RouteObject } from '@gpa/shared-ui';
import { matchRoutes } from 'react-router';
import type { SiteManifest } from '../federation/siteManifest';
import { siteRoutes, type RouteHandle } from '../router';

const noRetry = async () => undefined;
let known: { tables: string; routes: RouteObject[] } | undefined;

/** The site's routes for the live route tables (built again only when a release changes them). */
export function siteRoutesOf(manifest: SiteManifest): RouteObject[] {
  const tables = Object.entries(manifest.areas).map(([area, entry]) => ({ area, routes: entry.routes ?? [] }));
  const key = JSON.stringify(tables);
  if (known?.tables !== key) known = { tables: key, routes: siteRoutes({ tables, missingAreas: [], retryMissingAreas: noRetry }) };
  return known.routes;
}

/**
 * What a page depends on in its address: the path and only the query parameters its route declares, in the
 * declared order. Any other parameter (utm_source, a cache-buster) changes neither the render nor its cache
 * key, and is left out of the canonical URL.
 */
export function pageAddress(url: string, manifest: SiteManifest): { path: string; search: string } {
  const { pathname, searchParams } = new URL(url);
  const handle = matchRoutes(siteRoutesOf(manifest), pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  const kept = new URLSearchParams();
  for (const name of handle?.query ?? []) for (const value of searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return { path: pathname, search: search ? `?${search}` : '' };
}
