import { savedCopyMessage, showSavedCopyNotice } from './offlineNotice';

const SAVED_AT = '2026-11-23T10:05:00.000Z';
const time = new Date(SAVED_AT).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const notice = () => document.querySelector<HTMLElement>('[role="status"]')!;

/** A stand-in for whenNetworkReturns: resolved when the test says a request reached the network. */
function network() {
  let reached = () => undefined as void;
  const returns = new Promise<void>((resolve) => (reached = resolve));
  return { returns, reached: async () => (reached(), await returns) };
}

test('the notice says why the worker answered with the copy, in its words', () => {
  expect(savedCopyMessage(SAVED_AT, 'offline')).toBe(`You are offline - this page was saved at ${time}`);
  expect(savedCopyMessage(SAVED_AT, 'slow')).toBe(`Slow connection - showing the copy saved at ${time}`);
});

// jsdom lays nothing out: a shown notice is 48 px high here.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hidden ? 0 : 48;
    },
  });
});

test('it shows whatever navigator.onLine says, and goes only when a request of the page reaches the network', async () => {
  expect(navigator.onLine).toBe(true);
  const { returns, reached } = network();
  const remove = showSavedCopyNotice(SAVED_AT, 'offline', returns);
  expect(notice()).toBeVisible();
  expect(notice()).toHaveTextContent(`You are offline - this page was saved at ${time}`);
  // The page gets room below its footer while the notice shows: it covers none of the page.
  expect(document.body.style.paddingBottom).toBe('48px');
  // The browser's own signals change nothing.
  window.dispatchEvent(new Event('online'));
  expect(notice()).toBeVisible();
  await reached();
  expect(notice()).not.toBeVisible();
  expect(notice()).toHaveTextContent('');
  expect(document.body.style.paddingBottom).toBe('');
  remove();
  expect(document.querySelector('[role="status"]')).toBeNull();
});

test('another page of the site (moved to in place) is not the saved copy: the notice goes, and comes back on Back', () => {
  window.history.replaceState(null, '', '/ways-to-pay');
  const remove = showSavedCopyNotice(SAVED_AT, 'slow', network().returns);
  expect(notice()).toHaveTextContent('Slow connection - showing the copy saved at');
  window.history.pushState(null, '', '/rates');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(notice()).not.toBeVisible();
  window.history.replaceState(null, '', '/ways-to-pay');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(notice()).toBeVisible();
  remove();
});
