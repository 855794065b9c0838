import type { WebsiteNotificationsItem } from '@gpa/shared-ui';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISMISSED_NOTICES_COOKIE } from './dismissedNotices';
import { NotificationBanner, noticeHeading } from './NotificationBanner';

const notice = (fields: Partial<WebsiteNotificationsItem>): Partial<WebsiteNotificationsItem> => ({
  Title: 'Scheduled maintenance',
  Severity: 'info',
  description: 'Online payment is down tonight.',
  descriptionHtml: '<p>Online payment is down tonight.</p>',
  StartsAt: null,
  EndsAt: null,
  ...fields,
});

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function clearCookies() {
  document.cookie = `${DISMISSED_NOTICES_COOKIE}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  clearCookies();
});

test('shows the most severe notice in full, the others behind "n more notices" that opens them in place; reads them newest edit first', async () => {
  const user = userEvent.setup();
  const fetchMock = mockContent({
    'website-notifications': [
      notice({
        Title: 'Payment maintenance',
        descriptionHtml: '<p>Online payment is down <strong>tonight</strong>.</p>',
      }),
      notice({ Title: 'Typhoon warning', Severity: 'emergency', descriptionHtml: '<p>Stay indoors.</p>' }),
      notice({ Title: 'Office hours', descriptionHtml: '<p>Closed on Monday.</p>' }),
    ],
  });
  renderPage(<NotificationBanner />);

  const banner = await screen.findByRole('region', { name: 'Notices' });
  expect(banner.querySelector('[data-severity="emergency"]')).toHaveTextContent(
    'Emergency: Typhoon warningStay indoors.',
  );
  // A <details>: it opens and closes without script too.
  const more = screen.getByText('2 more notices');
  expect(more.tagName).toBe('SUMMARY');
  expect(more.closest('details')).not.toHaveAttribute('open');
  expect(screen.getByText('Payment maintenance')).not.toBeVisible();
  await user.click(more);
  expect(more.closest('details')).toHaveAttribute('open');
  await waitFor(() => expect(more).toHaveTextContent('Hide 2 more notices'));
  expect(banner).toHaveTextContent(
    'Emergency: Typhoon warningStay indoors.×Hide 2 more noticesPayment maintenanceOnline payment is down tonight.×Office hoursClosed on Monday.×',
  );
  expect(screen.getByText('Payment maintenance')).toBeVisible();
  const request = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(request.pathname).toBe('/api/website-notifications');
  expect(request.searchParams.get('sort[0]')).toBe('updatedAt:desc');
});

test('a scheduled notice waits for its start, an expired one is gone', async () => {
  mockContent({
    'website-notifications': [
      notice({ Title: 'Later', StartsAt: iso(HOUR) }),
      notice({ Title: 'Over', StartsAt: iso(-2 * HOUR), EndsAt: iso(-HOUR) }),
      notice({ Title: 'Now', StartsAt: iso(-HOUR), EndsAt: iso(HOUR) }),
    ],
  });
  renderPage(<NotificationBanner />);
  const banner = await screen.findByRole('region', { name: 'Notice' });
  expect(banner).toHaveTextContent('Now');
  expect(banner).not.toHaveTextContent('Later');
  expect(banner).not.toHaveTextContent('Over');
});

test('an open page shows a scheduled notice at its start and drops an ending one at its end, without reading them again', async () => {
  const fetchMock = mockContent({
    'website-notifications': [
      notice({ Title: 'Ending', EndsAt: iso(900) }),
      notice({ Title: 'Starting', StartsAt: iso(500) }),
    ],
  });
  renderPage(<NotificationBanner />);
  const banner = await screen.findByRole('region', { name: 'Notice' });
  expect(banner).toHaveTextContent('Ending');
  await screen.findByText('Starting', {}, { timeout: 1500 });
  await waitFor(() => expect(screen.queryByText('Ending')).toBeNull(), { timeout: 1500 });
  expect(screen.getByRole('region', { name: 'Notice' })).toHaveTextContent('Starting');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test.each([
  ['no notification exists', []],
  ['the list is null', null],
  ['every notice has expired', [notice({ EndsAt: '2020-01-01T00:00:00.000Z' })]],
  ['the read fails', new Error('down')],
] as const)('nothing is shown when %s (and no error)', async (_case, rows) => {
  const fetchMock = mockContent({ 'website-notifications': rows as never });
  renderPage(<NotificationBanner />);
  await act(async () => {
    await fetchMock.mock.results[0]?.value;
  });
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('dismissing one notice hides it, keeps the others, and is remembered in the cookie by its id', async () => {
  const user = userEvent.setup();
  mockContent({ 'website-notifications': [notice({ Title: 'First' }), notice({ Title: 'Second' })] });
  const { unmount } = renderPage(<NotificationBanner />);
  await user.click(await screen.findByRole('button', { name: 'Dismiss notice: First' }));
  // The next notice takes the first place, shown in full.
  expect(screen.getByRole('region', { name: 'Notice' })).toHaveTextContent('Second');
  expect(screen.getByText('Second')).toBeVisible();
  expect(screen.queryByText('First')).toBeNull();
  expect(document.cookie).toContain(`${DISMISSED_NOTICES_COOKIE}=1`);
  unmount();

  // A later visit, with the same notice edited: it stays dismissed (the dismissal follows the notice, not its text).
  const fetchMock = mockContent({
    'website-notifications': [
      notice({
        Title: 'First',
        descriptionHtml: '<p>Edited</p>',
        updatedAt: '2030-01-01T00:00:00.000Z',
      } as never),
      notice({ Title: 'Second' }),
    ],
  });
  renderPage(<NotificationBanner />);
  await act(async () => {
    await fetchMock.mock.results[0]?.value;
  });
  expect(await screen.findByRole('region', { name: 'Notice' })).toHaveTextContent('Second');
  expect(screen.queryByText('Edited')).toBeNull();
});

test('a link to a page of the site navigates inside the site', async () => {
  const user = userEvent.setup();
  mockContent({
    'website-notifications': [
      notice({ descriptionHtml: '<p>Please <a href="/ways-to-pay">see other ways to pay</a>.</p>' }),
    ],
  });
  renderPage(<NotificationBanner />);
  await user.click(await screen.findByRole('link', { name: 'see other ways to pay' }));
  expect(await screen.findByText('other page')).toBeInTheDocument();
});

/** The banner as the server renders it (and the browser hydrates it), over these notices. */
async function bannerTree(rows: Partial<WebsiteNotificationsItem>[]) {
  const { AppProviders } = await import('@gpa/shared-ui');
  const { QueryClient } = await import('@tanstack/react-query');
  const { MemoryRouter } = await import('react-router');
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    ['content', '/api', 'website-notifications', { sort: ['updatedAt:desc'] }],
    rows.map((attributes, index) => ({ id: index + 1, documentId: `doc${index + 1}`, attributes })),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <NotificationBanner />
      </MemoryRouter>
    </AppProviders>
  );
}

async function serverHtml(rows: Partial<WebsiteNotificationsItem>[]) {
  const { renderToString } = await import('react-dom/server');
  return renderToString(await bannerTree(rows)).replaceAll('<!-- -->', '');
}

// What the site server makes of a notice's Markdown (site-server/src/content/markdownHtml.ts): the browser only
// inserts it, so no Markdown source shows and nothing is parsed or sanitized again here.
const SERVER_HTML =
  '<h2>Typhoon Mawar</h2>\n<p><strong>Crews are out</strong>, see <a href="/power-alerts">alerts</a>.</p>\n' +
  '<ul>\n<li>Dededo</li>\n<li>Yigo</li>\n</ul>\n<blockquote>\n<p>Boil water.</p>\n</blockquote>\n' +
  '<p><img src="/uploads/map.png" alt="Outage map"></p>';
const WRITTEN = '## Typhoon Mawar\n**Crews are out**, see [alerts](/power-alerts).\n\n- Dededo\n- Yigo';

test("the server's HTML of the notice, exactly: on the server, after hydration, and when read in the browser", async () => {
  const rows = [notice({ description: WRITTEN, descriptionHtml: SERVER_HTML })];
  const html = await serverHtml(rows);
  const text = (container: ParentNode) => container.querySelector('[data-notice-id] p + div')!.innerHTML;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(text(container)).toBe(SERVER_HTML);
  const { hydrateRoot } = await import('react-dom/client');
  const mismatches: unknown[] = [];
  const tree = await bannerTree(rows);
  const root = await act(async () =>
    hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) }),
  );
  expect(mismatches).toEqual([]);
  expect(text(container)).toBe(SERVER_HTML);
  act(() => root.unmount());
  container.remove();

  mockContent({ 'website-notifications': rows });
  renderPage(<NotificationBanner />);
  const banner = await screen.findByRole('region', { name: 'Notice' });
  expect(text(banner)).toBe(SERVER_HTML);
  expect(within(banner).getByRole('heading', { level: 2, name: 'Typhoon Mawar' })).toBeVisible();
  expect(
    within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Dededo', 'Yigo']);
  expect(within(banner).getByRole('img', { name: 'Outage map' })).toHaveAttribute('src', '/uploads/map.png');
  expect(banner).not.toHaveTextContent('**');
});

test('rendered on the server: every notice, marked by its id for the page script that hides the dismissed; hydration then leaves them out without a mismatch', async () => {
  document.cookie = `${DISMISSED_NOTICES_COOKIE}=doc1; Path=/`;
  const rows = [notice({ Title: 'Dismissed one' }), notice({ Title: 'Still shown' })];
  const html = await serverHtml(rows);
  // The same HTML for every visitor (an edge may keep it): the cookie does not change it.
  expect(html).toContain('Dismissed one');
  expect(html).toContain('data-notice-id="doc1"');
  expect(html).toContain('data-notice-banner=""');
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const tree = await bannerTree(rows);
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container).not.toHaveTextContent('Dismissed one');
  expect(container).toHaveTextContent('Still shown');
  container.remove();
});

test('the severity word leads the title once, even when the editor typed it too', () => {
  expect(noticeHeading('emergency', 'Typhoon warning')).toBe('Emergency: Typhoon warning');
  expect(noticeHeading('emergency', 'Emergency: Typhoon warning')).toBe('Emergency: Typhoon warning');
  expect(noticeHeading('emergency', 'EMERGENCY - typhoon warning')).toBe('EMERGENCY - typhoon warning');
  expect(noticeHeading('warning', '*Warning* planned outage')).toBe('*Warning* planned outage');
  // Only the word itself: a title that merely starts with the same letters is prefixed.
  expect(noticeHeading('warning', 'Warnings issued by the weather service')).toBe(
    'Warning: Warnings issued by the weather service',
  );
  expect(noticeHeading('info', 'Emergency drill at the Fadian office')).toBe(
    'Emergency drill at the Fadian office',
  );
});

test('rendered on the server: the most severe notice, then the others in a closed <details>; dismiss buttons marked as needing script', async () => {
  const html = await serverHtml([
    notice({ Title: 'Info one' }),
    notice({ Title: 'Storm', Severity: 'warning' }),
    notice({ Title: 'Info two' }),
  ]);
  expect(html.indexOf('Warning: Storm')).toBeLessThan(html.indexOf('2 more notices'));
  expect(html).toMatch(
    /<details data-notice-more=""><summary[^>]*>2 more notices<\/summary>.*Info one.*Info two.*<\/details>/,
  );
  expect(html).toMatch(/aria-label="Dismiss notice: Storm" data-needs-script=""/);
});
