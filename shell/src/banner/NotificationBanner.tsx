// The notification banner under the top bar: the active website notices, most severe first, each dismissible.
import styled from '@emotion/styled';
import {
  contentRead,
  disclosureChevron,
  isPlainClick,
  media,
  useContent,
  useLocation,
  useNavigate,
  type WebsiteNotificationsItem,
} from '@gpa/shared-ui';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { activeNotices, noticeKey, useNoticeClock, type Notice } from './activeNotices';
import { dismissNotice, useDismissedNotices } from './dismissedNotices';

// An open tab hears of a new, changed or removed notice when the visitor comes back to it, at the next page,
// and at least every minute (the site server answers these from its cache, dropped on every change).
// Notices are read again on every navigation (below), focus and minute, but not at hydration: the page came
// with them.
const NOTICE_FRESHNESS = {
  staleTime: 0,
  refetchOnMount: false,
  refetchOnWindowFocus: 'always',
  refetchInterval: 60_000,
} as const;
/** The website notifications, newest first: the layout reads them on every page (declared for the server). */
export const notificationsRead = contentRead('website-notifications', { sort: ['updatedAt:desc'] });

type Severity = WebsiteNotificationsItem['Severity'];

// Said in words too, not only by colour.
const SEVERITY_WORD: Record<Severity, string | undefined> = {
  info: undefined,
  warning: 'Warning',
  emergency: 'Emergency',
};

/** The notice's bold line: its title after its severity word, unless the editor already began the title with that word. */
export function noticeHeading(severity: Severity, title: string): string {
  const word = SEVERITY_WORD[severity];
  if (!word || new RegExp(`^\\W*${word}\\b`, 'i').test(title)) return title;
  return `${word}: ${title}`;
}

// A notice is news of the moment, not part of a printed page.
const Notices = styled.section`
  display: grid;
  ${media.print} {
    display: none;
  }
`;

const Item = styled.div<{ severity: Severity }>`
  background: ${({ theme, severity }) => ({ info: theme.colors.surfaceAlt, warning: theme.colors.accent, emergency: theme.colors.danger })[severity]};
  color: ${({ theme, severity }) => (severity === 'emergency' ? theme.colors.surface : theme.colors.text)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  blockquote,
  pre,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space(0.5)} 0;
  }
  /* The editor's headings stay headings, sized for a banner rather than a page. */
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: 1.125rem;
    line-height: 1.3;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(3)};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space(1.5)};
    border-left: 4px solid currentColor;
  }
  pre {
    white-space: pre-wrap;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const DismissButton = styled.button`
  flex: none;
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 2.75rem;
  height: 2.75rem;
  cursor: pointer;
  color: inherit;
  background: transparent;
  border: 2px solid currentColor;
  border-radius: 4px;
`;

// The bar that opens the other notices in place: a full-width <summary>, as quiet as an info notice.
const MoreToggle = styled.summary`
  font: inherit;
  font-weight: 700;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 2.75rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:focus-visible {
    outline-offset: -4px;
  }
  ${disclosureChevron('0.5rem')}
`;

const NO_NOTICES: Notice[] = [];

/**
 * One notice: its title, its text and a dismiss button. The text is the HTML the site server made of the editor's
 * Markdown and sanitized (site-server/src/content/markdownHtml.ts): inserted as it is, the same in the server's
 * page, after hydration and when a change arrives.
 */
function NoticeItem({ notice }: { notice: Notice }) {
  const navigate = useNavigate();
  // Entries saved before these fields existed may lack them.
  const { Title, descriptionHtml = '', Severity: severity = 'info' } = notice.attributes;

  // Links to pages of this site navigate inside it instead of reloading the whole site.
  const followInternalLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.target || !isPlainClick(event)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

  const close = () => {
    dismissNotice(noticeKey(notice));
    // The button disappears with the notice: continue from the page's heading instead of the top.
    document.querySelector<HTMLElement>('main h1')?.focus();
  };

  return (
    <Item severity={severity} data-severity={severity} data-notice-id={noticeKey(notice)}>
      <Inner>
        <Message onClick={followInternalLink}>
          <p>
            <strong>{noticeHeading(severity, Title)}</strong>
          </p>
          <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </Message>
        {/* Hidden without script (the layout's data-needs-script rule): nothing could dismiss the notice. */}
        <DismissButton
          type="button"
          onClick={close}
          aria-label={`Dismiss notice: ${Title}`}
          data-needs-script=""
        >
          <span aria-hidden="true">×</span>
        </DismissButton>
      </Inner>
    </Item>
  );
}

/**
 * The active notices (published, between their start and end), most severe first, each until the visitor
 * dismisses it. The visitor's dismissals are a cookie: the HTML has every notice, the page's first script
 * hides the dismissed ones (by data-notice-id) before paint, and they are left out after hydration.
 */
export function NotificationBanner() {
  // A failed read shows no banner and no error: only data is used.
  const { data, refetch } = useContent(notificationsRead, NOTICE_FRESHNESS);
  const dismissed = useDismissedNotices();
  const { pathname } = useLocation();

  // The next page re-reads the notices (not the first, which has them from the server or just fetched them).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  // "Now" is the render's instant until hydration is done (the HTML's notices), then the clock, each start or end as it passes.
  const read = data ?? NO_NOTICES;
  const now = useNoticeClock(read);
  const notices = useMemo(() => activeNotices(read, now, dismissed), [read, now, dismissed]);
  if (notices.length === 0) return null;

  const [mostSevere, ...others] = notices;
  return (
    <Notices aria-label={notices.length === 1 ? 'Notice' : 'Notices'} data-notice-banner="">
      {mostSevere ? <NoticeItem key={noticeKey(mostSevere)} notice={mostSevere} /> : null}
      {others.length > 0 ? <MoreNotices notices={others} /> : null}
    </Notices>
  );
}

/**
 * The notices after the most severe one, closed behind one "n more notices" bar that opens them in place:
 * however many are active, the banner takes a few lines of a phone's first screen, not the whole of it.
 * A <details>: it opens and closes without script too (the bar then keeps its first words).
 */
function MoreNotices({ notices }: { notices: Notice[] }) {
  const [open, setOpen] = useState(false);
  const count = `${notices.length} more ${notices.length === 1 ? 'notice' : 'notices'}`;
  return (
    <details data-notice-more="" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <MoreToggle>{open ? `Hide ${count}` : count}</MoreToggle>
      {notices.map((notice) => (
        <NoticeItem key={noticeKey(notice)} notice={notice} />
      ))}
    </details>
  );
}
