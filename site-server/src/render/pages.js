// Every page of the site, rendered on the server when it can be, client-rendered (the shell's index.html
// with the manifest inlined, as before server rendering) when it cannot: the shell's or an area's server
// build missing, failing or slower than the time budget, the content service down or slow. Never an
// error page. Rendered pages are kept a few seconds, keyed by URL and the live versions.
const fs = require('node:fs');
const path = require('node:path');
const { areaVersionDir, areaVersionPath, readSiteManifest } = require('../siteManifest');
const { dismissedNoticesCookie } = require('./dismissedNotices');
const { composePage } = require('./document');
const { pageSecurityPolicy } = require('./securityPolicy');
const { createServerBundles } = require('./serverBundles');
const { robotsTxt, sitemapXml } = require('./seo');

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

/**
 * @param {object} options
 * @param {string} options.siteDir
 * @param {(url: string, signal?: AbortSignal) => Promise<unknown>} options.fetchContent  the server's content
 *   reads ("/api/<collection>?..." as the browser would ask), through the public surface's cache
 * @param {number} [options.budgetMs]      time budget of one render (area code + content + rendering)
 * @param {number} [options.pageCacheMs]   how long a rendered page is reused
 * @param {string} [options.siteUrl]       public origin for canonical URLs and the sitemap (default: the request's)
 * @param {(message: string) => void} [options.log]
 */
function createPageRenderer({ siteDir, fetchContent, budgetMs = 1500, pageCacheMs = 5000, siteUrl, log = console.warn }) {
  const bundles = createServerBundles(siteDir);
  const readJson = fileCache((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
  const readText = fileCache((file) => fs.readFileSync(file, 'utf8'));
  const rendered = new Map(); // key -> { expires, result }

  const manifestOf = () => readSiteManifest(siteDir);
  // Loaded now rather than inside the first visitor's time budget (absent before the first build).
  try {
    bundles.shell();
  } catch {
    // Loaded (or reported) on the first request.
  }
  const originOf = (req) => siteUrl ?? `${req.protocol}://${req.get('host')}`;

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

  /** Renders within the budget; throws on any failure (the caller falls back). */
  async function render(url, manifest, cookies) {
    const { renderPage } = bundles.shell();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RenderTimeout(budgetMs)), budgetMs);
    const timedOut = new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
    try {
      const rendering = renderPage({
        url,
        manifest,
        signal: controller.signal,
        fetchContent,
        cookies,
        loadArea: async (area) => {
          const entry = manifest.areas[area];
          if (!entry) throw new Error(`Unknown area ${area}`);
          return bundles.area(area, entry.version);
        },
      });
      // The budget holds even for code that ignores the abort signal (an area whose page never resolves).
      return await Promise.race([rendering, timedOut]);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** The cached or fresh render result of `url`, keyed by the live versions too. */
  async function renderCached(url, manifest, cookies) {
    const key = `${url}|${JSON.stringify(Object.values(manifest.areas).map((entry) => entry.version))}|${manifest.maintenance}|${cookies}`;
    const hit = rendered.get(key);
    if (hit && hit.expires > Date.now()) return hit.result;
    const result = await render(url, manifest, cookies);
    // A page showing a failed content read is not kept: the next visitor gets a fresh try.
    if (result.kind === 'page' && result.queryState?.queries?.some((query) => query.state?.status === 'error')) return result;
    if (rendered.size >= 200) rendered.delete(rendered.keys().next().value);
    rendered.set(key, { expires: Date.now() + pageCacheMs, result });
    return result;
  }

  async function page(req, res) {
    const shellPage = path.join(siteDir, 'index.html');
    if (!fs.existsSync(shellPage)) return res.status(503).type('text').send('The site is not built yet: run npm run build');
    const template = readText(shellPage);
    const manifest = manifestOf();
    const origin = originOf(req);
    const url = new URL(req.originalUrl, origin).href;
    const canonical = `${origin}${req.path}`;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pageSecurityPolicy(manifest?.content));

    let result;
    try {
      // Without a manifest the shell fetches it and offers a Retry: nothing to render here.
      if (manifest) result = await renderCached(url, manifest, dismissedNoticesCookie(req.get('cookie')));
    } catch (error) {
      log(`server render of ${req.originalUrl} failed, sending the client-rendered page: ${error?.message ?? error}`);
    }
    if (result?.kind === 'redirect') return res.redirect(result.status, result.location);
    if (result?.kind === 'page') {
      const body = composePage(template, { ...result, manifest, url: canonical, preload: preloadFor(manifest, result.area, result.routePath) });
      return res.status(result.status).type('html').send(body);
    }
    // The page as before server rendering, with the manifest inlined so the shell does not fetch it.
    res.type('html').send(manifest ? composePage(template, { manifest, url: canonical }) : template);
  }

  function robots(req, res) {
    res.type('text').send(robotsTxt(originOf(req)));
  }

  function sitemap(req, res) {
    const manifest = manifestOf();
    if (!manifest) return res.status(503).type('text').send('The site is not built yet');
    res.type('application/xml').send(sitemapXml(originOf(req), manifest));
  }

  return { page, robots, sitemap, invalidate: () => rendered.clear() };
}

module.exports = { createPageRenderer, RenderTimeout };
