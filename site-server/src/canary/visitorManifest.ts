// Which version of each area a visitor gets. An area with a canary (its manifest entry's `canary`) is live
// at the canary version for `percent` of visitors and at the stable version for the rest. A visitor is one
// random id in a cookie (no personal data: it is drawn here, and says nothing but the visitor's group),
// set on the first page or manifest answered while some canary runs; each area draws its own share from it.
// The site server answers every visitor with the manifest of their versions (the area simply at the version
// they get, no `canary` field): the server render, the manifest inlined in the page, the manifest the page
// and the service worker read again later all come from it, so they all agree.
import { createHash, randomBytes } from 'node:crypto';
import type { AreaEntry, SignalsSettings, SiteManifest } from '@gpa/contracts';
import { currentRequest } from '../process/requestContext';
import { testerOf } from './testerLink';

export const COHORT_COOKIE = 'gpa-cohort';
const COHORT_ID = /^[0-9a-f]{16}$/;
const COHORT_MAX_AGE_S = 90 * 24 * 60 * 60;

/** The visitor's place (0 to 99) in one area's draw: the same for the same visitor, independent between areas. */
export function bucketOf(visitor: string, area: string): number {
  return createHash('sha256').update(`${area}:${visitor}`).digest().readUInt32BE(0) % 100;
}

export const inCanary = (visitor: string | undefined, area: string, entry: AreaEntry): boolean =>
  Boolean(visitor && entry.canary && bucketOf(visitor, area) < entry.canary.percent);

/** Whether the current request comes from a tester of this area's canary (a signed link's cookie). */
function isTester(secret: string | undefined, area: string, entry: AreaEntry): boolean {
  const tester = secret ? testerOf(secret, currentRequest()?.req.get('cookie')) : undefined;
  return Boolean(tester && tester.area === area && tester.version === entry.canary?.version);
}

export const hasCanary = (manifest: SiteManifest): boolean =>
  Object.values(manifest.areas).some((entry) => entry.canary);

function cohortCookieOf(cookieHeader: string | undefined): string | undefined {
  const match = /(?:^|;\s*)gpa-cohort=([^;]*)/.exec(cookieHeader ?? '');
  return match && COHORT_ID.test(match[1] ?? '') ? match[1] : undefined;
}

/**
 * The visitor of the current request: from their cookie, else drawn now and the cookie set on this answer
 * (so a first page and every later request agree). Undefined outside a request.
 */
function currentVisitor(): string | undefined {
  const context = currentRequest();
  if (!context) return undefined;
  context.visitor ??= cohortCookieOf(context.req.get('cookie'));
  if (!context.visitor) {
    context.visitor = randomBytes(8).toString('hex');
    if (!context.res.headersSent) {
      const secure = context.req.secure ? '; Secure' : '';
      context.res.append(
        'Set-Cookie',
        `${COHORT_COOKIE}=${context.visitor}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`,
      );
    }
  }
  return context.visitor;
}

/** The entry the visitor gets: the canary's build or the stable one, without the `canary` field. */
function entryFor(entry: AreaEntry, canary: boolean): AreaEntry {
  const { canary: canaryEntry, ...stable } = entry;
  if (!canary || !canaryEntry) return stable;
  return { ...stable, version: canaryEntry.version, entry: canaryEntry.entry, routes: canaryEntry.routes };
}

/**
 * `forVisitor(snapshot)`: the manifest the current request's visitor gets, with the signals settings (a
 * tester with a link signed with `testerSecret` gets that area's canary). One
 * object per snapshot and group of canaries (the page cache keys pages by the manifest object).
 */
export function createVisitorManifests(signals: () => SignalsSettings | undefined, testerSecret?: string) {
  const views = new WeakMap<SiteManifest, Map<string, SiteManifest>>();
  function view(manifest: SiteManifest, canaryAreas: string[]): SiteManifest {
    const key = canaryAreas.join(',');
    let known = views.get(manifest);
    if (!known) views.set(manifest, (known = new Map<string, SiteManifest>()));
    let result = known.get(key);
    if (!result) {
      const areas = Object.fromEntries(
        Object.entries(manifest.areas).map(([area, entry]) => [
          area,
          entryFor(entry, canaryAreas.includes(area)),
        ]),
      );
      const settings = signals();
      result = { ...manifest, areas, ...(settings ? { signals: settings } : {}) };
      known.set(key, result);
    }
    return result;
  }
  return {
    forVisitor(manifest: SiteManifest | null): SiteManifest | null {
      if (!manifest) return null;
      if (!hasCanary(manifest)) return view(manifest, []);
      const visitor = currentVisitor();
      return view(
        manifest,
        Object.entries(manifest.areas)
          .filter(([area, entry]) => inCanary(visitor, area, entry) || isTester(testerSecret, area, entry))
          .map(([area]) => area),
      );
    },
  };
}
