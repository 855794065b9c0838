// Reads a page's declared content into the query cache before its server render.
import type { ServerContentFetch } from '@gpa/contracts';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { collectionUrl } from '../content/client';
import { contentConfigStore } from '../content/contentConfig';
import type { CollectionName, Collections } from '../content/collections.generated';
import type { StrapiItem } from '../content/strapi';
import {
  anyRead,
  contentQuery,
  isContentQueryKey,
  type AnyContentRead,
  type ContentRead,
} from '../content/useCollection';

/** How the server reads the content API (one type for the shell and the site server). */
export type { ServerContentFetch };

/**
 * Runs a page's declared content reads, all at once, into the query cache before its one render. A failure
 * leaves the read in its error state, so the render shows the page's "couldn't load" notice exactly as the
 * browser will after hydrating.
 */
export async function prefetchDeclaredContent(
  client: QueryClient,
  reads: AnyContentRead[],
  fetchContent: ServerContentFetch,
  signal: AbortSignal,
): Promise<void> {
  const { apiUrl } = contentConfigStore.getState();
  await Promise.all(
    reads.map(anyRead).map((read) =>
      client
        .fetchQuery({
          queryKey: contentQuery(apiUrl, read).queryKey,
          // The same result as fetchCollection: a null data array is an empty list.
          queryFn: async () =>
            (await fetchContent(collectionUrl(read.collection, read.query), signal)).data ?? [],
          retry: false,
        })
        .catch(() => undefined),
    ),
  );
}

/** What a declared read fetched before the render (undefined when it failed or was not declared). */
export function prefetchedContent<K extends CollectionName>(
  client: QueryClient,
  read: ContentRead<K>,
): StrapiItem<Collections[K]>[] | undefined {
  return client.getQueryData(contentQuery(contentConfigStore.getState().apiUrl, read).queryKey);
}

/**
 * The content reads a render made that its route did not declare (useQuery does not fetch while rendering on
 * the server): as URLs, for the server to report. They load in the browser after hydration.
 */
export function undeclaredReads(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && isContentQueryKey(query.queryKey) })
    .flatMap(({ queryKey }) =>
      isContentQueryKey(queryKey) ? [collectionUrl(queryKey[2], queryKey[3])] : [],
    );
}

/** The cache to embed in the page: answers and failures (both render), never reads still in flight. */
export const dehydrateContent = (client: QueryClient): DehydratedState =>
  dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });

/**
 * Puts the content a server-rendered page came with into the browser's cache as read when the page arrived.
 * The site server drops its rendered pages at every content change notice, so a page is current when it is
 * sent however long ago it was rendered: reading its content again on hydration would only download it
 * twice. (A page shown from the offline copy is read again by the shell's offline support.)
 */
export function hydrateContent(client: QueryClient, state: DehydratedState, arrivedAt = Date.now()): void {
  const queries = state.queries.map((query) =>
    query.state.status === 'success'
      ? { ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } }
      : query,
  );
  hydrate(client, { ...state, queries });
}
