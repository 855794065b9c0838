// A titled document list with its own loading, empty and failed states, for the corporate pages.
import { EmptyState, FileLinkList, QueryState, type DocumentLike, type StrapiItem } from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

interface DocumentSectionProps<T extends DocumentLike> {
  title: string;
  query: UseQueryResult<StrapiItem<T>[]>;
  /** What the list holds, for the loading and error texts ("engineering documents"). */
  what: string;
  /** Cut each label to this many characters plus an ellipsis. */
  maxLabel?: number;
  headingLevel?: 2 | 3;
  /** Text or links shown under the heading, whatever the list's state. */
  children?: ReactNode;
}

/**
 * One titled document list of a page: its heading, its own loading, empty and failed states (a failed list
 * leaves the rest of the page working), and the shared FileLinkList (file, else Link, else plain text).
 */
export function DocumentSection<T extends DocumentLike>({
  title,
  query,
  what,
  maxLabel,
  headingLevel = 2,
  children,
}: DocumentSectionProps<T>) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
      <QueryState query={query} what={what}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>No {what} have been published yet.</EmptyState>
          ) : (
            <FileLinkList items={items} maxLabel={maxLabel} />
          )
        }
      </QueryState>
    </section>
  );
}
