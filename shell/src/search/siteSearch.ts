// Site search as pure functions: reading the query, matching, and paging. The page only renders.
import type { PublishedRoute, SearchResultsItem, StrapiItem } from '@gpa/shared-ui';
import { createMatcher, type Matcher } from './searchPattern';

/** Longer terms are cut (and the visitor is told): nobody types more, and it bounds the matching work. */
export const MAX_TERM_LENGTH = 100;
export const RESULTS_PER_PAGE = 5;

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

export interface SearchResult {
  title: string;
  description: string | null;
  /** A path of this site or an absolute URL; null when the entry has none. */
  link: string | null;
}

/** The content service's search entries as results. */
export function contentEntries(items: StrapiItem<SearchResultsItem>[]): SearchResult[] {
  return items.map(({ attributes }) => ({ title: attributes.Title ?? '', description: attributes.Description, link: attributes.Link }));
}

/** The pages the areas publish, as results; patterns (`/news/:id`, `/hr/*`) are not pages one can link to. */
export function sitePageEntries(routes: PublishedRoute[]): SearchResult[] {
  const linkable = routes.filter(({ path }) => !path.includes(':') && !path.includes('*'));
  return linkable.map(({ path, title }) => ({ title, description: null, link: path }));
}

export interface SearchOutcome {
  results: SearchResult[];
  /** How the term was used: as a pattern, or as plain text because it was not a safe, valid pattern. */
  mode: Matcher['mode'];
}

/**
 * Content entries whose title or description match, then site pages whose title matches and that no
 * content entry already links to.
 */
export function search(term: string, content: SearchResult[], sitePages: SearchResult[]): SearchOutcome {
  const matcher = createMatcher(term);
  const fromContent = content.filter((entry) => matcher.matches(entry.title) || matcher.matches(entry.description));
  const linked = new Set(fromContent.map((entry) => entry.link));
  const fromPages = sitePages.filter((entry) => matcher.matches(entry.title) && !linked.has(entry.link));
  return { results: [...fromContent, ...fromPages], mode: matcher.mode };
}

/** A special case: searching exactly "procurement" sends every result to the available tenders. */
export const isProcurementSearch = (term: string) => term.trim().toLowerCase() === 'procurement';

export interface ResultsPage<T> {
  items: T[];
  /** The page shown: the requested one, within 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first item shown (0 when there are none). */
  from: number;
  to: number;
}

export function paginate<T>(items: T[], requestedPage: number, perPage = RESULTS_PER_PAGE): ResultsPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  const start = (page - 1) * perPage;
  const shown = items.slice(start, start + perPage);
  return { items: shown, page, pageCount, total: items.length, from: shown.length ? start + 1 : 0, to: start + shown.length };
}
