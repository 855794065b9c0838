import styled from '@emotion/styled';
import {
  EmptyState,
  Link,
  media,
  Page,
  Pagination,
  QueryState,
  theme,
  useSearchParams,
} from '@gpa/shared-ui';
import { useEffect, useRef } from 'react';
import { useArticles } from '../../content/news';
import { ArchiveSidebar } from './ArchiveSidebar';
import { ArticleCard } from './ArticleCard';
import {
  archiveYears,
  articlesForView,
  MONTH_NAMES,
  PAGE_SIZE_NARROW,
  PAGE_SIZE_WIDE,
  pageOf,
  readView,
  VIEW_MODE_LABELS,
  viewParams,
  type NewsView,
} from './newsView';
import { useMediaQuery } from './useMediaQuery';
import { brandButton } from '../../components/brandButton';

export const NO_ARTICLES = 'No Articles Found';

/** The view ?monthToRender opens once the articles have loaded (the May 2023 storm coverage). */
const MONTH_TO_RENDER = { mode: 'press-releases', year: 2023, month: 5, page: 1 } as const satisfies NewsView;

const WIDE_LAYOUT = `(min-width: ${theme.breakpoints.mobileMax + 1}px)`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.desktop} {
    grid-template-columns: 15rem 1fr;
    align-items: start;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

// Keeps the footer from jumping up and down while articles load or a short page is shown.
const Results = styled.section`
  min-height: 30rem;
  h2 {
    margin-top: 0;
  }
`;

const ConnectLink = styled(Link)`
  ${brandButton}
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

function viewTitle(view: NewsView): string {
  if (view.mode === 'press-releases' && view.month && view.year)
    return `Press Releases: ${MONTH_NAMES[view.month - 1]} ${view.year}`;
  return view.mode === 'latest' ? 'Latest News' : VIEW_MODE_LABELS[view.mode];
}

/** News and media: press releases, newsletters and GM CCU presentations, with a month archive and paging. */
export default function NewsAndMediaPage() {
  const articles = useArticles();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const pageSize = useMediaQuery(WIDE_LAYOUT) ? PAGE_SIZE_WIDE : PAGE_SIZE_NARROW;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const loaded = articles.isSuccess;
  const wantsMonthToRender = params.has('monthToRender');
  useEffect(() => {
    if (loaded && wantsMonthToRender) setParams(viewParams(MONTH_TO_RENDER), { replace: true });
  }, [loaded, wantsMonthToRender, setParams]);

  // After a page change the link just followed may be gone: move focus to the top of the new page's cards.
  const shownPage = useRef(view.page);
  useEffect(() => {
    if (shownPage.current === view.page) return;
    shownPage.current = view.page;
    resultsHeading.current?.focus();
  }, [view.page]);

  return (
    <Page
      title="News and Media"
      intro="Press releases, newsletters and the General Manager's presentations to the Consolidated Commission on Utilities."
    >
      <ConnectLink to="/in-our-community/#e-newsletter">
        Connect With Us: Sign Up for the E-Newsletter
      </ConnectLink>
      <QueryState query={articles} what="news articles">
        {(items) => {
          const shown = pageOf(articlesForView(items, view), view.page, pageSize);
          return (
            <Layout>
              <ArchiveSidebar view={view} years={archiveYears(items)} />
              <Results aria-labelledby="news-results">
                <h2 id="news-results" ref={resultsHeading} tabIndex={-1}>
                  {viewTitle(view)}
                </h2>
                {shown.items.length === 0 ? (
                  <EmptyState>{NO_ARTICLES}</EmptyState>
                ) : (
                  <>
                    <Cards>
                      {shown.items.map(({ id, attributes }) => (
                        <ArticleCard key={id} article={attributes} />
                      ))}
                    </Cards>
                    <Pagination
                      page={shown.page}
                      pageCount={shown.pageCount}
                      hrefFor={(page) => `?${viewParams({ ...view, page })}`}
                      label="News pages"
                    />
                  </>
                )}
              </Results>
            </Layout>
          );
        }}
      </QueryState>
    </Page>
  );
}
