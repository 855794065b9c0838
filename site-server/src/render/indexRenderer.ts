// The pages the search index reads (search/siteSearch.ts), rendered as any visitor without cookies gets them.
import type { ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { Render } from './render';

/** The time a render for the search index may take. */
const INDEX_RENDER_BUDGET_MS = 10_000;

/**
 * A page of the live site as everyone gets it (no cookies), for the search index; undefined when it is not a
 * page. Off the request path, so it may take longer than a visitor's render (a busy start).
 */
export function indexRenderer({
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
