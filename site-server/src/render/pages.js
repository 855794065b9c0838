// Every page of the site, rendered on the server when it can be, client-rendered (the shell's index.html
// with the manifest inlined, as before server rendering) when it cannot: the shell's or an area's server
// build missing, failing or slower than the time budget, the content service down or slow, too many renders
// at once, or one client asking for too many new pages. Never an error page.
// A page is rendered and cached by its path plus only the query parameters its route declares (the shell's
// pageAddress), with the live versions; see renderCache.js for how renders are shared and bounded. The
// answer header x-render-cache says what happened.
const fs = require('node:fs');
const path = require('node:path');
const { createClientLimit, createLimitedPause, limitSetting } = require('../clientLimits');
const { areaVersionDir, areaVersionPath } = require('../siteManifest');
const { dismissedNoticesCookie } = require('./dismissedNotices');
const { numberSetting } = require('../surface');
const { composePage } = require('./document');
const { createRenderCache } = require('./renderCache');
const { createRenderOverload } = require('./renderFloor');
const { pageSecurityPolicy } = require('./securityPolicy');
const { createServerBundles } = require('./serverBundles');
const { previewDocument, previewSecurityPolicy } = require('./preview');
const { verifiedPreviewPath } = require('@gpa/content-catalog/preview-link');
const { robotsTxt, sitemapXml } = require('./seo');

const RENDER_DEFAULTS = {
  budgetMs: 1500,
  pageCacheMs: 5000,
  staleMs: 3_600_000,
  maxRenders: 4,
  // No render starts while the event loop was busier than this share of the last 100 ms: the requests
  // waiting for it (a visitor's cached page among them) would wait behind the render.
  maxLoad: 0.8,
  // ... but at least this many renders a second start in each worker however busy it is (renderFloor.js).
  minRendersPerSecond: 50,
  rendersPerMinute: 120,
  // A client over its render limit gets the client-rendered page after about this pause (0.5 to 1.5 times),
  // as the content surface does with its 429s.
  limitedPauseMs: 1000,
  maxPaused: 1000,
};

class RenderTimeout extends Error {
  constructor(ms) {
    super(`the server render took longer than ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

/** Reads a JSON file again only when it changed. */
function fileCache(read) {
  const entries = new Map();
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
function eventLoopLoad(intervalMs = 100) {
  let previous = performance.eventLoopUtilization();
  let share = 0;
  setInterval(() => {
    const current = performance.eventLoopUtilization();
    share = performance.eventLoopUtilization(current, previous).utilization;
    previous = current;
  }, intervalMs).unref();
  return () => share;
}

/**
 * @param {object} options
 * @param {string} options.siteDir
 * @param {() => object | null} options.currentManifest  the live site manifest (manifestSource.js)
 * @param {(url: string, signal?: AbortSignal) => Promise<unknown>} options.fetchContent  the server's content
 *   reads ("/api/<collection>?..." as the browser would ask), through the public surface's cache
 * @param {string} [options.siteUrl]       public origin for canonical URLs, Open Graph and the sitemap; never
 *   the request's Host, which any client (or a shared cache's poisoner) chooses
 * @param {(req) => string} [options.clientOf]  the client of the per-client render limit (default req.ip:
 *   the X-Forwarded-For address when TRUST_PROXY is set)
 * @param {(message: string) => void} [options.log]
 * @param {{ secret: string, readDrafts: (url: string, signal?: AbortSignal) => Promise<unknown>, adminOrigins: string[] }} [options.preview]
 *   previews of drafts (preview.js): the secret that signs their links, the draft reads, who may frame them
 * Other options (RENDER_DEFAULTS): budgetMs, the time of one render (area code + content + rendering);
 * pageCacheMs, how long a rendered page is fresh (0: not kept); staleMs, how long after that it may still be
 * served while it is rendered again; maxRenders, renders at once; maxLoad, the event loop's busy share (0 to 1)
 * above which no render starts (1: never) beyond minRendersPerSecond; rendersPerMinute, new renders a client may
 * start a minute (Infinity: no limit); limitedPauseMs and maxPaused, the pause before a limited answer.
 */
function createPageRenderer({ siteDir, currentManifest, fetchContent, siteUrl = 'http://localhost:8080', clientOf = (req) => req.ip ?? req.socket.remoteAddress, log = console.warn, preview: previews, ...settings }) {
  const { budgetMs, pageCacheMs, staleMs, maxRenders, maxLoad, minRendersPerSecond, rendersPerMinute, limitedPauseMs, maxPaused } = {
    ...RENDER_DEFAULTS,
    ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
  };
  const bundles = createServerBundles(siteDir);
  const readJson = fileCache((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const readText = fileCache((file) => fs.readFileSync(file, 'utf8'));
  const load = eventLoopLoad();
  const pages = createRenderCache({ ttlMs: pageCacheMs, staleMs, maxRenders, overloaded: createRenderOverload({ load, maxLoad, minRendersPerSecond }) });
  const renderLimit = createClientLimit({ perMinute: rendersPerMinute });
  const sendAfterPause = createLimitedPause({ pauseMs: limitedPauseMs, maxPaused });

  // Loaded now rather than inside the first visitor's time budget (absent before the first build).
  try {
    bundles.shell();
  } catch {
    // Loaded (or reported) on the first request.
  }
  const siteOrigin = new URL(siteUrl).origin;
  const originOf = () => siteOrigin;

  /** The owning area's remoteEntry, ./routes code and page chunks: the browser fetches them alongside the shell's. */
  function preloadFor(manifest, area, routePath) {
    const entry = area && manifest.areas[area];
    if (!entry) return [];
    const dir = areaVersionDir(siteDir, area, entry.version);
    const optional = (file) => (fs.existsSync(path.join(dir, file)) ? readJson(path.join(dir, file)) : undefined);
    try {
      const { metaData, exposes } = readJson(path.join(dir, 'mf-manifest.json'));
      const routes = exposes.find((expose) => expose.path === './routes');
      const files = [
        `${metaData.remoteEntry.path}${metaData.remoteEntry.name}`,
        ...(routes?.assets.js.sync ?? []),
        // Built by shared-ui/build/route-table.js; older builds have none.
        ...(optional('page-chunks.json')?.[routePath] ?? []),
      ];
      return [...new Set(files)].map((file) => `${areaVersionPath(area, entry.version)}${file}`);
    } catch {
      return [];
    }
  }

  /** Renders within the budget with these content reads; throws on any failure (the caller falls back). */
  async function render(url, manifest, cookies, readContent = fetchContent) {
    const { renderPage } = bundles.shell();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RenderTimeout(budgetMs)), budgetMs);
    const timedOut = new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
    try {
      const rendering = renderPage({
        url,
        manifest,
        cookies,
        signal: controller.signal,
        fetchContent: readContent,
        loadArea: async (area) => {
          const entry = manifest.areas[area];
          if (!entry) throw new Error(`Unknown area ${area}`);
          return bundles.area(area, entry.version);
        },
      });
      // The budget holds even for code that ignores the abort signal (an area whose page never resolves).
      const result = await Promise.race([rendering, timedOut]);
      // One render per page: a read its route does not declare is not in the HTML (the browser loads it).
      if (result.undeclaredReads?.length) log(`${url} read content its route does not declare: ${result.undeclaredReads.join(', ')}`);
      return result;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  // Each load of the shell's server build gets a number: after a shell release no page the old shell rendered
  // is served again, not even while it is rendered anew (the browser would run the new shell on it).
  const shellBuilds = new WeakMap();
  let shellBuildsSeen = 0;
  const shellBuildOf = (shell) => {
    if (!shellBuilds.has(shell)) shellBuilds.set(shell, (shellBuildsSeen += 1));
    return shellBuilds.get(shell);
  };

  /** The page for one address, the live builds and the visitor's dismissed notices (the only per-visitor part). */
  const cacheKey = (address, manifest, cookies, shell) =>
    JSON.stringify([`${address.path}${address.search}`, shellBuildOf(shell), Object.values(manifest.areas).map((entry) => entry.version), Boolean(manifest.maintenance), cookies]);

  // A page showing a failed content read is not kept: the next visitor gets a fresh try.
  const worthKeeping = (result) => !(result.kind === 'page' && result.queryState?.queries?.some((query) => query.state?.status === 'error'));

  /** The render cache's outcome for this request, with the address the page depends on. */
  async function renderedPage(req, origin, manifest) {
    const shell = bundles.shell();
    const address = shell.pageAddress(new URL(req.originalUrl, origin).href, manifest);
    const cookies = dismissedNoticesCookie(req.get('cookie'));
    const outcome = await pages.read(cacheKey(address, manifest, cookies, shell), () => render(`${origin}${address.path}${address.search}`, manifest, cookies), {
      admitRender: () => renderLimit.take(clientOf(req)).ok,
      keep: worthKeeping,
    });
    return { address, outcome };
  }

  async function page(req, res) {
    const shellPage = path.join(siteDir, 'index.html');
    if (!fs.existsSync(shellPage)) return res.status(503).type('text').send('The site is not built yet: run npm run build');
    const template = readText(shellPage);
    const manifest = currentManifest();
    const origin = originOf(req);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pageSecurityPolicy(manifest?.content));

    // Without a manifest the shell fetches it and offers a Retry: nothing to render here.
    let address = { path: req.path, search: '' };
    let outcome = { state: 'bypass' };
    if (manifest) {
      try {
        ({ address, outcome } = await renderedPage(req, origin, manifest));
      } catch (error) {
        outcome = { state: 'failed', error };
      }
    }
    if (outcome.state === 'failed') log(`server render of ${req.originalUrl} failed, sending the client-rendered page: ${outcome.error?.message ?? outcome.error}`);
    res.setHeader('x-render-cache', outcome.state);
    const canonical = `${origin}${address.path}${address.search}`;
    const { result } = outcome;
    if (result?.kind === 'redirect') return res.redirect(result.status, result.location);
    if (result?.kind === 'page') {
      const body = composePage(template, { ...result, manifest, url: canonical, preload: preloadFor(manifest, result.area, result.routePath) });
      return res.status(result.status).type('html').send(body);
    }
    // The page as before server rendering, with the manifest inlined so the shell does not fetch it.
    const send = () => res.type('html').send(manifest ? composePage(template, { manifest, url: canonical }) : template);
    return outcome.state === 'limited' ? sendAfterPause(res, send) : send();
  }

  /** A page with drafts, for a preview link the content service signed; never kept, never indexed. */
  async function preview(req, res) {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const pagePath = previews && verifiedPreviewPath(req.query, previews.secret);
    if (!pagePath) return res.status(403).type('text').send('This preview link is not valid or has expired: open the preview again from the admin.');
    const manifest = currentManifest();
    const shellPage = path.join(siteDir, 'index.html');
    if (!manifest || !fs.existsSync(shellPage)) return res.status(503).type('text').send('The site is not built yet: run npm run build');
    const url = `${originOf(req)}${pagePath}`;
    let result;
    try {
      result = await render(url, manifest, '', previews.readDrafts);
    } catch (error) {
      log(`preview of ${pagePath} failed: ${error?.message ?? error}`);
      return res.status(502).type('text').send('The preview could not be rendered: try again in a moment.');
    }
    if (result.kind !== 'page') return res.status(404).type('text').send('This page cannot be previewed.');
    res.removeHeader('X-Frame-Options');
    res.setHeader('Content-Security-Policy', previewSecurityPolicy(manifest.content, previews.adminOrigins));
    const body = composePage(readText(shellPage), { ...result, manifest, url });
    return res.status(result.status).type('html').send(previewDocument(body));
  }

  function robots(req, res) {
    res.type('text').send(robotsTxt(originOf(req)));
  }

  function sitemap(req, res) {
    const manifest = currentManifest();
    if (!manifest) return res.status(503).type('text').send('The site is not built yet');
    res.type('application/xml').send(sitemapXml(originOf(req), manifest));
  }

  return { page, preview, robots, sitemap, invalidate: pages.invalidate };
}

/** The render settings from environment variables (unset ones keep RENDER_DEFAULTS). */
function renderSettings(env = process.env) {
  return {
    enabled: env.SERVER_RENDERING !== 'off',
    budgetMs: numberSetting(env.RENDER_BUDGET_MS),
    pageCacheMs: numberSetting(env.RENDER_CACHE_MS),
    staleMs: numberSetting(env.RENDER_STALE_MS),
    maxRenders: numberSetting(env.RENDER_MAX_CONCURRENT),
    maxLoad: numberSetting(env.RENDER_MAX_LOAD),
    minRendersPerSecond: numberSetting(env.RENDER_MIN_PER_SECOND),
    rendersPerMinute: limitSetting(env.RENDER_LIMIT_PER_MINUTE, undefined),
    // The public origin: configured, never taken from a request.
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8080}`,
  };
}

module.exports = { createPageRenderer, renderSettings, RenderTimeout };
