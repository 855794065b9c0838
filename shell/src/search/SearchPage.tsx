import styled from '@emotion/styled';
import {
  AVAILABLE_PROCUREMENTS,
  ExternalLink,
  Link,
  Loading,
  Page,
  Pagination,
  type PublishedRoute,
  contentRead,
  useContent,
  useDocumentTitle,
  useSearchParams,
} from '@gpa/shared-ui';
import { useEffect, useMemo, useRef } from 'react';
import { hasPatternSyntax } from './searchPattern';
import {
  MAX_TERM_LENGTH,
  contentEntries,
  isProcurementSearch,
  paginate,
  readSearchQuery,
  search,
  searchPath,
  sitePageEntries,
  type SearchResult,
} from './siteSearch';

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

const Summary = styled.p`
  font-weight: 700;
  &:focus {
    outline: none;
  }
`;

/** "Showing 6–10 of 13 results" over several pages; all on one page, just how many ("Showing 1 result"). */
export function resultsSummary({ from, to, total }: { from: number; to: number; total: number }, term: string) {
  const shownPart = to - from + 1 === total ? `${total} ${total === 1 ? 'result' : 'results'}` : `${from}–${to} of ${total} results`;
  return `Showing ${shownPart} for “${term}”`;
}

const isAbsolute = (link: string) => /^https?:\/\//i.test(link);

/** A result's title, linked to where the result points. */
function ResultTitle({ result, procurement }: { result: SearchResult; procurement: boolean }) {
  if (procurement) return <ExternalLink href={AVAILABLE_PROCUREMENTS}>{result.title}</ExternalLink>;
  if (!result.link) return <>{result.title}</>;
  if (isAbsolute(result.link)) return <ExternalLink href={result.link}>{result.title}</ExternalLink>;
  return <Link to={result.link}>{result.title}</Link>;
}

/** The content service's search entries (the site's own pages come from the route tables). */
export const searchEntriesRead = contentRead('search-results');

/** Site search over the content service's search entries and the titles of the site's own pages. */
export function SearchPage({ routes }: { routes: PublishedRoute[] }) {
  const [params] = useSearchParams();
  const { term, shortened, page } = readSearchQuery(params);
  useDocumentTitle(term ? `Search results for ${term}` : 'Search');
  // A failed read of the search entries is swallowed: the site's own pages are still searched.
  const entries = useContent(searchEntriesRead);
  const sitePages = useMemo(() => sitePageEntries(routes), [routes]);
  const content = useMemo(() => contentEntries(entries.data ?? []), [entries.data]);
  const outcome = useMemo(() => (term ? search(term, content, sitePages) : null), [term, content, sitePages]);
  const shown = outcome ? paginate(outcome.results, page) : null;

  // Paging keeps the same page: move focus to the summary so keyboard users start at the new results.
  const summary = useRef<HTMLParagraphElement>(null);
  const previousPage = useRef(shown?.page);
  useEffect(() => {
    if (previousPage.current !== undefined && shown?.page !== previousPage.current) summary.current?.focus();
    previousPage.current = shown?.page;
  }, [shown?.page]);

  const body = () => {
    if (!outcome || !shown) return <p>{EMPTY_SEARCH_TEXT}</p>;
    if (entries.isPending) return <Loading label="Searching…" />;
    const procurement = isProcurementSearch(term);
    return (
      <>
        {outcome.mode === 'text' && hasPatternSyntax(term) ? <p>Your search was matched as plain text.</p> : null}
        {shown.total === 0 ? (
          <p>{noResultsText(term)}</p>
        ) : (
          <>
            <Summary ref={summary} tabIndex={-1}>
              {resultsSummary(shown, term)}
            </Summary>
            <Results aria-label="Search results">
              {shown.items.map((result, index) => (
                <li key={`${shown.from + index}-${result.title}`}>
                  <h2>
                    <ResultTitle result={result} procurement={procurement} />
                  </h2>
                  {result.description ? <p>{result.description}</p> : null}
                  {/* When every result points to the tenders list, the link text is hidden. */}
                  {result.link && !procurement ? <Address>{result.link}</Address> : null}
                </li>
              ))}
            </Results>
            <Pagination label="Search results pages" page={shown.page} pageCount={shown.pageCount} hrefFor={(n) => searchPath(term, n)} />
          </>
        )}
      </>
    );
  };

  return (
    <Page title="Search Results">
      {shortened ? <p>Searches are limited to {MAX_TERM_LENGTH} characters, so only the first {MAX_TERM_LENGTH} were used.</p> : null}
      {body()}
    </Page>
  );
}
