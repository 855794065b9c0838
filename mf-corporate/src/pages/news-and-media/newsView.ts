// The news page's view rules, kept apart from the page so they can be tested on their own.
import { GM_REPORT_CATEGORY, NEWSLETTER_CATEGORY } from '@gpa/content-catalog/news-categories';
import { parseCalendarDate, type ArticlesItem, type StrapiItem } from '@gpa/shared-ui';

/** Cards per page: narrow layout and wide layout. */
export const PAGE_SIZE_NARROW = 6;
export const PAGE_SIZE_WIDE = 9;

export type ViewMode = 'latest' | 'press-releases' | 'newsletters' | 'gm-ccu-presentations';

export const VIEW_MODE_LABELS: Record<ViewMode, string> = {
  latest: 'Latest',
  'press-releases': 'Press Releases',
  newsletters: 'Newsletters',
  'gm-ccu-presentations': 'GPA GM CCU Presentations',
};

export { MONTH_NAMES } from '@gpa/content-catalog/months';

/** What the address says the visitor is looking at. */
export interface NewsView {
  mode: ViewMode;
  /** Only in press-releases mode: the chosen year and month (1-12). */
  year?: number;
  month?: number;
  page: number;
}

type Article = StrapiItem<ArticlesItem>;

const categoryOf = (article: Article) => article.attributes.article_category?.data?.attributes.Name ?? '';

/** Year and month (1-12) of an article's date, or undefined when it has no valid date. */
function yearAndMonth(article: Article): { year: number; month: number } | undefined {
  const time = parseCalendarDate(article.attributes.Date);
  if (time === undefined) return undefined;
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Reads the view from the query string; anything unknown or malformed falls back to LATEST, page 1. */
export function readView(params: URLSearchParams): NewsView {
  const rawMode = params.get('mode');
  const mode: ViewMode = rawMode && rawMode in VIEW_MODE_LABELS ? (rawMode as ViewMode) : 'latest';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  if (mode !== 'press-releases') return { mode, page };
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1900)
    return { mode: 'latest', page };
  return { mode, year, month, page };
}

/**
 * The query string of a view. Switching mode starts at page 1 with no month (callers build a fresh view);
 * only a chosen month keeps its year and month.
 */
export function viewParams(view: NewsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.mode !== 'latest') params.set('mode', view.mode);
  if (view.mode === 'press-releases' && view.year && view.month) {
    params.set('year', String(view.year));
    params.set('month', String(view.month));
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Newest first; articles without a valid date last. */
export function sortNewestFirst(articles: Article[]): Article[] {
  return [...articles].sort((a, b) => (b.attributes.Date ?? '').localeCompare(a.attributes.Date ?? ''));
}

/** The articles a view shows, newest first (before paging). */
export function articlesForView(
  articles: Article[],
  view: Pick<NewsView, 'mode' | 'year' | 'month'>,
): Article[] {
  const matches = (article: Article): boolean => {
    const category = categoryOf(article);
    switch (view.mode) {
      case 'newsletters':
        return category === NEWSLETTER_CATEGORY;
      case 'gm-ccu-presentations':
        return category === GM_REPORT_CATEGORY;
      case 'press-releases': {
        const date = yearAndMonth(article);
        return category !== NEWSLETTER_CATEGORY && date?.year === view.year && date?.month === view.month;
      }
      case 'latest':
        return category !== NEWSLETTER_CATEGORY;
    }
  };
  return sortNewestFirst(articles.filter(matches));
}

/** One year of the archive sidebar and its months (1-12) that have a press release, newest first. */
export interface ArchiveYear {
  year: number;
  months: number[];
}

/**
 * The archive sidebar: every year with a press release (newest first), each listing only its months that have
 * one, December to January: a month in the archive never leads to "No Articles Found".
 */
export function archiveYears(articles: Article[]): ArchiveYear[] {
  const months = new Map<number, Set<number>>();
  for (const article of articles) {
    const date = yearAndMonth(article);
    if (!date || categoryOf(article) === NEWSLETTER_CATEGORY) continue;
    months.set(date.year, (months.get(date.year) ?? new Set()).add(date.month));
  }
  return [...months]
    .map(([year, inYear]) => ({ year, months: [...inYear].sort((a, b) => b - a) }))
    .sort((a, b) => b.year - a.year);
}

/** The items of one page (1-based) and the number of pages (at least 1); a page past the end shows the last one. */
export function pageOf<T>(
  items: T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
