// The production site: the shell, every area build, the site manifest, and the content service behind
// /api and /uploads, all on one origin.
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { SiteManifest } from '@gpa/contracts';
import { PREVIEW_PATH } from '@gpa/content-catalog/preview-link';
import { createSiteCanary } from './canary/siteCanary';
import { versionSetCookie } from './canary/versionSet';
import { mountChangeStream } from './content/changeStream';
import { CONTENT_CHANGES_PATH, createContentChangesEndpoint, watchSchedules } from './content/contentChanges';
import { mountFormPosts } from './content/formPosts';
import { mountContentSurface, type ContentReads, type ContentSurfaceOptions } from './content/contentSurface';
import { createEdgePurge, type Purge } from './edge/edgePurge';
import { warmingEdge } from './edge/edgeWarm';
import { mountUnavailablePage } from './render/unavailablePage';
import { accessLog, warn } from './process/logging';
import { requestContext } from './process/requestContext';
import { surfaceSettings } from './process/settings';
import type { WorkersReport } from './process/workers';
import { mountHealth } from './releases/health';
import { manifestAnswer } from './releases/manifestAnswer';
import { createManifestSource, purgingOnChange, type ManifestSource } from './releases/manifestSource';
import { shellVersionReader } from './releases/shellVersion';
import { mountSiteFiles, refusePrivateFiles, shellPageAsIs } from './releases/siteFiles';
import type { createPageRenderer } from './render/pages';
import { createPagesAndSearch } from './render/pagesAndSearch';
import type { RenderSettings } from './render/renderSettings';
import { pageSecurityPolicy } from './render/securityPolicy';
import type { SearchShare } from './search/sharedBuild';
import { SEARCH_PATH, searchLimitSetting, type SearchIndexStats } from './search/siteSearch';
import { answerUnrouted, refuseOtherOriginPaths, sendErrorStatus } from './security/lastAnswers';
import { mountGuards, type GuardOptions } from './security/surface';
import { createSiteSignals, type SignalSettings } from './signals';

export interface SiteAppOptions {
  siteDir: string;
  contentUrl: string;
  /** How long a content list is fresh (CONTENT_CACHE_MS). */
  contentCacheMs?: number;
  /** The public surface's settings (README "The public surface"). */
  surface?: Partial<ReturnType<typeof surfaceSettings>> & GuardOptions;
  /** Server rendering (docs/server-rendering.md); `enabled: false` sends every page client-rendered. */
  render?: RenderSettings & { enabled?: boolean };
  /** Browser signals and canary testers' links (signals/index.ts; SIGNALS_* settings, CANARY_TESTER_SECRET). */
  signals?: SignalSettings;
  /** The cluster's report of its workers (/healthz). */
  workers?: () => WorkersReport;
  /** The private operations app (ops.ts): the whole health report is added to it. */
  ops?: Express;
  /** The secret of the content service's change notices, which also signs preview links (docs/editors.md). */
  contentChangesSecret?: string;
  /** Where editors open Strapi's admin (ADMIN_URL; the content URL by default): the origin allowed to frame previews. */
  adminUrl?: string;
  /** Build the search index at once (the server does; otherwise at the first search). */
  searchIndexAtStart?: boolean;
  /** In a cluster worker: the one search build the workers share (search/sharedBuild.ts); alone, this process builds. */
  searchShare?: SearchShare<SearchIndexStats>;
  /** Searches a client may ask a minute at /search.json (SEARCH_LIMIT_PER_MINUTE; `off`: no limit; default 120). */
  searchesPerMinute?: number;
  /** Purges of the edge caches (edge/edgePurge.ts; EDGE_PURGE_URLS, off when unset). */
  purgeEdge?: Purge;
  /** Change event streams (GET /events) one client may hold open here (EVENT_STREAMS_PER_CLIENT; default 16). */
  streamsPerClient?: number;
  /** Aborted when the server starts to stop (workers.ts): the open event streams end at once. */
  stopping?: AbortSignal;
}

/** Change notices, index figures, then (private files refused) robots.txt, previews, sitemap, search. */
function mountRenderedRoutes(
  app: Express,
  ops: Express | undefined,
  {
    contentChangesSecret,
    pages,
    search,
    forgetChange,
    purgeCollections,
    purgeUploads,
  }: ReturnType<typeof createPagesAndSearch> & { contentChangesSecret: string | undefined },
): void {
  ops?.get('/search-index', (_req, res) => void res.json(search.stats() ?? null));
  app.post(
    CONTENT_CHANGES_PATH,
    ...createContentChangesEndpoint({
      secret: contentChangesSecret,
      onChange: forgetChange,
      onNotice: purgeCollections,
      onFiles: purgeUploads,
    }),
  );
  app.use(refusePrivateFiles);
  app.get('/robots.txt', pages.robots);
  app.get(PREVIEW_PATH, pages.preview);
  app.get('/sitemap.xml', pages.sitemap);
  app.get(SEARCH_PATH, search.handler);
}

/** The site manifest, the site's files, then every other GET as a page of the site. */
function mountPages(
  app: Express,
  {
    siteDir,
    enabled,
    pages,
    signals,
    visitorManifest,
    liveManifest,
  }: {
    siteDir: string;
    /** Server rendering on; off, the shell's index.html routes every page. */
    enabled: boolean;
    pages: ReturnType<typeof createPageRenderer>;
    signals: ReturnType<typeof createSiteSignals>;
    /** The manifest this visitor gets (canary/siteCanary.ts). */
    visitorManifest: () => SiteManifest | null;
    liveManifest: ManifestSource;
  },
): void {
  // The visitor's version set as a cookie the edge keys pages and the manifest by (canary/versionSet.ts).
  const versionsCookie = versionSetCookie({ visitorManifest, liveManifest: liveManifest.current });
  app.get('/site-manifest.json', versionsCookie, manifestAnswer(visitorManifest));
  mountUnavailablePage(app, liveManifest.current);
  mountSiteFiles(app, siteDir);

  // Every other GET is a page of the site: rendered on the server, or the shell's index.html routes it.
  app.get(
    '/{*path}',
    refuseOtherOriginPaths,
    ...(enabled
      ? [versionsCookie, signals.observePages(visitorManifest), pages.page]
      : [shellPageAsIs(siteDir)]),
  );
}

/** The browser's beacons and their counts, and the manifest each visitor gets (their versions of any canary). */
function createVisitorSignals(
  siteDir: string,
  liveManifest: ManifestSource,
  { testerSecret, ...settings }: SignalSettings = {},
  clientOf: RenderSettings['clientOf'],
) {
  const signals = createSiteSignals({
    siteDir,
    liveManifest: liveManifest.current,
    shellVersion: shellVersionReader(siteDir),
    settings,
    clientOf,
  });
  const canary = createSiteCanary({
    siteDir,
    signalsDir: signals.dir,
    liveManifest: liveManifest.current,
    visitorSignals: signals.visitorSignals,
    testerSecret,
  });
  return { signals, canary };
}

/**
 * /api and /uploads, whose list reads wake the schedule watcher at each scheduled entry's start and end, and
 * the forms posted without script.
 */
function mountContent(
  app: Express,
  options: ContentSurfaceOptions,
  onScheduledTime: (collections: string[]) => void,
): ContentReads {
  const schedules = watchSchedules({ onScheduledTime });
  const surface = mountContentSurface(app, { ...options, onScheduleAhead: schedules.wakeAt });
  // The public forms sent without JavaScript (a POST to their page, answered with a 303 to it).
  mountFormPosts(app, { ...options, sendForm: surface.sendForm });
  return surface;
}

export function createSiteApp({
  siteDir,
  contentUrl,
  contentCacheMs,
  surface = surfaceSettings(),
  render = {},
  signals: signalOptions,
  workers,
  ops,
  contentChangesSecret = process.env.CONTENT_CHANGES_SECRET,
  adminUrl = process.env.ADMIN_URL ?? contentUrl,
  searchIndexAtStart = false,
  searchShare,
  searchesPerMinute = searchLimitSetting(),
  purgeEdge: purgeOnly = createEdgePurge({ log: warn }),
  streamsPerClient,
  stopping,
}: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Each request's id (X-Request-Id, in every log line for it) and one JSON log line per answer.
  app.use(requestContext(), accessLog());
  // What is live, from the one site manifest every site server watches (manifestSource.ts); a change of it
  // purges the edges of what it changed, and the edges are filled again (edge/edgeWarm.ts).
  const purgeEdge = warmingEdge(purgeOnly, {
    siteDir,
    secret: contentChangesSecret,
    currentManifest: () => liveManifest.current(),
  });
  const liveManifest = purgingOnChange(createManifestSource(siteDir, { log: warn }), purgeEdge);
  const { signals, canary } = createVisitorSignals(siteDir, liveManifest, signalOptions, render.clientOf);
  // First: security headers, limits and the /api + /uploads allow-list apply to every answer below. Any HTML
  // file (an area's standalone QA page) gets the pages' policy.
  const {
    pageCsp = () => pageSecurityPolicy(liveManifest.current()?.content),
    hstsMaxAgeSeconds,
    trustProxy,
    ...proxySettings
  } = surface;
  mountGuards(app, { pageCsp, hstsMaxAgeSeconds, trustProxy });
  // A scheduled entry's start or end drops it everywhere as a change saved in Strapi does.
  const reads = mountContent(
    app,
    { ...proxySettings, target: contentUrl, ttlMs: contentCacheMs ?? surface.ttlMs },
    (collections) => [rendering.forgetChange, rendering.purgeCollections].forEach((act) => act(collections)),
  );
  mountHealth(app, ops, {
    siteDir,
    contentUrl,
    currentManifest: liveManifest.current,
    workers,
    canaries: canary.canaries,
  });
  signals.mount(app, ops);
  canary.mount(app);
  // Before compression, which would hold the events back.
  const changeStream = mountChangeStream(app, { streamsPerClient, clientOf: render.clientOf, stopping });

  // After the proxy on purpose: Strapi's answers pass through as sent. What is stored compressed (the
  // site's files, cached pages) is sent as stored and left alone here (it already has a Content-Encoding);
  // only answers made per request (fallback pages, previews, robots.txt, the sitemap, the manifest) are
  // compressed here. compression's published types are written for Express 4's handler type; the function
  // fits Express 5 as is.
  app.use(compression() as unknown as RequestHandler);

  // Server rendering (site-server/src/render/): pages, robots.txt, sitemap.xml; server builds stay private.
  // Renders read content through the same allow-list, cache and upstream bound as the browser's /api reads.
  const { enabled = true, ...renderOptions } = { log: warn, ...render };
  const rendering = createPagesAndSearch({
    siteDir,
    contentUrl,
    renderOptions,
    contentChangesSecret,
    adminUrl,
    reads,
    changeStream,
    purgeEdge,
    liveManifest,
    visitorManifest: canary.visitorManifest,
    searchesPerMinute,
    searchShare,
  });
  if (searchIndexAtStart) rendering.search.start();
  mountRenderedRoutes(app, ops, { contentChangesSecret, ...rendering });
  mountPages(app, {
    siteDir,
    enabled,
    pages: rendering.pages,
    signals,
    visitorManifest: canary.visitorManifest,
    liveManifest,
  });
  app.use(answerUnrouted);
  app.use(sendErrorStatus);
  return app;
}
