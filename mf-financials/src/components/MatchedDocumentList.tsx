// A fixed list of documents whose files arrive from the content service, matched by Anchor.
import type { UseQueryResult } from '@tanstack/react-query';
import { FileLinkList, Problem, type DocumentLike, type StrapiItem } from '@gpa/shared-ui';
import { matchDocuments, type WantedDocument } from '../content/matchDocuments';

interface MatchedDocumentListProps {
  query: UseQueryResult<StrapiItem<DocumentLike>[]>;
  documents: readonly WantedDocument[];
  /** What the files are, for the error text ("rate schedule files"). */
  what: string;
  /** Off for a second list fed by the same read, so a failure is reported once. */
  reportError?: boolean;
}

/**
 * A fixed list of documents whose files come from the content service (matched by Anchor). The labels show
 * at once and become links when the files arrive, so nothing moves; a failed read adds a notice with Retry.
 */
export function MatchedDocumentList({
  query,
  documents,
  what,
  reportError = true,
}: MatchedDocumentListProps) {
  return (
    <>
      {reportError && query.isError ? (
        <Problem
          title={`We couldn't load the ${what} right now.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          The list below shows their names; the links come back when you retry.
        </Problem>
      ) : null}
      <div aria-busy={query.isPending}>
        <FileLinkList items={matchDocuments(documents, query.data)} />
      </div>
    </>
  );
}
