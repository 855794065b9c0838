// Which area owns a page path, by the route tables of a manifest (React Router path patterns: "/leac",
// "/news/:slug", "/corporate/human-resources/*"), for the labels of the counts: a path with no page is the
// shell's (its 404 page). Exact paths before patterns, patterns with more fixed segments first.
import type { SiteManifest } from '@gpa/contracts';

interface CompiledRoute {
  area: string;
  route: string;
  pattern: RegExp;
  fixedSegments: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(area: string, route: string): CompiledRoute {
  const segments = route.split('/').filter(Boolean);
  const parts = segments.map((segment) =>
    segment === '*' ? '(?:/.*)?' : segment.startsWith(':') ? '/[^/]+' : `/${escape(segment)}`,
  );
  const fixedSegments =
    segments.filter((segment) => segment !== '*' && !segment.startsWith(':')).length +
    (/[:*]/.test(route) ? 0 : 1000);
  return { area, route, pattern: new RegExp(`^${parts.join('') || '/'}/?$`, 'i'), fixedSegments };
}

const compiled = new WeakMap<SiteManifest, CompiledRoute[]>();

export function pageOwner(
  manifest: SiteManifest,
  pathname: string,
): { area: string; route: string } | undefined {
  let routes = compiled.get(manifest);
  if (!routes) {
    routes = Object.entries(manifest.areas)
      .flatMap(([area, entry]) => (entry.routes ?? []).map((route) => compile(area, route.path)))
      .sort((a, b) => b.fixedSegments - a.fixedSegments);
    compiled.set(manifest, routes);
  }
  const found = routes.find((route) => route.pattern.test(pathname));
  return found && { area: found.area, route: found.route };
}
