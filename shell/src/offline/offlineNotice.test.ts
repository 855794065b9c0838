import { showOfflineNotice } from './offlineNotice';

let online = false;
beforeEach(() => {
  online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

test('offline, the notice says when the page was saved; it goes when the connection returns and comes back without it', () => {
  const remove = showOfflineNotice('2026-11-23T10:05:00.000Z');
  const notice = document.querySelector('[role="status"]') as HTMLElement;
  const time = new Date('2026-11-23T10:05:00.000Z').toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  expect(notice).toHaveTextContent(`You are offline - this page was saved at ${time}`);
  expect(notice).toBeVisible();
  online = true;
  window.dispatchEvent(new Event('online'));
  expect(notice).not.toBeVisible();
  expect(notice).toHaveTextContent('');
  online = false;
  window.dispatchEvent(new Event('offline'));
  expect(notice).toBeVisible();
  remove();
  expect(document.querySelector('[role="status"]')).toBeNull();
});

test('online, nothing is shown', () => {
  online = true;
  const remove = showOfflineNotice('2026-11-23T10:05:00.000Z');
  expect(document.querySelector('[role="status"]')).not.toBeVisible();
  remove();
});

test('another page of the site (moved to in place) is not the saved copy: the notice goes, and comes back on Back', () => {
  window.history.replaceState(null, '', '/ways-to-pay');
  const remove = showOfflineNotice('2026-11-23T10:05:00.000Z');
  const notice = document.querySelector('[role="status"]') as HTMLElement;
  expect(notice).toBeVisible();
  window.history.pushState(null, '', '/rates');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(notice).not.toBeVisible();
  window.history.replaceState(null, '', '/ways-to-pay');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(notice).toBeVisible();
  remove();
});
