import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { collectionUrl } from '../content/client';
import { isContentQueryKey } from '../content/useCollection';

/**
 * How the server reads the content API: `url` is what the browser would request ("/api/leacs?sort=...");
 * answers the parsed JSON body (the v4 list shape) or throws.
 */
export type ServerContentFetch = (url: string, signal: AbortSignal) => Promise<{ data?: unknown[] | null }>;

/**
 * Fetches every content read a server render registered but could not run (useQuery does not fetch while
 * rendering on the server). A failure leaves the query in its error state, so the next render shows the
 * page's "couldn't load" notice exactly as the browser will after hydrating. Answers how many it fetched.
 */
export async function fetchRegisteredContent(client: QueryClient, fetchContent: ServerContentFetch, signal: AbortSignal): Promise<number> {
  const pending = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && isContentQueryKey(query.queryKey) });
  await Promise.all(
    pending.map(({ queryKey }) => {
      if (!isContentQueryKey(queryKey)) return undefined;
      const [, , name, query] = queryKey;
      return client
        .fetchQuery({
          queryKey,
          // The same result as fetchCollection: a null data array is an empty list.
          queryFn: async () => (await fetchContent(collectionUrl(name, query), signal)).data ?? [],
          retry: false,
        })
        .catch(() => undefined);
    }),
  );
  return pending.length;
}

/** The cache to embed in the page: answers and failures (both render), never reads still in flight. */
export const dehydrateContent = (client: QueryClient): DehydratedState =>
  dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
