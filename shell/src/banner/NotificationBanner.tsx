import styled from '@emotion/styled';
import { contentRead, useContent, useNavigate } from '@gpa/shared-ui';
import { useMemo, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { notificationKey, useDismissedNotification } from './dismissedNotification';
import { notificationParagraphs, type TextRun } from './notificationText';
import { sanitizeNotificationHtml } from './sanitizeNotificationHtml';

const Banner = styled.section`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
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
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 2px solid currentColor;
  border-radius: 4px;
`;

const noSubscription = () => () => undefined;

/** A run of the notification's text as the server shows it: formatted, links without an address yet. */
function FormattedRun({ run }: { run: TextRun }) {
  let content: ReactNode = run.text;
  if (run.em) content = <em>{content}</em>;
  if (run.strong) content = <strong>{content}</strong>;
  return run.link ? <a>{content}</a> : content;
}

/** The website notifications, newest first: the layout reads them on every page. */
export const notificationsRead = contentRead('website-notifications', { sort: ['updatedAt:desc'] });

/** The latest website notification, until the visitor dismisses it (remembered until a newer one appears). */
export function NotificationBanner() {
  // A failed read shows no banner and no error (the spec): only data is used.
  const { data } = useContent(notificationsRead);
  const latest = data?.[0];
  const dismissedKey = useDismissedNotification((state) => state.dismissedKey);
  const dismiss = useDismissedNotification((state) => state.dismiss);
  const navigate = useNavigate();
  // The server renders the notification's text (it cannot run the sanitizer, which needs the browser's
  // DOM, nor see the visitor's dismissal): the banner is in the first paint and does not push the page
  // down later. After hydration the sanitized HTML replaces the text, and a dismissed banner goes (rare).
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const description = latest?.attributes.description ?? '';
  const html = useMemo(() => (inBrowser ? sanitizeNotificationHtml(description) : ''), [description, inBrowser]);
  const paragraphs = useMemo(() => notificationParagraphs(description), [description]);

  if (!latest || paragraphs.length === 0 || (inBrowser && (!html.trim() || notificationKey(latest) === dismissedKey))) return null;

  // Links to pages of this site navigate inside it instead of reloading the whole site.
  const followInternalLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.target || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };

  const close = () => {
    dismiss(notificationKey(latest));
    // The button disappears with the banner: continue from the page's heading instead of the top.
    document.querySelector<HTMLElement>('main h1')?.focus();
  };

  return (
    <Banner aria-label="Notice">
      <Inner>
        {inBrowser ? (
          <Message onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Message>
            {paragraphs.map((runs, index) => (
              <p key={index}>
                {runs.map((run, runIndex) => (
                  <FormattedRun key={runIndex} run={run} />
                ))}
              </p>
            ))}
          </Message>
        )}
        <DismissButton type="button" onClick={close} aria-label="Dismiss notice">
          <span aria-hidden="true">×</span>
        </DismissButton>
      </Inner>
    </Banner>
  );
}
