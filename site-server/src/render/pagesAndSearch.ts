// The page renderer and the site search wired together: the search index is built from the pages as
// rendered here, and the render of /search reads the index; a content change drops what shows it in both.
import type { ServerContentFetch } from '@gpa/contracts';
import type { ContentReads } from '../content/contentSurface';
import { confirmedChanges, type createChangeStream } from '../content/changeStream';
import type { Purge } from '../edge/edgePurge';
import { warmAwareClientOf } from '../edge/edgeWarm';
import { collectionKey, SEARCH_KEY, uploadKey } from '../edge/surrogateKeys';
import type { ManifestSource } from '../releases/manifestSource';
import type { SearchShare } from '../search/sharedBuild';
import { createSiteSearch, type SearchIndexStats } from '../search/siteSearch';
import { createPageRenderer, type PageRendererOptions } from './pages';
import { createDraftReader } from './preview';
import type { RenderSettings } from './renderSettings';

/** Draft previews: only with the secret Strapi signs preview links with (off without it). */
function previewSettings({
  secret,
  contentUrl,
  adminUrl,
  readContent,
}: {
  secret: string | undefined;
  contentUrl: string;
  adminUrl: string;
  readContent: ServerContentFetch;
}) {
  if (!secret) return undefined;
  return {
    secret,
    readDrafts: createDraftReader({ contentUrl, secret, readPublished: readContent }),
    adminOrigins: [new URL(adminUrl).origin],
  };
}

export interface PagesAndSearchOptions {
  siteDir: string;
  contentUrl: string;
  renderOptions: RenderSettings;
  /** The secret of the content service's change notices, which also signs preview links. */
  contentChangesSecret: string | undefined;
  adminUrl: string;
  /** The public surface's content reads and its cache (content/contentSurface.ts). */
  reads: ContentReads;
  changeStream: ReturnType<typeof createChangeStream>;
  purgeEdge: Purge;
  liveManifest: ManifestSource;
  visitorManifest: PageRendererOptions['currentManifest'];
  searchesPerMinute: number | undefined;
  searchShare: SearchShare<SearchIndexStats> | undefined;
}

/** The page renderer and the site search (each reads the other), and what a content change drops in both. */
export function createPagesAndSearch({
  siteDir,
  contentUrl,
  renderOptions: { clientOf, ...renderOptions },
  contentChangesSecret,
  adminUrl,
  reads: { readContent, readInBackground, invalidateContent },
  changeStream,
  purgeEdge,
  liveManifest,
  visitorManifest,
  searchesPerMinute,
  searchShare,
}: PagesAndSearchOptions) {
  const preview = previewSettings({ secret: contentChangesSecret, contentUrl, adminUrl, readContent });
  // The edge's warming runs count as their own client each, not as the edge's address (edge/edgeWarm.ts).
  const clientOfRequest = warmAwareClientOf(contentChangesSecret, clientOf);
  // A change saved in Strapi, or a notice's Starts at / Ends at passing: the affected content reads and the
  // rendered pages are dropped at once, then open tabs told (and both once more a moment later).
  const pushChange = confirmedChanges({
    drop: (collections) => (invalidateContent(collections), pages.invalidate()),
    publish: changeStream.publish,
  });
  const forgetChange = (collections: string[]) => {
    search.contentChanged(collections);
    pushChange(collections);
  };
  // The edges drop what shows it once this process has (the worker that received the notice; each worker's timers).
  const purgeCollections = (collections: string[]) => purgeEdge(collections.map(collectionKey));
  // Site search (search/): its index is built from the pages as rendered here; the render of /search reads it.
  const search = createSiteSearch({
    currentManifest: liveManifest.current,
    // Its reads and renders leave half the content service's slots to visitors (a rebuild never makes them wait).
    readContent: readInBackground,
    renderHtml: (pagePath, onRead) =>
      pages.renderHtml(pagePath, (url, signal) => (onRead(url), readInBackground(url, signal))),
    contentUrl,
    searchesPerMinute,
    clientOf: clientOfRequest,
    onIndexed: () => {
      pages.invalidate();
      purgeEdge([SEARCH_KEY]);
    },
    share: searchShare,
  });
  const fetchContent = search.withSearchReads(readContent);
  const pages = createPageRenderer({
    siteDir,
    currentManifest: visitorManifest,
    fetchContent,
    preview,
    ...renderOptions,
    clientOf: clientOfRequest,
  });
  const purgeUploads = (urls: string[]) => purgeEdge(urls.map(uploadKey));
  return { pages, search, forgetChange, purgeCollections, purgeUploads };
}
