// The notification banner under the top bar: the active website notices, most severe first, each dismissible.
import styled from '@emotion/styled';
import {
  contentRead,
  disclosureChevron,
  media,
  useContent,
  useLocation,
  useNavigate,
  type WebsiteNotificationsItem,
} from '@gpa/shared-ui';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { activeNotices, noticeKey, useNoticeClock, type Notice } from './activeNotices';
import { dismissNotice, useDismissedNotices } from './dismissedNotices';
import { noticeHtml } from './noticeMarkdown';
import { notificationParagraphs, type TextRun } from './notificationText';
import { sanitizeNotificationHtml } from './sanitizeNotificationHtml';

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

const Notices = styled.section`
  display: grid;
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
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0;
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
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
`;

const noSubscription = () => () => undefined;
const NO_NOTICES: Notice[] = [];

/** A run of the notice's text as the server shows it: formatted, links with their checked address. */
function FormattedRun({ run }: { run: TextRun }) {
  let content: ReactNode = run.image ? <img src={run.image.src} alt={run.image.alt} /> : run.text;
  if (run.em) content = <em>{content}</em>;
  if (run.strong) content = <strong>{content}</strong>;
  if (run.link === undefined) return content;
  if (!run.link) return <a>{content}</a>;
  return run.link.external ? (
    <a href={run.link.href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <a href={run.link.href}>{content}</a>
  );
}

/** One notice: its title, its text (formatted on the server, sanitized HTML in the browser) and a dismiss button. */
function NoticeItem({ notice, inBrowser }: { notice: Notice; inBrowser: boolean }) {
  const navigate = useNavigate();
  // Entries saved before these fields existed may lack them.
  const { Title, description = '', Severity: severity = 'info' } = notice.attributes;
  const markup = useMemo(() => noticeHtml(description), [description]);
  const html = useMemo(() => (inBrowser ? sanitizeNotificationHtml(markup) : ''), [markup, inBrowser]);
  const paragraphs = useMemo(() => notificationParagraphs(markup), [markup]);

  // Links to pages of this site navigate inside it instead of reloading the whole site.
  const followInternalLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (
      !link ||
      link.target ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    )
      return;
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
          {inBrowser ? (
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <div>
              {paragraphs.map((runs, index) => (
                <p key={index}>
                  {runs.map((run, runIndex) => (
                    <FormattedRun key={runIndex} run={run} />
                  ))}
                </p>
              ))}
            </div>
          )}
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
 * hides the dismissed ones (by data-notice-id) before paint, and they are left out after hydration; the server renders the text with its links (it cannot run the sanitizer, which needs the
 * browser's DOM), and the sanitized HTML replaces it after hydration in the same place.
 */
export function NotificationBanner() {
  // A failed read shows no banner and no error: only data is used.
  const { data, refetch } = useContent(notificationsRead, NOTICE_FRESHNESS);
  const dismissed = useDismissedNotices();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
      {mostSevere ? (
        <NoticeItem key={noticeKey(mostSevere)} notice={mostSevere} inBrowser={inBrowser} />
      ) : null}
      {others.length > 0 ? <MoreNotices notices={others} inBrowser={inBrowser} /> : null}
    </Notices>
  );
}

/**
 * The notices after the most severe one, closed behind one "n more notices" bar that opens them in place:
 * however many are active, the banner takes a few lines of a phone's first screen, not the whole of it.
 * A <details>: it opens and closes without script too (the bar then keeps its first words).
 */
function MoreNotices({ notices, inBrowser }: { notices: Notice[]; inBrowser: boolean }) {
  const [open, setOpen] = useState(false);
  const count = `${notices.length} more ${notices.length === 1 ? 'notice' : 'notices'}`;
  return (
    <details data-notice-more="" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <MoreToggle>{open ? `Hide ${count}` : count}</MoreToggle>
      {notices.map((notice) => (
        <NoticeItem key={noticeKey(notice)} notice={notice} inBrowser={inBrowser} />
      ))}
    </details>
  );
}
