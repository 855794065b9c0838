// The search address: reading the term and page from it, and writing it. The site server does the searching.

/** Longer terms are cut (and the visitor is told): nobody types more (the site server cuts them the same). */
export const MAX_TERM_LENGTH = 100;

export interface SearchQuery {
  /** Trimmed, at most MAX_TERM_LENGTH characters; '' when nothing was entered. */
  term: string;
  /** The visitor entered more than MAX_TERM_LENGTH characters. */
  shortened: boolean;
  /** The requested results page, 1 or more. */
  page: number;
}

/** Reads `?q=` and `&page=` of the search address; a missing or invalid page is page 1. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const entered = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    term: entered.slice(0, MAX_TERM_LENGTH).trim(),
    shortened: entered.length > MAX_TERM_LENGTH,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a search: `/search?q=term` (and `&page=n` after the first page). */
export function searchPath(term: string, page = 1): string {
  const params = new URLSearchParams({ q: term });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** A special case: searching exactly "procurement" sends every result to the available tenders. */
export const isProcurementSearch = (term: string) => term.trim().toLowerCase() === 'procurement';
