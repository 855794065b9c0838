// The site search's one read: /search.json, answered by the site server's index. The search route declares it
// (the server renders /search with it); the page and the header's instant results read it in the browser.
import { searchAnswerSchema, type SearchAnswer, type SearchKind, parseValue } from '@gpa/contracts';
import { ContentError } from '@gpa/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';

export const SEARCH_ENDPOINT = '/search.json';

/** What each kind of result is called. */
export const KIND_LABELS: Record<SearchKind, string> = {
  page: 'Page',
  document: 'Document',
  external: 'Other site',
};

/** A read of the site server's own JSON (not the content service): its query key, its address and its answer's schema. */
export interface SiteRead<Answer = unknown> {
  queryKey: readonly unknown[];
  url: string;
  answer: z.ZodMiniType<Answer>;
}

/** The search for a term and a results page. */
export function searchRead(term: string, page = 1): SiteRead<SearchAnswer> {
  const params = new URLSearchParams({ q: term, page: String(page) });
  return {
    queryKey: ['site-search', term, page],
    url: `${SEARCH_ENDPOINT}?${params}`,
    answer: searchAnswerSchema,
  };
}

/** The cache entry and fetch of a site read, for its hook and for prefetching. */
export const siteReadQuery = <Answer>({ queryKey, url, answer }: SiteRead<Answer>) => ({
  queryKey,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<Answer> => {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) throw new ContentError(`${url} failed (${response.status})`, response.status);
    return parseValue(answer, await response.json(), url);
  },
});

/**
 * The answer for a term and page (nothing is asked for an empty term). While the next answer loads, the
 * previous one stays shown (typing in the header box does not blank the list).
 */
export function useSearch(term: string, page = 1) {
  return useQuery({
    ...siteReadQuery(searchRead(term, page)),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
