// Every page of the site, rendered on the server when it can be, client-rendered (the shell's index.html
// with the manifest inlined, as before server rendering) when it cannot: the shell's or an area's server
// build missing, failing or slower than the time budget, the content service down or slow, too many renders
// at once, or one client asking for too many new pages. Never an error page.
// A page is rendered and cached by its path plus only the query parameters its route declares (the shell's
// pageAddress), with the live versions; see renderCache.ts for how renders are shared and bounded. The
// answer header x-render-cache says what happened. A rendered page is kept as its HTML compressed once
// (Brotli and gzip) with its ETag: a hit only writes the bytes the request accepts (encodings.ts).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createClientLimit, limitSetting } from '@gpa/content-catalog/client-limit';
import { verifiedPreviewPath } from '@gpa/content-catalog/preview-link';
import type {
  PageAddress,
  RenderResult,
  ServerContentFetch,
  ShellServerBuild,
  SiteManifest,
} from '@gpa/contracts';
import type { Request, RequestHandler } from 'express';
import { encodeBody, sendEncoded, type EncodedBody } from '../releases/encodings';
import { createLimitedPause } from '../security/limitedPause';
import { federationManifestSchema, pageChunksSchema } from '../releases/areaBuildFiles';
import { parseValue } from '../process/parsed';
import { areaVersionDir, areaVersionPath } from '../releases/siteManifest';
import { numberSetting } from '../security/surface';
import { keyOfRead, pageKeys, shareAtEdge } from '../edge/surrogateKeys';
import { composePage } from './document';
import { previewDocument, previewSecurityPolicy } from './preview';
import { createRenderCache, type RenderOutcome } from './renderCache';
import { createRenderOverload } from './renderFloor';
import { pageSecurityPolicy } from '../security/securityPolicy';
import { createServerBundles } from './serverBundles';
import { withDefaults } from '../process/withDefaults';
import { robotsTxt, sitemapXml } from './seo';

export const RENDER_DEFAULTS = {
  budgetMs: 1500,
  pageCacheMs: 5000,
  staleMs: 3_600_000,
  maxRenders: 4,
  // No render starts while the event loop was busier than this share of the last 100 ms: the requests
  // waiting for it (a visitor's cached page among them) would wait behind the render.
  maxLoad: 0.8,
  // ... but at least this many renders a second start in each worker however busy it is (renderFloor.ts).
  minRendersPerSecond: 50,
  rendersPerMinute: 120,
  // Pages (a kept one too) a client gets at once in each worker, as nginx's read limit: 20 a second, 100
  // more at once; past that each of its pages comes after the pause below, so that one client's flood of
  // cached pages cannot take every worker's time from the other visitors.
  pagesPerMinute: 1200,
  pageBurst: 100,
  // A client over its render limit gets the client-rendered page after about this pause (0.5 to 1.5 times),
  // as the content surface does with its 429s.
  limitedPauseMs: 1000,
  maxPaused: 1000,
};

// Brotli's quality for a rendered page, compressed while its first visitor waits: as small as the
// on-the-fly compression it replaces (quality 4) or smaller, a few milliseconds for a page.
const PAGE_BROTLI_QUALITY = 5;

/** A render's result and, for a page, its document ready to send with its surrogate keys (edge/surrogateKeys.ts). */
interface RenderedPage {
  result: RenderResult;
  document?: EncodedBody;
  keys?: string[];
}

export class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`the server render took longer than ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

/** Reads a JSON file again only when it changed. */
function fileCache<Value>(read: (file: string) => Value): (file: string) => Value {
  const entries = new Map<string, { mtimeMs: number; value: Value }>();
  return (file) => {
    const { mtimeMs } = fs.statSync(file);
    const known = entries.get(file);
    if (known && known.mtimeMs === mtimeMs) return known.value;
    const value = read(file);
    entries.set(file, { mtimeMs, value });
    return value;
  };
}

/** The share (0 to 1) of the last 100 ms this process's event loop was busy. */
function eventLoopLoad(intervalMs = 100): () => number {
  let previous = performance.eventLoopUtilization();
  let share = 0;
  setInterval(() => {
    const current = performance.eventLoopUtilization();
    share = performance.eventLoopUtilization(current, previous).utilization;
    previous = current;
  }, intervalMs).unref();
  return () => share;
}

export type RenderSettings = { [Name in keyof typeof RENDER_DEFAULTS]?: number } & {
  /**
   * The public origin for canonical URLs, Open Graph and the sitemap; never the request's Host, which any
   * client (or a shared cache's poisoner) chooses.
   */
  siteUrl?: string;
  /** The client of the per-client render limit (default req.ip: X-Forwarded-For when TRUST_PROXY is set). */
  clientOf?: (req: Request) => string;
  log?: (message: string) => void;
};

/** Previews of drafts (preview.ts): the secret that signs their links, the draft reads, who may frame them. */
export interface PreviewSettings {
  secret: string;
  readDrafts: ServerContentFetch;
  adminOrigins: string[];
}

export interface PageRendererOptions extends RenderSettings {
  siteDir: string;
  /** The live site manifest (manifestSource.ts). */
  currentManifest: () => SiteManifest | null;
  /** The server's content reads ("/api/<collection>?..." as the browser would ask), through the public surface's cache. */
  fetchContent: ServerContentFetch;
  preview?: PreviewSettings;
}

/** The time a render for the search index may take. */
const INDEX_RENDER_BUDGET_MS = 10_000;

/** A number for each object it is given, the same for the same object (one per load, one per snapshot). */
function numbered<T extends object>(): (value: T) => number {
  const numbers = new WeakMap<T, number>();
  let seen = 0;
  return (value) => {
    const known = numbers.get(value);
    if (known !== undefined) return known;
    seen += 1;
    numbers.set(value, seen);
    return seen;
  };
}

type ServerBundles = ReturnType<typeof createServerBundles>;
type ReadJson = (file: string) => unknown;
type Render = (
  url: string,
  manifest: SiteManifest,
  readContent?: ServerContentFetch,
  timeBudgetMs?: number,
) => Promise<RenderResult>;

/** The owning area's remoteEntry, ./routes code and page chunks: the browser fetches them alongside the shell's. */
function areaPreloads(
  siteDir: string,
  readJson: ReadJson,
  manifest: SiteManifest,
  area: string | undefined,
  routePath: string | undefined,
): string[] {
  const version = area ? manifest.areas[area]?.version : undefined;
  if (!area || !version) return [];
  const dir = areaVersionDir(siteDir, area, version);
  const pageChunksFile = path.join(dir, 'page-chunks.json');
  try {
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const { metaData, exposes } = parseValue(federationManifestSchema, readJson(manifestFile), manifestFile);
    const routes = exposes.find((expose) => expose.path === './routes');
    const files = [
      `${metaData.remoteEntry.path}${metaData.remoteEntry.name}`,
      ...(routes?.assets.js.sync ?? []),
      // Built by shared-ui/build/route-table.js; older builds have none.
      ...((fs.existsSync(pageChunksFile)
        ? parseValue(pageChunksSchema, readJson(pageChunksFile), pageChunksFile)
        : {})[routePath ?? ''] ?? []),
    ];
    return [...new Set(files)].map((file) => `${areaVersionPath(area, version)}${file}`);
  } catch {
    return [];
  }
}

/** Renders within the budget with these content reads; throws on any failure (the caller falls back). */
function createRender({
  bundles,
  budgetMs,
  fetchContent,
  log,
}: {
  bundles: ServerBundles;
  budgetMs: number;
  fetchContent: ServerContentFetch;
  log: (message: string) => void;
}): Render {
  return async (url, manifest, readContent = fetchContent, timeBudgetMs = budgetMs) => {
    const { renderPage } = bundles.shell();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RenderTimeout(timeBudgetMs)), timeBudgetMs);
    const timedOut = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
    );
    try {
      const rendering = renderPage({
        url,
        manifest,
        signal: controller.signal,
        fetchContent: readContent,
        loadArea: async (area) => {
          const version = manifest.areas[area]?.version;
          if (!version) throw new Error(`Unknown area ${area}`);
          return bundles.area(area, version);
        },
      });
      // The budget holds even for code that ignores the abort signal (an area whose page never resolves).
      const result = await Promise.race([rendering, timedOut]);
      // One render per page: a read its route does not declare is not in the HTML (the browser loads it).
      if (result.kind === 'page' && result.undeclaredReads.length)
        log(`${url} read content its route does not declare: ${result.undeclaredReads.join(', ')}`);
      return result;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
}

/**
 * The key of a kept page: its address and the live builds (no cookie changes a page). Each load of the shell's server build gets a number: after a shell release no page the
 * old shell rendered is served again, not even while it is rendered anew (the browser would run the new shell
 * on it). So does each snapshot of the manifest: a kept page carries the manifest it was rendered with
 * (inlined), so any edit of it (a release, the kill switch, an operator setting) makes pages anew.
 */
function pageCacheKeys(): (address: PageAddress, manifest: SiteManifest, shell: ShellServerBuild) => string {
  const shellBuildOf = numbered<ShellServerBuild>();
  const manifestOf = numbered<SiteManifest>();
  return (address, manifest, shell) =>
    JSON.stringify([`${address.path}${address.search}`, shellBuildOf(shell), manifestOf(manifest)]);
}

// A page showing a failed content read is not kept: the next visitor gets a fresh try.
const worthKeeping = ({ result }: RenderedPage) =>
  !(result.kind === 'page' && result.queryState.queries.some((query) => query.state.status === 'error'));

interface PreviewHandlerOptions {
  previews: PreviewSettings | undefined;
  currentManifest: () => SiteManifest | null;
  shellPage: string;
  template: () => string;
  originOf: () => string;
  render: Render;
  log: (message: string) => void;
}

/** A page with drafts, for a preview link the content service signed; never kept, never indexed. */
function previewHandler({
  previews,
  currentManifest,
  shellPage,
  template,
  originOf,
  render,
  log,
}: PreviewHandlerOptions): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const refuse = (status: number, message: string) => void res.status(status).type('text').send(message);
    const pagePath = previews ? verifiedPreviewPath(req.query, previews.secret) : null;
    if (!previews || !pagePath)
      return refuse(
        403,
        'This preview link is not valid or has expired: open the preview again from the admin.',
      );
    const manifest = currentManifest();
    if (!manifest || !fs.existsSync(shellPage))
      return refuse(503, 'The site is not built yet: run npm run build');
    const url = `${originOf()}${pagePath}`;
    let result: RenderResult;
    try {
      result = await render(url, manifest, previews.readDrafts);
    } catch (error) {
      log(`preview of ${pagePath} failed: ${(error as Error | undefined)?.message ?? String(error)}`);
      return refuse(502, 'The preview could not be rendered: try again in a moment.');
    }
    if (result.kind !== 'page') return refuse(404, 'This page cannot be previewed.');
    res.removeHeader('X-Frame-Options');
    res.setHeader('Content-Security-Policy', previewSecurityPolicy(manifest.content, previews.adminOrigins));
    const body = composePage(template(), { ...result, manifest, url });
    res.status(result.status).type('html').send(previewDocument(body));
  };
}

/** robots.txt and sitemap.xml, from the configured origin and the published routes. */
function seoHandlers(
  originOf: () => string,
  currentManifest: () => SiteManifest | null,
): { robots: RequestHandler; sitemap: RequestHandler } {
  return {
    robots: (_req, res) => {
      res.type('text').send(robotsTxt(originOf()));
    },
    sitemap: (_req, res) => {
      const manifest = currentManifest();
      if (!manifest) {
        res.status(503).type('text').send('The site is not built yet');
        return;
      }
      res.type('application/xml').send(sitemapXml(originOf(), manifest));
    },
  };
}

interface PageAnswerOptions {
  currentManifest: () => SiteManifest | null;
  originOf: () => string;
  renderedPage: (
    req: Request,
    origin: string,
    manifest: SiteManifest,
  ) => Promise<{ address: PageAddress; outcome: RenderOutcome<RenderedPage> }>;
  log: (message: string) => void;
  shellPage: string;
  template: () => string;
  sendAfterPause: ReturnType<typeof createLimitedPause>;
}

/** A page's answer: rendered (kept or new), a redirect, or the client-rendered page when rendering is not possible. */
function pageAnswers({
  currentManifest,
  originOf,
  renderedPage,
  log,
  shellPage,
  template,
  sendAfterPause,
}: PageAnswerOptions): RequestHandler {
  return async (req, res) => {
    const manifest = currentManifest();
    const origin = originOf();
    // Shared at the edge only as a rendered page (below): a client-rendered fallback is not kept there.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pageSecurityPolicy(manifest?.content));

    // Without a manifest the shell fetches it and offers a Retry: nothing to render here.
    let address: PageAddress = { path: req.path, search: '' };
    let outcome: RenderOutcome<RenderedPage> | { state: 'bypass' } = { state: 'bypass' };
    if (manifest) {
      try {
        ({ address, outcome } = await renderedPage(req, origin, manifest));
      } catch (error) {
        outcome = { state: 'failed', error };
      }
    }
    if (outcome.state === 'failed')
      log(
        `server render of ${req.originalUrl} failed, sending the client-rendered page: ${(outcome.error as Error | undefined)?.message ?? String(outcome.error)}`,
      );
    res.setHeader('x-render-cache', outcome.state);
    const canonical = `${origin}${address.path}${address.search}`;
    const { result, document, keys } = 'result' in outcome ? outcome.result : {};
    if (result?.kind === 'redirect') return res.redirect(result.status, result.location);
    if (result?.kind === 'page' && document) {
      if (keys) shareAtEdge(res, keys);
      // What the page depends on of its URL: an edge keeps a page only under this address (site.vcl).
      res.setHeader('X-Page-Address', `${address.path}${address.search}`);
      res.status(result.status).type('html');
      sendEncoded(req, res, document);
      return;
    }
    if (!fs.existsSync(shellPage)) {
      res.status(503).type('text').send('The site is not built yet: run npm run build');
      return;
    }
    // The page as before server rendering, with the manifest inlined so the shell does not fetch it.
    // An address no route has is a 404 also when the page is sent client-rendered (no soft 404s).
    const send = () =>
      void res
        .status(address.notFound ? 404 : 200)
        .type('html')
        .send(manifest ? composePage(template(), { manifest, url: canonical }) : template());
    if (outcome.state === 'limited') sendAfterPause(res, send);
    else send();
  };
}

/** Renders a page and composes its document, compressed once for every visitor who gets it. */
function documentRenderer({
  siteDir,
  readJson,
  render,
  fetchContent,
  template,
}: {
  siteDir: string;
  readJson: ReadJson;
  render: Render;
  fetchContent: ServerContentFetch;
  template: () => string;
}): (url: string, manifest: SiteManifest) => Promise<RenderedPage> {
  return async (url, manifest) => {
    // What the render reads names the page at the edge: a change of it purges the page.
    const readKeys = new Set<string>();
    const readAndNote: ServerContentFetch = (readUrl, signal) => {
      const key = keyOfRead(readUrl);
      if (key) readKeys.add(key);
      return fetchContent(readUrl, signal);
    };
    const result = await render(url, manifest, readAndNote);
    if (result.kind !== 'page') return { result };
    const document = composePage(template(), {
      ...result,
      manifest,
      url,
      preload: areaPreloads(siteDir, readJson, manifest, result.area, result.routePath),
    });
    const rendered = { result, document: await encodeBody(document, { brotliQuality: PAGE_BROTLI_QUALITY }) };
    // A page showing a failed read is not kept at the edge either.
    if (!worthKeeping(rendered)) return rendered;
    return { ...rendered, keys: pageKeys(new URL(url).pathname, manifest, readKeys) };
  };
}

/** The render cache's outcome for a request, with the address the page depends on. */
function cachedPageReader({
  bundles,
  pages,
  renderDocument,
  admitRender,
}: {
  bundles: ServerBundles;
  pages: ReturnType<typeof createRenderCache<RenderedPage>>;
  renderDocument: (url: string, manifest: SiteManifest) => Promise<RenderedPage>;
  /** Whether this request's client may start a new render (the per-client render limit). */
  admitRender: (req: Request) => boolean;
}): PageAnswerOptions['renderedPage'] {
  const cacheKey = pageCacheKeys();
  return async (req, origin, manifest) => {
    const shell = bundles.shell();
    const address = shell.pageAddress(new URL(req.originalUrl, origin).href, manifest);
    const outcome = await pages.read(
      cacheKey(address, manifest, shell),
      () => renderDocument(`${origin}${address.path}${address.search}`, manifest),
      {
        admitRender: () => admitRender(req),
        keep: worthKeeping,
      },
    );
    return { address, outcome };
  };
}

/**
 * A page of the live site as everyone gets it (no cookies), for the search index; undefined when it is not a
 * page. Off the request path, so it may take longer than a visitor's render (a busy start).
 */
function indexRenderer({
  currentManifest,
  render,
  originOf,
  budgetMs,
  fetchContent,
}: {
  currentManifest: () => SiteManifest | null;
  render: Render;
  originOf: () => string;
  budgetMs: number;
  fetchContent: ServerContentFetch;
}) {
  return async (
    pagePath: string,
    readContent: ServerContentFetch = fetchContent,
  ): Promise<string | undefined> => {
    const manifest = currentManifest();
    const result = manifest
      ? await render(
          `${originOf()}${pagePath}`,
          manifest,
          readContent,
          Math.max(budgetMs, INDEX_RENDER_BUDGET_MS),
        )
      : undefined;
    return result?.kind === 'page' && result.status === 200 ? result.html : undefined;
  };
}

/**
 * RENDER_DEFAULTS: budgetMs, the time of one render (area code + content + rendering); pageCacheMs, how long a
 * rendered page is fresh (0: not kept); staleMs, how long after that it may still be served while it is
 * rendered again; maxRenders, renders at once; maxLoad, the event loop's busy share (0 to 1) above which no
 * render starts (1: never) beyond minRendersPerSecond; rendersPerMinute, new renders a client may start a
 * minute (Infinity: no limit); pagesPerMinute and pageBurst, pages a client gets a minute and at once without a pause (Infinity: no limit); limitedPauseMs and maxPaused, the pause before a limited answer.
 */
export function createPageRenderer({
  siteDir,
  currentManifest,
  fetchContent,
  siteUrl = 'http://localhost:8080',
  clientOf = (req) => req.ip ?? req.socket.remoteAddress ?? 'unknown',
  log = console.warn,
  preview: previews,
  ...settings
}: PageRendererOptions) {
  const {
    budgetMs,
    pageCacheMs,
    staleMs,
    maxRenders,
    maxLoad,
    minRendersPerSecond,
    rendersPerMinute,
    pagesPerMinute,
    pageBurst,
    limitedPauseMs,
    maxPaused,
  } = withDefaults(RENDER_DEFAULTS, settings);
  const bundles = createServerBundles(siteDir);
  const readJson = fileCache((file): unknown => JSON.parse(fs.readFileSync(file, 'utf8')));
  const readText = fileCache((file) => fs.readFileSync(file, 'utf8'));
  const load = eventLoopLoad();
  const pages = createRenderCache<RenderedPage>({
    ttlMs: pageCacheMs,
    staleMs,
    maxRenders,
    overloaded: createRenderOverload({ load, maxLoad, minRendersPerSecond }),
  });
  const renderLimit = createClientLimit({ perMinute: rendersPerMinute });
  const pageLimit = createClientLimit({
    perMinute: pagesPerMinute,
    burst: Math.min(pageBurst, pagesPerMinute),
  });
  const sendAfterPause = createLimitedPause({ pauseMs: limitedPauseMs, maxPaused });

  // Loaded now rather than inside the first visitor's time budget (absent before the first build).
  try {
    bundles.shell();
  } catch {
    // Loaded (or reported) on the first request.
  }
  const siteOrigin = new URL(siteUrl).origin;
  const originOf = () => siteOrigin;
  const render = createRender({ bundles, budgetMs, fetchContent, log });

  const shellPage = path.join(siteDir, 'index.html');
  // The shell's page is read for a render or a fallback only: a kept page is sent without touching a file.
  const template = () => readText(shellPage);
  const renderedPage = cachedPageReader({
    bundles,
    pages,
    renderDocument: documentRenderer({ siteDir, readJson, render, fetchContent, template }),
    admitRender: (req) => renderLimit.take(clientOf(req)).ok,
  });

  const answerPage = pageAnswers({
    currentManifest,
    originOf,
    renderedPage,
    log,
    shellPage,
    template,
    sendAfterPause,
  });

  // A client's fair share: within its page limit at once, past it after a pause (x-page-limit: paused).
  const page: RequestHandler = (req, res, next) => {
    if (pageLimit.take(clientOf(req)).ok) return answerPage(req, res, next);
    res.setHeader('x-page-limit', 'paused');
    sendAfterPause(res, () => void Promise.resolve(answerPage(req, res, next)).catch(next));
  };

  const preview = previewHandler({ previews, currentManifest, shellPage, template, originOf, render, log });
  const renderHtml = indexRenderer({ currentManifest, render, originOf, budgetMs, fetchContent });

  return {
    page,
    preview,
    ...seoHandlers(originOf, currentManifest),
    renderHtml,
    invalidate: pages.invalidate,
  };
}

/** The render settings from environment variables (unset ones keep RENDER_DEFAULTS). */
export function renderSettings(env: NodeJS.ProcessEnv = process.env): RenderSettings & { enabled: boolean } {
  return {
    enabled: env.SERVER_RENDERING !== 'off',
    budgetMs: numberSetting(env.RENDER_BUDGET_MS),
    pageCacheMs: numberSetting(env.RENDER_CACHE_MS),
    staleMs: numberSetting(env.RENDER_STALE_MS),
    maxRenders: numberSetting(env.RENDER_MAX_CONCURRENT),
    maxLoad: numberSetting(env.RENDER_MAX_LOAD),
    minRendersPerSecond: numberSetting(env.RENDER_MIN_PER_SECOND),
    rendersPerMinute: limitSetting(env.RENDER_LIMIT_PER_MINUTE, undefined),
    pagesPerMinute: limitSetting(env.PAGE_LIMIT_PER_MINUTE, undefined),
    // The public origin: configured, never taken from a request.
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8080}`,
  };
}
