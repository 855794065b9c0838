import type { ComponentType } from 'react';
import type { AnyContentRead } from '../content/useCollection';

/**
 * One page of an area. Each remote's `src/routes.tsx` is a plain array of these: the shell renders the
 * pages, and the build publishes `path` and `title` as `routes.json` beside the area's mf-manifest.json so
 * the shell knows which area owns a URL before loading any of its code.
 * Keep the array literal (no function calls at module level): the build reads it without bundling.
 */
export interface AreaRoute {
  /** A React Router path pattern, absolute: "/leac", "/corporate/human-resources/*". */
  path: string;
  /** The document title and the search label of the page. */
  title: string;
  /** The page's meta description (search results, link previews); the site's own otherwise. */
  description?: string;
  /**
   * The query parameters the page reads (`?tab=`, `?q=`): the server renders and caches a page by its path
   * plus these; any other parameter (a tracking tag) is ignored and left out of the canonical URL.
   */
  query?: string[];
  /**
   * Every content read the page makes, from its declared query parameters: the server runs them before its
   * one render, and the browser prefetches them when a visitor points at a link to the page. A function, so
   * that reading the route table at build time runs nothing.
   */
  content?: (params: URLSearchParams) => AnyContentRead[];
  page: () => Promise<{ default: ComponentType }>;
}

/** What an area publishes about its routes (`routes.json`). */
export interface PublishedRoute {
  path: string;
  title: string;
  description?: string;
  query?: string[];
}

/** The module every remote exposes as `./routes`. */
export interface AreaRoutesModule {
  routes: AreaRoute[];
}
