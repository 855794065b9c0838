// Which area, version and route a page path belongs to, for the signals a page sends.
import type { SiteManifest } from '@gpa/contracts';
import { matchRoutes } from '@gpa/shared-ui';

/** The area, its version and the published route pattern of a page path (the shell's for a path no area owns). */
export function pageOf(
  manifest: SiteManifest,
  pathname: string,
): { area: string; version: string; route: string } {
  const routes = Object.entries(manifest.areas).flatMap(([area, entry]) =>
    (entry.routes ?? []).map((route) => ({ path: route.path, area, version: entry.version })),
  );
  const match = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (match?.version) return { area: match.area, version: match.version, route: match.path };
  return { area: 'shell', version: manifest.signals?.shellVersion ?? 'unknown', route: '*' };
}
