// One server render of a page by the shell's server build: within a time budget, with the given content reads.
import type { RenderResult, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { createServerBundles } from './serverBundles';

export class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`the server render took longer than ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

export type ServerBundles = ReturnType<typeof createServerBundles>;
export type Render = (
  url: string,
  manifest: SiteManifest,
  readContent?: ServerContentFetch,
  timeBudgetMs?: number,
) => Promise<RenderResult>;

/** Renders within the budget with these content reads; throws on any failure (the caller falls back). */
export function createRender({
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
