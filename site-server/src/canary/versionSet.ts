// The visitor's live version set as a cookie an edge can key pages by: `gpa-versions=<area>@<version>~...`
// names the areas the visitor gets at a canary's version (absent when they get every stable version). The
// edge keeps one copy of a page per value (deploy/varnish/site.vcl), not one per visitor; the site server
// sets or clears the cookie whenever it no longer says what the visitor gets (an answer that sets a cookie
// is never kept at the edge, so a stale value is corrected by the origin).
import type { SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { hasCanary } from './visitorManifest';

export const VERSIONS_COOKIE = 'gpa-versions';
const MAX_AGE_S = 90 * 24 * 60 * 60;

/** The cookie's value for a visitor's manifest against the live one: '' when every area is at its stable version. */
export function versionSetOf(visitor: SiteManifest, live: SiteManifest): string {
  return Object.entries(visitor.areas)
    .filter(([area, entry]) => entry.version !== undefined && entry.version !== live.areas[area]?.version)
    .map(([area, entry]) => `${area}@${entry.version}`)
    .sort()
    .join('~');
}

function versionsCookieOf(cookieHeader: string | undefined): string {
  const match = /(?:^|;\s*)gpa-versions=([^;]*)/.exec(cookieHeader ?? '');
  return match?.[1] ?? '';
}

/** Before a page or the manifest: the visitor's cookie made to say their version set. */
export function versionSetCookie({
  visitorManifest,
  liveManifest,
}: {
  visitorManifest: () => SiteManifest | null;
  liveManifest: () => SiteManifest | null;
}): RequestHandler {
  return (req, res, next) => {
    const live = liveManifest();
    const visitor = visitorManifest();
    if (!live || !visitor) return next();
    // While a canary runs the answer depends on the cohort cookie: a cache that does not key by this one
    // (as site.vcl does) must keep answers apart by Cookie.
    if (hasCanary(live)) res.vary('Cookie');
    const expected = versionSetOf(visitor, live);
    if (versionsCookieOf(req.get('cookie')) === expected) return next();
    const secure = req.secure ? '; Secure' : '';
    const lifetime = expected ? `Max-Age=${MAX_AGE_S}` : 'Max-Age=0';
    res.append(
      'Set-Cookie',
      `${VERSIONS_COOKIE}=${expected}; Path=/; ${lifetime}; SameSite=Lax; HttpOnly${secure}`,
    );
    next();
  };
}
