// The shape of an area's route table entry (a page with its published route).
import type { PublishedRoute } from '@gpa/contracts';
import type { ComponentType } from 'react';
import type { AnyContentRead } from '../content/useCollection';

/**
 * One page of an area. Each remote's `src/routes.tsx` is a plain array of these: the shell renders the
 * pages, and the build publishes what the rest of the site may know of each (PublishedRoute, @gpa/contracts)
 * as `routes.json` beside the area's mf-manifest.json, so the shell knows which area owns a URL before
 * loading any of its code.
 * Keep the array literal (no function calls at module level): the build reads it without bundling.
 */
export interface AreaRoute extends PublishedRoute {
  /**
   * Every content read the page makes, from its declared query parameters: the server runs them before its
   * one render, and the browser prefetches them when a visitor points at a link to the page. A function, so
   * that reading the route table at build time runs nothing. When a parameter changes what it reads, the
   * route declares its `views`: the build runs it for each (the admin names the view of each collection).
   */
  content?: (params: URLSearchParams) => AnyContentRead[];
  page: () => Promise<{ default: ComponentType }>;
}

/** The module every remote exposes as `./routes`. */
export interface AreaRoutesModule {
  routes: AreaRoute[];
}
