/**
 * The menu's groups: 'main' is the row above the groups; the others are the titled groups the footer's site
 * map repeats. Their titles and order are the shell's; which pages they list is the areas'.
 */
export type MenuGroupId =
  | 'main'
  | 'how-do-i'
  | 'residential'
  | 'business'
  | 'rates'
  | 'community'
  | 'initiatives'
  | 'about'
  | 'resources';

/** A link to the page in one group of the site's menu (and so of the footer's site map). */
export interface MenuEntry {
  group: MenuGroupId;
  label: string;
  /** Its place in the group: the areas' entries and the shell's own links are listed by it, lowest first. */
  order: number;
  /** A part or a view of the page rather than its top: '#hours-and-locations', '?mode=newsletters'. */
  at?: string;
}

/** A link to the page in the footer's row of policy links. */
export interface FooterEntry {
  label: string;
  order: number;
}

/** How site search lists the page, when not by its title and description. */
export interface SearchEntry {
  label: string;
  description?: string;
}

/** What an area publishes about one of its pages (its routes.json, and the site manifest's copy). */
export interface PublishedRoute {
  /** A React Router path pattern, absolute: "/leac", "/corporate/human-resources/*". */
  path: string;
  /** The document title and the search label of the page. */
  title: string;
  /** The page's meta description (search results, link previews). */
  description?: string;
  /**
   * The query parameters the page reads (`?tab=`, `?q=`): the server renders and caches a page by its path
   * plus these; any other parameter is ignored and left out of the canonical URL.
   */
  query?: string[];
  /** Where the menu (and the footer's site map) links to the page: released with the area, no shell release. */
  menu?: MenuEntry[];
  footer?: FooterEntry;
  search?: SearchEntry;
  /**
   * A page a visitor needs during an outage: the service worker saves it after the first visit to the site,
   * whether opened or not (docs/offline.md). Only on a route whose path is a page, not a pattern.
   */
  offlineEssential?: boolean;
  /**
   * The collections the page's declared content reads read (as first opened, with no query parameters),
   * sorted: the admin names and previews a collection's pages from these.
   */
  reads?: string[];
  /**
   * The views of the page that read other collections, each at its own address (declared query parameters
   * only): the admin names and previews a collection on the view that shows it. The build publishes each
   * view's reads.
   */
  views?: PublishedView[];
}

/** One view of a page: '?tab=ar' on /corporate/financials shows the annual reports. */
export interface PublishedView {
  /** How the admin names the view after the page's title: "Annual Reports tab". */
  label: string;
  /** Its query ('?tab=ar'), of the route's declared parameters; absent for the page as first opened. */
  at?: string;
  /** The collections its declared content reads read, sorted (published by the build, never declared). */
  reads?: string[];
}

/**
 * One deployed area: its federation name, live version, the URL of that build's mf-manifest.json and the
 * routes it owns. `version` and `routes` are absent only in the development manifest, where the shell reads
 * each area's routes.json instead.
 */
export interface AreaEntry {
  name: string;
  version?: string;
  entry: string;
  routes?: PublishedRoute[];
  /**
   * A canary: another version live for `percent` of visitors (sticky per visitor, by a cookie), the rest keep
   * `version`. Only in the file on disk: the site server gives each visitor a manifest where the area is
   * simply the version that visitor gets, without this field.
   */
  canary?: CanaryEntry;
}

/** The canary build of an area (npm run release -- <area> --canary <percent>). */
export interface CanaryEntry {
  version: string;
  entry: string;
  routes: PublishedRoute[];
  /** The share of visitors (1 to 99) who get it. */
  percent: number;
  /** When it went live (ISO): the signals counted for the decision start here. */
  since: string;
  /** The shares still to come, in order (`--canary 5,25,50`): the site moves to the next once a step passes. */
  steps?: number[];
  /** When the current step started (ISO; absent: `since`). */
  stepSince?: string;
  /** Paused by an operator (`npm run canary -- <area> pause`): neither advanced nor promoted by the site. */
  paused?: boolean;
  /** `--gate manual`: after its last step passes, the canary waits for `npm run promote`. */
  manualGate?: boolean;
  /** Why the site holds it (undecided for too long, or waiting at the manual gate); reported once. */
  held?: string;
}

/**
 * The run-time site manifest (site-manifest.json, served next to the shell; written only through
 * site-server's siteManifest module). The same builds run against any deployment by changing only this file.
 */
export interface SiteManifest {
  /** Every URL shows the maintenance page. */
  maintenance?: boolean;
  /** How long to wait for an area (its route table or code) before showing its fallback. */
  remoteTimeoutMs?: number;
  /** Kill switch: false makes visitors' service workers unregister and clear their caches. */
  serviceWorker?: boolean;
  content: { apiUrl: string; filesUrl: string };
  areas: Record<string, AreaEntry>;
  /** Where and how often the browser reports what it meets (added by the site server to the manifest it sends). */
  signals?: SignalsSettings;
}

/** The browser's reports (page views, errors, Core Web Vitals), per area version: docs/operations.md "Signals". */
export interface SignalsSettings {
  /** The site server's intake (POST, navigator.sendBeacon). */
  path: string;
  /** The share of page loads (0 to 1) that report anything. */
  sampleRate: number;
  /** The live shell's version: the version of what is not an area's page. */
  shellVersion: string;
}

/** One switch of an area's live version (release-history.json, in the site's state folder). */
export interface ReleaseRecord {
  version: string;
  action: string;
  at: string;
  /** Why, when the site decided by itself (a canary rolled back or promoted: the error rates it saw). */
  reason?: string;
}

/** Per area, its switches, oldest first. */
export type ReleaseHistory = Record<string, ReleaseRecord[]>;
