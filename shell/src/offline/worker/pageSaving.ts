// Saving pages the visitor has not opened (asked by the page once it is interactive): each from the network
// with the files its HTML names, so that it opens offline; the essential pages the areas declare with them.
import type { Router } from 'workbox-routing';
import type { Strategy } from 'workbox-strategies';
import { buildsKey, essentialPages, type ManifestForWorker } from '../protocol';
import { isServerRendered, namedFiles, needsSaving } from './savedPages';

declare const self: ServiceWorkerGlobalScope;

interface PageSavingOptions {
  router: Router;
  /** Stores a page from the network only (a failure must not pass for a save). */
  saveFromNetwork: Strategy;
  manifestStrategy: Strategy;
  knownManifest: () => Promise<ManifestForWorker | undefined>;
  pagesCache: string;
  manifestPath: string;
}

/**
 * `saveWithEssentialPages`: these pages and the essential pages the areas declare (their routes'
 * offlineEssential), when missing or old; `savePage`: one page again.
 */
export function createPageSaving({
  router,
  saveFromNetwork,
  manifestStrategy,
  knownManifest,
  pagesCache,
  manifestPath,
}: PageSavingOptions) {
  /**
   * Saves one page from the network, and the files its HTML names (the shell's scripts, the area's
   * container and chunks, preloaded or named), so that it opens offline without having been opened.
   */
  async function savePage(url: string, event: ExtendableEvent): Promise<void> {
    const request = new Request(url, { headers: { Accept: 'text/html' } });
    const response = await saveFromNetwork.handle({ request, event });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const html = await response.text();
    if (!isServerRendered(html)) throw new Error(`${url}: not rendered on the server, not saved`);
    const files = namedFiles(html)
      .map((file) => new URL(file, url))
      .filter((file) => file.origin === self.location.origin);
    // A file no route handles is not saved (handleRequest answers undefined).
    await Promise.all(files.map(async (file) => router.handleRequest({ request: new Request(file), event })));
  }

  /** The live manifest: the one known, else the network's (a first visit's page came before the worker ran). */
  async function manifestToSaveWith(event: ExtendableEvent): Promise<ManifestForWorker | undefined> {
    const known = await knownManifest();
    if (known) return known;
    await manifestStrategy.handle({ request: new Request(manifestPath), event }).catch(() => undefined);
    return knownManifest();
  }

  async function saveWithEssentialPages(pages: string[], event: ExtendableEvent): Promise<void> {
    const live = await manifestToSaveWith(event);
    const urls = new Set(
      [...pages, ...(live ? essentialPages(live) : [])].map(
        (page) => new URL(page, self.location.origin).href,
      ),
    );
    await Promise.all(
      [...urls].map(async (page) => {
        const saved = await caches.match(page, { cacheName: pagesCache });
        if (needsSaving(saved, live && buildsKey(live), new Date()))
          await savePage(page, event).catch(() => undefined);
      }),
    );
  }

  return { savePage, saveWithEssentialPages };
}
