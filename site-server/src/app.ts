// The production site: the shell, every area build, the site manifest, and the content service behind
// /api and /uploads, all on one origin.
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ServerContentFetch } from '@gpa/contracts';
import { PREVIEW_PATH } from '@gpa/content-catalog/preview-link';
import { CONTENT_CHANGES_PATH, createContentChangesEndpoint, watchSchedules } from './content/contentChanges';
import { createEdgePurge, purgingOnChange, type Purge } from './edge/edgePurge';
import { mountFormPosts } from './content/formPosts';
import { collectionKey, SEARCH_KEY } from './edge/surrogateKeys';
import { versionSetCookie } from './edge/versionSet';
import { createChangeStream, EVENTS_PATH, type ChangeStreamSettings } from './content/changeStream';
import { createHealthCheck, type HealthCheckOptions } from './process/health';
import { accessLog, logger, warn } from './process/logging';
import { createManifestSource, type ManifestSource } from './releases/manifestSource';
import { readReleaseHistory } from './releases/siteManifest';
import { createPageRenderer, type PageRendererOptions, type RenderSettings } from './render/pages';
import { createDraftReader } from './render/preview';
import { pageSecurityPolicy } from './security/securityPolicy';
import { requestContext } from './process/requestContext';
import { createSiteSignals, type SignalSettings } from './signals';
import { createStaticFiles } from './releases/staticFiles';
import type { SearchShare } from './search/sharedBuild';
import {
  createSiteSearch,
  SEARCH_PATH,
  searchLimitSetting,
  type SearchIndexStats,
} from './search/siteSearch';
import { mountPublicSurface, surfaceSettings, type SurfaceOptions } from './security/surface';
import type { WorkersReport } from './process/workers';

// Files without a content hash in their name must be revalidated; hashed chunks never change.
const HASHED = /\.[0-9a-f]{8}\.js$/;

/**
 * The file a URL path names inside the site folder, relative to it, as the static server resolves it:
 * percent-decoded, slashes merged, "." and ".." resolved. The path must decode (surface.ts refuses it first).
 */
function siteFileOf(urlPath: string): string {
  return path.posix.normalize(decodeURIComponent(urlPath).replace(/\\/g, '/')).replace(/^\/+/, '');
}

/** The query of a request target (`?a=1`, or '' without one), whatever form the target has. */
function queryOf(target: string): string {
  const start = target.indexOf('?');
  return start === -1 ? '' : target.slice(start);
}

/**
 * Server builds (the shell's server/, each area version's server/) are for this server, source maps for
 * operators decoding errors, and dot files and folders are nobody's: none is sent to anyone, however its
 * path is spelled.
 */
function isPrivateFile(file: string): boolean {
  const segments = file.toLowerCase().split('/');
  return (
    segments[0] === 'server' ||
    (segments[0] === 'areas' && segments[3] === 'server') ||
    (segments.at(-1) ?? '').endsWith('.map') ||
    segments.some((segment) => segment.startsWith('.'))
  );
}

// A page's address has one leading slash: `//host/path` (or `/\host/path`) would be read as another origin's URL.
const OTHER_ORIGIN_PATH = /^[/\\]{2}/;

/** Any error ends as its status and nothing else: no message, stack or path, whatever NODE_ENV says. */
const sendErrorStatus: ErrorRequestHandler = (
  error: { status?: unknown; statusCode?: unknown } | undefined,
  req,
  res,
  _next,
) => {
  const status = Number(error?.status ?? error?.statusCode);
  const code = Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
  if (code >= 500) logger.error({ err: error, method: req.method, path: req.path }, 'answer failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(code)
    .set('Cache-Control', 'no-store')
    .type('text')
    .send(`${code} ${http.STATUS_CODES[code] ?? 'Error'}`);
};

/** Server rendering off: every page is the shell's index.html, which routes it in the browser. */
function shellPageAsIs(siteDir: string): RequestHandler {
  const shellPage = path.join(siteDir, 'index.html');
  return (_req, res) => {
    if (!fs.existsSync(shellPage))
      return void res.status(503).type('text').send('The site is not built yet: run npm run build');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellPage);
  };
}

/** The site's files, as the Brotli or gzip variant the build wrote when the request accepts it; no area page fallback. */
function mountSiteFiles(app: Express, siteDir: string): void {
  app.use(
    createStaticFiles(siteDir, {
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (file.endsWith('.json')) res.setHeader('Access-Control-Allow-Origin', '*');
      },
    }),
  );
  // Area folders never fall back to the shell: a missing area file is a plain 404.
  app.use('/areas', (_req, res) => res.status(404).type('text').send('Not found'));
}

export interface SiteAppOptions {
  siteDir: string;
  contentUrl: string;
  /** How long a content list is fresh (CONTENT_CACHE_MS). */
  contentCacheMs?: number;
  /** The public surface's settings (README "The public surface"). */
  surface?: Omit<SurfaceOptions, 'contentUrl'>;
  /** Server rendering (docs/server-rendering.md); `enabled: false` sends every page client-rendered. */
  render?: RenderSettings & { enabled?: boolean };
  /** Browser signals and canary visitors (signals/index.ts; SIGNALS_* settings). */
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

/** Draft previews: only with the secret Strapi signs preview links with (off without it). */
function previewSettings({
  secret,
  contentUrl,
  adminUrl,
  readContent,
}: {
  secret: string | undefined;
  contentUrl: string;
  adminUrl: string;
  readContent: ServerContentFetch;
}) {
  if (!secret) return undefined;
  return {
    secret,
    readDrafts: createDraftReader({ contentUrl, secret, readPublished: readContent }),
    adminOrigins: [new URL(adminUrl).origin],
  };
}

/** Server builds and other private files are not found; the shell's page is only ever sent as a page. */
const refusePrivateFiles: RequestHandler = (req, res, next) => {
  const file = siteFileOf(req.path);
  if (isPrivateFile(file)) return res.status(404).type('text').send('Not found');
  // The shell's page is sent with the page policy: its file name leads home. Only the query is kept: the
  // request line may be in absolute form (`http://host/index.html//evil.com/..`).
  if (file === 'index.html') return res.redirect(301, `/${queryOf(req.originalUrl)}`);
  next();
};

/** Which version of each area went live when, and why a canary ended: operators' data, on the operations port only. */
const releaseHistoryAnswer =
  (siteDir: string): RequestHandler =>
  (_req, res) =>
    void res.set('Cache-Control', 'no-store').json(readReleaseHistory(siteDir));

/** `//anything` names no page of the site (not the page of the path after it): 404. */
const refuseOtherOriginPaths: RequestHandler = (req, res, next) => {
  if (!OTHER_ORIGIN_PATH.test(req.path)) return next();
  res.status(404).set('Cache-Control', 'no-store').type('text').send('404 Not Found');
};

/** What no route took: a method the site does not answer there (its own words, not Express's "Cannot PUT /"). */
const answerUnrouted: RequestHandler = (req, res) => {
  const known = req.method === 'GET' || req.method === 'HEAD';
  res.status(known ? 404 : 405).set('Cache-Control', 'no-store');
  if (!known) res.set('Allow', 'GET, HEAD');
  res.type('text').send(known ? '404 Not Found' : '405 Method Not Allowed');
};

/** Load balancers read ok or not at /healthz; the full report and release history: ops port (ops.ts). */
function mountHealth(app: Express, ops: Express | undefined, options: HealthCheckOptions): void {
  const health = createHealthCheck(options);
  app.get('/healthz', health.summary);
  ops?.get('/healthz', health.details).get('/release-history.json', releaseHistoryAnswer(options.siteDir));
}

/** Open tabs hear of each content change at /events (events/changeStream.ts), ended as the server stops. */
function mountChangeStream(
  app: Express,
  {
    stopping,
    ...settings
  }: Pick<ChangeStreamSettings, 'streamsPerClient' | 'clientOf'> & { stopping?: AbortSignal },
) {
  const changeStream = createChangeStream(settings);
  app.get(EVENTS_PATH, changeStream.handler);
  stopping?.addEventListener('abort', () => changeStream.close(), { once: true });
  return changeStream;
}

interface PagesAndSearchOptions {
  siteDir: string;
  contentUrl: string;
  renderOptions: RenderSettings;
  /** The secret of the content service's change notices, which also signs preview links. */
  contentChangesSecret: string | undefined;
  adminUrl: string;
  /** The public surface's content reads and its cache (surface.ts). */
  reads: ReturnType<typeof mountPublicSurface>;
  changeStream: ReturnType<typeof createChangeStream>;
  purgeEdge: Purge;
  liveManifest: ManifestSource;
  visitorManifest: PageRendererOptions['currentManifest'];
  searchesPerMinute: number | undefined;
  searchShare: SearchShare<SearchIndexStats> | undefined;
}

/** The page renderer and the site search (each reads the other), and what a content change drops in both. */
function createPagesAndSearch({
  siteDir,
  contentUrl,
  renderOptions,
  contentChangesSecret,
  adminUrl,
  reads: { readContent, readInBackground, invalidateContent },
  changeStream,
  purgeEdge,
  liveManifest,
  visitorManifest,
  searchesPerMinute,
  searchShare,
}: PagesAndSearchOptions) {
  const preview = previewSettings({ secret: contentChangesSecret, contentUrl, adminUrl, readContent });
  // A change saved in Strapi, or a notice's Starts at / Ends at passing: the affected content reads and the
  // rendered pages are dropped at once.
  const forgetChange = (collections: string[]) => {
    invalidateContent(collections);
    pages.invalidate();
    search.contentChanged(collections);
    // After the copies are dropped: a tab that re-reads at the event gets the new content.
    changeStream.publish(collections);
  };
  // The edges drop what shows it once this process has (the worker that received the notice; each worker's timers).
  const purgeCollections = (collections: string[]) => purgeEdge(collections.map(collectionKey));
  const schedules = watchSchedules({
    onScheduledTime: (collections) => [forgetChange, purgeCollections].forEach((act) => act(collections)),
  });
  // Site search (search/): its index is built from the pages as rendered here; the render of /search reads it.
  const search = createSiteSearch({
    currentManifest: liveManifest.current,
    // Its reads and renders leave half the content service's slots to visitors (a rebuild never makes them wait).
    readContent: readInBackground,
    renderHtml: (pagePath, onRead) =>
      pages.renderHtml(
        pagePath,
        (url, signal) => (onRead(url), schedules.watch(readInBackground)(url, signal)),
      ),
    contentUrl,
    searchesPerMinute,
    clientOf: renderOptions.clientOf,
    onIndexed: () => {
      pages.invalidate();
      purgeEdge([SEARCH_KEY]);
    },
    share: searchShare,
  });
  const fetchContent = search.withSearchReads(schedules.watch(readContent));
  const pages = createPageRenderer({
    siteDir,
    currentManifest: visitorManifest,
    fetchContent,
    preview,
    ...renderOptions,
  });
  return { pages, search, forgetChange, purgeCollections };
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
  }: ReturnType<typeof createPagesAndSearch> & { contentChangesSecret: string | undefined },
): void {
  ops?.get('/search-index', (_req, res) => void res.json(search.stats() ?? null));
  app.post(
    CONTENT_CHANGES_PATH,
    ...createContentChangesEndpoint({
      secret: contentChangesSecret,
      onChange: forgetChange,
      onNotice: purgeCollections,
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
    liveManifest,
  }: {
    siteDir: string;
    /** Server rendering on; off, the shell's index.html routes every page. */
    enabled: boolean;
    pages: ReturnType<typeof createPageRenderer>;
    signals: ReturnType<typeof createSiteSignals>;
    liveManifest: ManifestSource;
  },
): void {
  // The visitor's version set as a cookie the edge keys pages and the manifest by (edge/versionSet.ts).
  const versionsCookie = versionSetCookie({
    visitorManifest: signals.visitorManifest,
    liveManifest: liveManifest.current,
  });
  app.get('/site-manifest.json', versionsCookie, signals.manifestAnswer);
  mountSiteFiles(app, siteDir);

  // Every other GET is a page of the site: rendered on the server, or the shell's index.html routes it.
  app.get(
    '/{*path}',
    refuseOtherOriginPaths,
    ...(enabled ? [versionsCookie, signals.observePages, pages.page] : [shellPageAsIs(siteDir)]),
  );
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
  purgeEdge = createEdgePurge({ log: warn }),
  streamsPerClient,
  stopping,
}: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Each request's id (X-Request-Id, in every log line for it) and one JSON log line per answer.
  app.use(requestContext(), accessLog());
  // What is live, from the one site manifest every site server watches (manifestSource.ts); a change of it
  // purges the edges of what it changed.
  const liveManifest = purgingOnChange(createManifestSource(siteDir, { log: warn }), purgeEdge);
  // The manifest each visitor gets (their versions of any canary), the browser's beacons and the counts.
  const signals = createSiteSignals({
    siteDir,
    liveManifest: liveManifest.current,
    settings: signalOptions,
    clientOf: render.clientOf,
  });
  // First: security headers, limits and the /api + /uploads allow-list apply to every answer below. Any HTML
  // file (an area's standalone QA page) gets the pages' policy.
  const pageCsp = () => pageSecurityPolicy(liveManifest.current()?.content);
  const reads = mountPublicSurface(app, {
    pageCsp,
    ...surface,
    contentUrl,
    ttlMs: contentCacheMs ?? surface.ttlMs,
  });
  mountHealth(app, ops, {
    siteDir,
    contentUrl,
    currentManifest: liveManifest.current,
    workers,
    canaries: signals.canaries,
  });
  signals.mount(app, ops);
  // The public forms sent without JavaScript (POST to their page, answered with a 303 to it): content/formPosts.ts.
  mountFormPosts(app, { contentUrl, ...surface });
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
    visitorManifest: signals.visitorManifest,
    searchesPerMinute,
    searchShare,
  });
  if (searchIndexAtStart) rendering.search.start();
  mountRenderedRoutes(app, ops, { contentChangesSecret, ...rendering });
  mountPages(app, { siteDir, enabled, pages: rendering.pages, signals, liveManifest });
  app.use(answerUnrouted);
  app.use(sendErrorStatus);
  return app;
}
