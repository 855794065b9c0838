// Content reads and the hooks pages read them with (the shared query keys).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchCollection, type CollectionQuery } from './client';
import { useContentConfig } from './contentConfig';
import type { CollectionName, Collections } from './collections.generated';
import type { StrapiItem } from './strapi';

/** Every content read's query key: ['content', apiUrl, collection, query]. The server reads it back to prefetch. */
export type ContentQueryKey = readonly [
  'content',
  string,
  CollectionName,
  CollectionQuery<Collections[CollectionName]>,
];

export const isContentQueryKey = (key: readonly unknown[]): key is ContentQueryKey =>
  key[0] === 'content' && key.length === 4;

/**
 * One content read: a collection and its query, declared once in an area's src/content/*.ts and used by the
 * page's hook, by its route (the server reads it before the one render; the browser prefetches it when a
 * visitor points at a link) and by nothing else.
 */
export interface ContentRead<K extends CollectionName = CollectionName> {
  readonly collection: K;
  readonly query: CollectionQuery<Collections[K]>;
}

/** A read of any collection, as routes list them (each read was typed by its collection's fields where declared). */
export interface AnyContentRead {
  readonly collection: CollectionName;
  readonly query: object;
}

/** A listed read back as a content read, to key and fetch it exactly as the page's hook does. */
export const anyRead = (read: AnyContentRead): ContentRead => read;

export const contentRead = <K extends CollectionName>(
  collection: K,
  query: CollectionQuery<Collections[K]> = {},
): ContentRead<K> => ({ collection, query });

/** The cache entry and fetch of one read, for the hook and for prefetching. */
export const contentQuery = <K extends CollectionName>(
  apiUrl: string,
  { collection, query }: ContentRead<K>,
) => ({
  queryKey: ['content', apiUrl, collection, query] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCollection(collection, query, signal),
});

/** How often a read is renewed in an open tab, for content that must not stay old there (the notices). */
export interface ContentFreshness {
  staleTime?: number;
  refetchOnMount?: boolean;
  refetchOnWindowFocus?: boolean | 'always';
  refetchInterval?: number | false;
}

/** Server state for one declared read, cached and de-duplicated across every area by TanStack Query. */
export function useContent<K extends CollectionName>(
  read: ContentRead<K>,
  freshness: ContentFreshness = {},
): UseQueryResult<StrapiItem<Collections[K]>[]> {
  const { apiUrl } = useContentConfig();
  return useQuery({ ...contentQuery(apiUrl, read), ...freshness });
}

/** Server state for one collection read (prefer a declared read and useContent in pages). */
export const useCollection = <K extends CollectionName>(
  name: K,
  query: CollectionQuery<Collections[K]> = {},
): UseQueryResult<StrapiItem<Collections[K]>[]> => useContent(contentRead(name, query));
