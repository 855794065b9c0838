// Every page of the site, rendered on the server when it can be, client-rendered (the shell's index.html
// with the manifest inlined, as before server rendering) when it cannot: the shell's or an area's server
// build missing, failing or slower than the time budget, the content service down or slow, too many renders
// at once, or one client asking for too many new pages. Never an error page. This file wires the parts:
// render.ts renders one page; keptPages.ts keys, composes and compresses what the render cache
// (renderCache.ts) keeps; pageAnswers.ts answers a request; renderFloor.ts sheds renders while the event
// loop is busy; previewAnswer.ts, seo.ts and indexRenderer.ts answer previews, robots/sitemap and the search
// index. The answer header x-render-cache says what happened. A kept page is its HTML compressed once
// (Brotli and gzip) with its ETag: a hit only writes the bytes the request accepts (releases/encodings.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import type { ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { withDefaults } from '../process/withDefaults';
import { createLimitedPause } from '../security/limitedPause';
import { fileCache } from './fileCache';
import { indexRenderer } from './indexRenderer';
import { cachedPageReader, documentRenderer, type RenderedPage } from './keptPages';
import { pageAnswers } from './pageAnswers';
import { previewHandler } from './previewAnswer';
import { createRender } from './render';
import { createRenderCache } from './renderCache';
import { RENDER_DEFAULTS, type PreviewSettings, type RenderSettings } from './renderSettings';
import { createRenderOverload, eventLoopLoad } from './renderFloor';
import { createServerBundles } from './serverBundles';
import { seoHandlers } from './seo';
import { clientAddressOf } from '../process/clientAddress';

export interface PageRendererOptions extends RenderSettings {
  siteDir: string;
  /** The live site manifest (manifestSource.ts). */
  currentManifest: () => SiteManifest | null;
  /** The server's content reads ("/api/<collection>?..." as the browser would ask), through the public surface's cache. */
  fetchContent: ServerContentFetch;
  preview?: PreviewSettings;
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
  clientOf = clientAddressOf,
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
