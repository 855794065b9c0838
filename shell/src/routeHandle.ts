// A route's handle: what the server and the link prefetching read of a matched route (its own module, so
// that the router and what it renders import it without importing each other).
import type { AnyContentRead, ContentRead } from '@gpa/shared-ui';
import type { SiteRead } from './search/searchRead';

/** What the server needs to know about the matched route: the document title and which area's code it runs. */
export interface RouteHandle {
  title: string;
  path?: string;
  area?: string;
  description?: string;
  /** The query parameters the page reads: the server renders and caches by the path plus these only. */
  query?: string[];
  /** The content reads of a shell page (an area's page declares them in its own route table). */
  content?: (params: URLSearchParams) => AnyContentRead[];
  /** A read of the site server's own JSON the page needs (the search): the server renders with its answer. */
  siteRead?: (params: URLSearchParams) => SiteRead | undefined;
  notFound?: boolean;
  /** An old address of this site: the server answers with a permanent redirect here (a page or another site). */
  redirectTo?: string;
  /** An old address of an uploaded file: the server reads the entry and answers with a redirect to its file. */
  fileRedirect?: ContentRead<'content-files'>;
}
