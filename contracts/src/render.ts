import type { SiteManifest } from './siteManifest';

/** A content read of the server render: `url` as the browser would ask it, answered as parsed JSON. */
export type ServerContentFetch = (url: string, signal: AbortSignal) => Promise<{ data?: unknown[] | null }>;

/**
 * An area version's server build (<site>/areas/<area>/<version>/server/routes.js): its ./routes module. The
 * site server checks that it has a route table; the shell checks each route as it reads it (their pages and
 * reads are the shell's and shared-ui's types, which the site server does not know).
 */
export interface AreaServerBuild {
  routes: unknown[];
}

/** What the site server reads of the content a page was rendered with (TanStack Query's dehydrated state). */
export interface RenderedContent {
  queries: readonly { state: { status: string } }[];
}

/** What the site server asks of the shell's server build to render one page. */
export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  manifest: SiteManifest;
  /** An area's server build (its ./routes module). */
  loadArea: (area: string) => Promise<AreaServerBuild>;
  fetchContent: ServerContentFetch;
  /** Aborted when the render's time is up. */
  signal: AbortSignal;
}

/** `Content`: the shell's own, richer type of the content state (what the site server reads of it at least). */
export type RenderResult<Content extends RenderedContent = RenderedContent> =
  | { kind: 'redirect'; status: number; location: string }
  /** The server should not render this URL: send the client-rendered page. */
  | { kind: 'client-only'; reason: string }
  | {
      kind: 'page';
      status: number;
      /** The inside of #root. */
      html: string;
      /** <style data-emotion> tags for the head. */
      styles: string;
      /** The content the page was rendered with (TanStack Query's dehydrated state). */
      queryState: Content;
      /** The instant (ms) the page was rendered for: hydration shows what was active then (notices). */
      renderedAt: number;
      title: string;
      description?: string;
      /** The area whose page this is (its code and chunks are worth preloading). */
      area?: string;
      routePath?: string;
      /** Content the page read without declaring it with its route: not in the HTML, loaded by the browser. */
      undeclaredReads: string[];
    };

/** The part of a URL a page depends on: its path and only the query parameters its route declares. */
export interface PageAddress {
  path: string;
  /** '' or '?name=value...' */
  search: string;
  /** No page of the site has this path (the 404 page's): answered 404 also when sent client-rendered. */
  notFound?: boolean;
}

/** The shell's server build (dist/server/shell.js) as the site server loads it. */
export interface ShellServerBuild {
  renderPage: (request: RenderRequest) => Promise<RenderResult>;
  pageAddress: (url: string, manifest: SiteManifest) => PageAddress;
  /** The singletons (React, shared-ui, ...) the areas' server builds are given instead of their own. */
  sharedModules: Record<string, unknown>;
}
