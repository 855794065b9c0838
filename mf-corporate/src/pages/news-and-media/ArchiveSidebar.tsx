// The news page's archive sidebar: press releases by year and month, newsletters, GM presentations.
import styled from '@emotion/styled';
import { Collapsible, Link } from '@gpa/shared-ui';
import { MONTH_NAMES, viewParams, type ArchiveYear, type NewsView, type ViewMode } from './newsView';

const Aside = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
    border-left: 4px solid ${({ theme }) => theme.colors.brand};
    padding-left: ${({ theme }) => theme.space(1)};
  }
`;

const search = (view: Omit<NewsView, 'page'>) => `?${viewParams({ ...view, page: 1 }).toString()}`;

interface ArchiveSidebarProps {
  view: NewsView;
  years: ArchiveYear[];
}

/** The archive: See All Press Releases, a group per year listing its months, Newsletters, GM CCU presentations. */
export function ArchiveSidebar({ view, years }: ArchiveSidebarProps) {
  const modeLink = (mode: ViewMode, label: string) => (
    <Link to={search({ mode })} aria-current={view.mode === mode ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <Aside aria-labelledby="news-archives">
      <h2 id="news-archives">Archives</h2>
      <ul>
        <li>{modeLink('latest', 'See All Press Releases')}</li>
      </ul>
      {years.map(({ year, months }) => (
        // Re-mounted when the chosen year changes, so the group holding the chosen month opens. It grows to its
        // months (never a scroll box inside the sidebar, which hid January behind a scroll bar).
        <Collapsible
          key={`${year}-${view.year === year}`}
          title={String(year)}
          variant="white"
          headingLevel={3}
          defaultOpen={view.year === year}
          fitContent
        >
          <ul aria-label={`${year} press releases by month`}>
            {months.map((month) => {
              const selected = view.mode === 'press-releases' && view.year === year && view.month === month;
              return (
                <li key={month}>
                  <Link
                    to={search({ mode: 'press-releases', year, month })}
                    aria-current={selected ? 'page' : undefined}
                  >
                    {MONTH_NAMES[month - 1]} {year}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Collapsible>
      ))}
      <ul>
        <li>{modeLink('newsletters', 'Newsletters')}</li>
        <li>{modeLink('gm-ccu-presentations', 'GPA GM CCU Presentations')}</li>
      </ul>
    </Aside>
  );
}
