import styled from '@emotion/styled';
import type { SearchHit, SnippetPiece } from '@gpa/contracts';
import {
  AVAILABLE_PROCUREMENTS,
  ExternalLink,
  Link,
  Loading,
  media,
  Page,
  Pagination,
  Problem,
  useContentConfig,
  useDocumentTitle,
  useSearchParams,
} from '@gpa/shared-ui';
import { useEffect, useRef } from 'react';
import { SearchForm } from './SearchForm';
import { KIND_LABELS, useSearch } from './searchRead';
import { MAX_TERM_LENGTH, isProcurementSearch, readSearchQuery, searchPath } from './siteSearch';

// On a phone the top bar has no search box (it is in the menu): the results page has its own, to search again.
const PageSearch = styled(SearchForm)`
  margin-bottom: ${({ theme }) => theme.space(2)};
  ${media.inlineSearch} {
    display: none;
  }
`;

export const EMPTY_SEARCH_TEXT = 'Please enter something to perform a search';
export const noResultsText = (term: string) => `No results found for ${term}`;

const Results = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
  }
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0;
  }
`;

const Address = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  word-break: break-all;
`;

const Kind = styled.span`
  display: inline-block;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.p`
  font-weight: 700;
  &:focus {
    outline: none;
  }
`;

/** "Showing 6–10 of 13 results" over several pages; all on one page, just how many ("Showing 1 result"). */
export function resultsSummary(
  { from, to, total }: { from: number; to: number; total: number },
  term: string,
) {
  const shownPart =
    to - from + 1 === total
      ? `${total} ${total === 1 ? 'result' : 'results'}`
      : `${from}–${to} of ${total} results`;
  return `Showing ${shownPart} for “${term}”`;
}

const isAbsolute = (link: string) => /^https?:\/\//i.test(link);

/** Where a result opens: a document through the content service's files address, anything else as it is. */
export function useResultHref(hit: SearchHit): string {
  const { filesUrl } = useContentConfig();
  return hit.kind === 'document' && !isAbsolute(hit.link) ? `${filesUrl}${hit.link}` : hit.link;
}

/** A result's link: a page of this site through the router, a document or another site in a new tab. */
function ResultLink({ hit, procurement }: { hit: SearchHit; procurement: boolean }) {
  const href = useResultHref(hit);
  if (procurement) return <ExternalLink href={AVAILABLE_PROCUREMENTS}>{hit.title}</ExternalLink>;
  if (hit.kind !== 'page' || isAbsolute(href)) return <ExternalLink href={href}>{hit.title}</ExternalLink>;
  return <Link to={href}>{hit.title}</Link>;
}

/** The words around the match, the matched ones in <mark> (all of it text, never markup). */
export function Snippet({ pieces }: { pieces: SnippetPiece[] }) {
  return (
    <>{pieces.map((piece, index) => (piece.mark ? <mark key={index}>{piece.text}</mark> : piece.text))}</>
  );
}

/** Site search: every page's text, every document and the curated entries, ranked by the site server's index. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { term, shortened, page } = readSearchQuery(params);
  useDocumentTitle(term ? `Search results for ${term}` : 'Search');
  const search = useSearch(term, page);
  const shown = search.data;

  // Paging keeps the same page: move focus to the summary so keyboard users start at the new results.
  const summary = useRef<HTMLParagraphElement>(null);
  const previousPage = useRef(shown?.page);
  useEffect(() => {
    if (previousPage.current !== undefined && shown?.page !== previousPage.current) summary.current?.focus();
    previousPage.current = shown?.page;
  }, [shown?.page]);

  const body = () => {
    if (!term) return <p>{EMPTY_SEARCH_TEXT}</p>;
    if (search.isError)
      return (
        <Problem
          title="We couldn't search right now."
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        >
          Please check your connection and try again.
        </Problem>
      );
    if (!shown) return <Loading label="Searching…" />;
    if (shown.total === 0) return <p>{noResultsText(term)}</p>;
    const procurement = isProcurementSearch(term);
    return (
      <>
        <Summary ref={summary} tabIndex={-1}>
          {resultsSummary(shown, shown.term)}
        </Summary>
        <Results aria-label="Search results">
          {shown.data.map((hit) => (
            <li key={hit.link}>
              <Kind>{KIND_LABELS[hit.kind]}</Kind>
              <h2>
                <ResultLink hit={hit} procurement={procurement} />
              </h2>
              <p>
                <Snippet pieces={hit.snippet} />
              </p>
              {/* When every result points to the tenders list, the link text is hidden. */}
              {procurement ? null : <Address>{hit.link}</Address>}
            </li>
          ))}
        </Results>
        <Pagination
          label="Search results pages"
          page={shown.page}
          pageCount={shown.pageCount}
          hrefFor={(n) => searchPath(term, n)}
        />
      </>
    );
  };

  return (
    <Page title="Search Results">
      <PageSearch label="Search again" />
      {shortened ? (
        <p>
          Searches are limited to {MAX_TERM_LENGTH} characters, so only the first {MAX_TERM_LENGTH} were used.
        </p>
      ) : null}
      {body()}
    </Page>
  );
}
