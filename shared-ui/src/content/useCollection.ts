import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchCollection, type CollectionQuery } from './client';
import { useContentConfig } from './contentConfig';
import type { CollectionName, Collections } from './collections.generated';
import type { StrapiItem } from './strapi';

/** Every content read's query key: ['content', apiUrl, collection, query]. The server reads it back to prefetch. */
export type ContentQueryKey = readonly ['content', string, CollectionName, CollectionQuery<Collections[CollectionName]>];

export const isContentQueryKey = (key: readonly unknown[]): key is ContentQueryKey => key[0] === 'content' && key.length === 4;

/** How often a read is renewed in an open tab, for content that must not stay old there (the notices). */
export interface ContentFreshness {
  staleTime?: number;
  refetchOnWindowFocus?: boolean | 'always';
  refetchInterval?: number | false;
}

/** Server state for one collection read, cached and de-duplicated across every area by TanStack Query. */
export function useCollection<K extends CollectionName>(
  name: K,
  query: CollectionQuery<Collections[K]> = {},
  freshness: ContentFreshness = {},
): UseQueryResult<StrapiItem<Collections[K]>[]> {
  const { apiUrl } = useContentConfig();
  return useQuery({
    queryKey: ['content', apiUrl, name, query],
    queryFn: ({ signal }) => fetchCollection(name, query, signal),
    ...freshness,
  });
}
