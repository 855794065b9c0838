import type { WebsiteNotificationsItem } from '@gpa/shared-ui';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISMISSED_NOTIFICATION_STORAGE_KEY, useDismissedNotification } from './dismissedNotification';
import { NotificationBanner } from './NotificationBanner';

const notification = (description: string, updatedAt = '2025-01-01T00:00:00.000Z') =>
  ({ description, updatedAt }) as Partial<WebsiteNotificationsItem>;

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  localStorage.clear();
  useDismissedNotification.setState({ dismissedKey: null });
});

test('shows the first notification of the list sorted by updatedAt descending', async () => {
  const fetchMock = mockContent({
    'website-notifications': [notification('<p>Online payment is down <strong>tonight</strong>.</p>'), notification('<p>Older notice</p>')],
  });
  renderPage(<NotificationBanner />);

  const banner = await screen.findByRole('region', { name: 'Notice' });
  expect(banner).toHaveTextContent('Online payment is down tonight.');
  expect(banner).not.toHaveTextContent('Older notice');
  const request = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(request.pathname).toBe('/api/website-notifications');
  expect(request.searchParams.get('sort[0]')).toBe('updatedAt:desc');
});

test.each([
  ['no notification exists', []],
  ['the list is null', null],
  ['the notification is empty', [notification('')]],
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

test('a malicious notification is neutralised', async () => {
  mockContent({
    'website-notifications': [
      notification('<p>Notice<script>window.pwned = true</script><img src="x" onerror="window.pwned = true"> <a href="javascript:window.pwned = true">Details</a></p>'),
    ],
  });
  renderPage(<NotificationBanner />);
  const banner = await screen.findByRole('region', { name: 'Notice' });
  expect(banner.querySelector('script')).toBeNull();
  expect(banner.querySelector('img')).not.toHaveAttribute('onerror');
  expect(screen.getByText('Details')).not.toHaveAttribute('href');
});

test('dismissing hides the banner and is remembered in local storage for later visits', async () => {
  const user = userEvent.setup();
  mockContent({ 'website-notifications': [notification('<p>Scheduled maintenance</p>')] });
  const { unmount } = renderPage(<NotificationBanner />);
  await user.click(await screen.findByRole('button', { name: 'Dismiss notice' }));
  expect(screen.queryByRole('region')).toBeNull();
  const stored = localStorage.getItem(DISMISSED_NOTIFICATION_STORAGE_KEY);
  expect(stored).toContain('1@2025-01-01T00:00:00.000Z');
  unmount();

  // A later visit: the state comes back from storage only.
  useDismissedNotification.setState({ dismissedKey: null });
  localStorage.setItem(DISMISSED_NOTIFICATION_STORAGE_KEY, stored!);
  await act(() => useDismissedNotification.persist.rehydrate());
  const fetchMock = mockContent({ 'website-notifications': [notification('<p>Scheduled maintenance</p>')] });
  renderPage(<NotificationBanner />);
  await act(async () => {
    await fetchMock.mock.results[0]?.value;
  });
  expect(screen.queryByRole('region')).toBeNull();
});

test('a newer notification shows again after a dismissal', async () => {
  useDismissedNotification.setState({ dismissedKey: '1@2025-01-01T00:00:00.000Z' });
  mockContent({ 'website-notifications': [notification('<p>New typhoon update</p>', '2025-02-01T00:00:00.000Z')] });
  renderPage(<NotificationBanner />);
  expect(await screen.findByRole('region', { name: 'Notice' })).toHaveTextContent('New typhoon update');
});

test('a link to a page of the site navigates inside the site', async () => {
  const user = userEvent.setup();
  mockContent({ 'website-notifications': [notification('<p>Please <a href="/ways-to-pay">see other ways to pay</a>.</p>')] });
  renderPage(<NotificationBanner />);
  await user.click(await screen.findByRole('link', { name: 'see other ways to pay' }));
  expect(await screen.findByText('other page')).toBeInTheDocument();
});

test('rendered on the server: the banner is in the HTML with the formatted text of the notification, and never its markup', async () => {
  const { renderToString } = await import('react-dom/server');
  const { AppProviders } = await import('@gpa/shared-ui');
  const { QueryClient } = await import('@tanstack/react-query');
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    ['content', '/api', 'website-notifications', { sort: ['updatedAt:desc'] }],
    [{ id: 1, attributes: notification('<p><strong>Outage</strong> <img src="x" onerror="alert(1)">tonight</p>') }],
  );
  const router = createMemoryRouter([{ path: '/', element: <NotificationBanner /> }]);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  expect(html).toContain('aria-label="Notice"');
  expect(html.replaceAll('<!-- -->', '')).toContain('<p><strong>Outage</strong> tonight</p>');
  expect(html).not.toContain('onerror');
});
