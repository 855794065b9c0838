// How the customer pages show a content list: loading, failed with Retry, empty, or its items.
import { EmptyState, QueryState, type StrapiItem } from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface CollectionViewProps<T> {
  query: UseQueryResult<StrapiItem<T>[]>;
  /** What the list holds, for the loading and error texts ("safety tips"). */
  what: string;
  /** Shown when the content service answers with no items. */
  empty: string;
  children: (items: StrapiItem<T>[]) => ReactNode;
}

/** Every content list of the area: loading, failed (with Retry), empty, or the items. */
export function CollectionView<T>({ query, what, empty, children }: CollectionViewProps<T>) {
  return (
    <QueryState query={query} what={what}>
      {(items) => (items.length === 0 ? <EmptyState>{empty}</EmptyState> : children(items))}
    </QueryState>
  );
}
