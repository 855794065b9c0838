// A content list of documents with its loading, failed and empty states, for the financials pages.
import type { UseQueryResult } from '@tanstack/react-query';
import { FileLinkList, QueryState, type DocumentLike, type StrapiItem } from '@gpa/shared-ui';

interface DocumentListProps<T extends DocumentLike> {
  query: UseQueryResult<StrapiItem<T>[]>;
  /** What the list holds, for the loading and error texts ("audited financial statements"). */
  what: string;
  emptyText: string;
  maxLabel?: number;
}

/** One content list of documents with its loading, failed (Retry) and empty states. */
export function DocumentList<T extends DocumentLike>({
  query,
  what,
  emptyText,
  maxLabel,
}: DocumentListProps<T>) {
  return (
    <QueryState query={query} what={what}>
      {(items) => <FileLinkList items={items} emptyText={emptyText} maxLabel={maxLabel} />}
    </QueryState>
  );
}
