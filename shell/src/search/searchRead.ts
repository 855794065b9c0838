// The site search's one read: /search.json, answered by the site server's index. The search route declares it
// (the server renders /search with it); the page and the header's instant results read it in the browser.
import type { SearchAnswer, SearchKind } from '@gpa/contracts';
import { ContentError } from '@gpa/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const SEARCH_ENDPOINT = '/search.json';

/** What each kind of result is called. */
export const KIND_LABELS: Record<SearchKind, string> = { page: 'Page', document: 'Document', external: 'Other site' };

/** A read of the site server's own JSON (not the content service): its query key and its address. */
export interface SiteRead {
  queryKey: readonly unknown[];
  url: string;
}

/** The search for a term and a results page. */
export function searchRead(term: string, page = 1): SiteRead {
  const params = new URLSearchParams({ q: term, page: String(page) });
  return { queryKey: ['site-search', term, page], url: `${SEARCH_ENDPOINT}?${params}` };
}

async function fetchSearch(url: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ContentError(`The search failed (${response.status})`, response.status);
  return (await response.json()) as SearchAnswer;
}

/**
 * The answer for a term and page (nothing is asked for an empty term). While the next answer loads, the
 * previous one stays shown (typing in the header box does not blank the list).
 */
export function useSearch(term: string, page = 1) {
  const { queryKey, url } = searchRead(term, page);
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchSearch(url, signal), enabled: term !== '', placeholderData: keepPreviousData });
}
