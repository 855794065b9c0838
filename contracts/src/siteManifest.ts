// The site manifest, an area's published routes (routes.json) and the release history, as zod schemas (zod/mini:
// small in the browser): the one source of these shapes; their types are inferred from them. Readers that need
// more (unknown fields kept, required versions) compose from these schemas rather than copy them.
import * as z from 'zod/v4-mini';

/**
 * When a first visit loads a page's code (a route's `pageCode`). 'afterShell' is what area builds of before
 * 2026-11-28's evening published (then: also once the browser was idle); their routes stay readable, for a
 * rollback to them, and are held as 'whenUsed'. A build publishes 'whenUsed' only (shared-ui's route table).
 */
export const pageCodeSchema = z.enum(['whenUsed', 'afterShell']);

/**
 * The menu's groups: 'main' is the row above the groups; the others are the titled groups the footer's site
 * map repeats. Their titles and order are the shell's; which pages they list is the areas'.
 */
export const menuGroupIdSchema = z.enum([
  'main',
  'how-do-i',
  'residential',
  'business',
  'rates',
  'community',
  'initiatives',
  'about',
  'resources',
]);
export type MenuGroupId = z.infer<typeof menuGroupIdSchema>;

/** A link to the page in one group of the site's menu (and so of the footer's site map). */
export const menuEntrySchema = z.object({
  group: menuGroupIdSchema,
  label: z.string(),
  /** Its place in the group: the areas' entries and the shell's own links are listed by it, lowest first. */
  order: z.number(),
  /** A part or a view of the page rather than its top: '#hours-and-locations', '?mode=newsletters'. */
  at: z.optional(z.string()),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** A link to the page in the footer's row of policy links. */
export const footerEntrySchema = z.object({ label: z.string(), order: z.number() });
export type FooterEntry = z.infer<typeof footerEntrySchema>;

/** How site search lists the page, when not by its title and description. */
export const searchEntrySchema = z.object({ label: z.string(), description: z.optional(z.string()) });
export type SearchEntry = z.infer<typeof searchEntrySchema>;

/** One view of a page: '?tab=ar' on /corporate/financials shows the annual reports. */
export const publishedViewSchema = z.object({
  /** How the admin names the view after the page's title: "Annual Reports tab". */
  label: z.string(),
  /** Its query ('?tab=ar'), of the route's declared parameters; absent for the page as first opened. */
  at: z.optional(z.string()),
  /** The collections its declared content reads read, sorted (published by the build, never declared). */
  reads: z.optional(z.array(z.string())),
});
export type PublishedView = z.infer<typeof publishedViewSchema>;

/** What an area publishes about one of its pages (its routes.json, and the site manifest's copy). */
export const publishedRouteSchema = z.object({
  /** A React Router path pattern, absolute: "/leac", "/corporate/human-resources/*". */
  path: z.string(),
  /** The document title and the search label of the page. */
  title: z.string(),
  /** The page's meta description (search results, link previews). */
  description: z.optional(z.string()),
  /**
   * The query parameters the page reads (`?tab=`, `?q=`): the server renders and caches a page by its path
   * plus these; any other parameter is ignored and left out of the canonical URL.
   */
  query: z.optional(z.array(z.string())),
  /** Where the menu (and the footer's site map) links to the page: released with the area, no shell release. */
  menu: z.optional(z.array(menuEntrySchema)),
  footer: z.optional(footerEntrySchema),
  search: z.optional(searchEntrySchema),
  /**
   * A page a visitor needs during an outage: the service worker saves it after the first visit to the site,
   * whether opened or not (docs/offline.md). Only on a route whose path is a page, not a pattern.
   */
  offlineEssential: z.optional(z.boolean()),
  /**
   * When a first visit loads the page's code; absent: with the page (preloaded beside the shell's).
   * 'whenUsed': its server HTML works by itself (text, tables, links, native panels, a carousel ridden by
   * CSS), and the code is held until the visitor touches the page, follows a link, the page's content changes
   * or it shows a part that loads by itself (shell/src/federation/heldPage.ts).
   */
  pageCode: z.optional(pageCodeSchema),
  /**
   * The collections the page's declared content reads read (as first opened, with no query parameters),
   * sorted: the admin names and previews a collection's pages from these.
   */
  reads: z.optional(z.array(z.string())),
  /**
   * The views of the page that read other collections, each at its own address (declared query parameters
   * only): the admin names and previews a collection on the view that shows it. The build publishes each
   * view's reads.
   */
  views: z.optional(z.array(publishedViewSchema)),
});
export type PublishedRoute = z.infer<typeof publishedRouteSchema>;

/** routes.json: an area's route table, as its build published it next to its code. */
export const routesFileSchema = z.object({ routes: z.array(publishedRouteSchema) });

/** The canary build of an area (npm run release -- <area> --canary <percent>). */
export const canaryEntrySchema = z.object({
  version: z.string(),
  entry: z.string(),
  routes: z.array(publishedRouteSchema),
  /** The share of visitors (1 to 99) who get it. */
  percent: z.number(),
  /** When it went live (ISO): the signals counted for the decision start here. */
  since: z.string(),
  /** The shares still to come, in order (`--canary 5,25,50`): the site moves to the next once a step passes. */
  steps: z.optional(z.array(z.number())),
  /** When the current step started (ISO; absent: `since`). */
  stepSince: z.optional(z.string()),
  /** Paused by an operator (`npm run canary -- <area> pause`): neither advanced nor promoted by the site. */
  paused: z.optional(z.boolean()),
  /** `--gate manual`: after its last step passes, the canary waits for `npm run promote`. */
  manualGate: z.optional(z.boolean()),
  /** Why the site holds it (undecided for too long, or waiting at the manual gate); reported once. */
  held: z.optional(z.string()),
});
export type CanaryEntry = z.infer<typeof canaryEntrySchema>;

/**
 * One deployed area: its federation name, live version, the URL of that build's mf-manifest.json and the
 * routes it owns. `version` and `routes` are absent only in the development manifest, where the shell reads
 * each area's routes.json instead.
 */
export const areaEntrySchema = z.object({
  name: z.string(),
  version: z.optional(z.string()),
  entry: z.string(),
  routes: z.optional(z.array(publishedRouteSchema)),
  /**
   * A canary: another version live for `percent` of visitors (sticky per visitor, by a cookie), the rest keep
   * `version`. Only in the file on disk: the site server gives each visitor a manifest where the area is
   * simply the version that visitor gets, without this field.
   */
  canary: z.optional(canaryEntrySchema),
});
export type AreaEntry = z.infer<typeof areaEntrySchema>;

/** The browser's reports (page views, errors, Core Web Vitals), per area version: docs/operations.md "Signals". */
export const signalsSettingsSchema = z.object({
  /** The site server's intake (POST, navigator.sendBeacon). */
  path: z.string(),
  /** The share of page loads (0 to 1) that report anything. */
  sampleRate: z.number(),
  /** The live shell's version: the version of what is not an area's page. */
  shellVersion: z.string(),
});
export type SignalsSettings = z.infer<typeof signalsSettingsSchema>;

/**
 * The run-time site manifest (site-manifest.json, served next to the shell; written only through
 * site-server's siteManifest module). The same builds run against any deployment by changing only this file.
 */
export const siteManifestSchema = z.object({
  /** Every URL shows the maintenance page. */
  maintenance: z.optional(z.boolean()),
  /** How long to wait for an area (its route table or code) before showing its fallback. */
  remoteTimeoutMs: z.optional(z.number()),
  /** Kill switch: false makes visitors' service workers unregister and clear their caches. */
  serviceWorker: z.optional(z.boolean()),
  content: z.object({ apiUrl: z.string(), filesUrl: z.string() }),
  areas: z.record(z.string(), areaEntrySchema),
  /** Where and how often the browser reports what it meets (added by the site server to the manifest it sends). */
  signals: z.optional(signalsSettingsSchema),
});
export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** One switch of an area's live version (release-history.json, in the site's state folder). */
export const releaseRecordSchema = z.object({
  version: z.string(),
  action: z.string(),
  at: z.string(),
  /** Why, when the site decided by itself (a canary rolled back or promoted: the error rates it saw). */
  reason: z.optional(z.string()),
});
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** Per area, its switches, oldest first. */
export const releaseHistorySchema = z.record(z.string(), z.array(releaseRecordSchema));
export type ReleaseHistory = z.infer<typeof releaseHistorySchema>;
