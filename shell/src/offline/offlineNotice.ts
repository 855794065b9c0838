// The notice shown on a saved copy of a page (offline or slow connection), outside the React tree.
import type { SavedReason } from './protocol';

/**
 * The notice on a page the service worker answered with its saved copy, in the worker's words for why:
 * "You are offline - this page was saved at <time>" (the network failed) or "Slow connection - showing the
 * copy saved at <time>" (it did not answer within the wait). It goes when a request of the page reaches the
 * network again (`networkReturns`), and once the visitor moves to another page in the site (that page is not
 * the copy the time is about: a page not saved says so itself, one message). Fixed to the bottom of the
 * window and outside the React tree: it shifts no layout and does not take part in hydration.
 */
const currentPage = () => `${window.location.pathname}${window.location.search}`;

export function savedCopyMessage(savedAtIso: string, reason: SavedReason): string {
  const time = new Date(savedAtIso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return reason === 'offline'
    ? `You are offline - this page was saved at ${time}`
    : `Slow connection - showing the copy saved at ${time}`;
}

export function showSavedCopyNotice(
  savedAtIso: string,
  reason: SavedReason,
  networkReturns: Promise<void>,
): () => void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.className = 'gpa-offline-notice';
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '1000',
    padding: '0.75rem 1rem',
    background: '#1a1a1a',
    color: '#ffffff',
    font: '600 1rem/1.4 system-ui, sans-serif',
    textAlign: 'center',
  });
  const savedPage = currentPage();
  let networkBack = false;
  const update = () => {
    const shown = !networkBack && currentPage() === savedPage;
    notice.textContent = shown ? savedCopyMessage(savedAtIso, reason) : '';
    notice.hidden = !shown;
    // Room below the footer while it shows, so the notice covers none of the page.
    document.body.style.paddingBottom = shown ? `${notice.offsetHeight}px` : '';
  };
  document.body.append(notice);
  update();
  void networkReturns.then(() => {
    networkBack = true;
    update();
  });
  // The router moves between pages with the History API: the Navigation API (where there is one) and Back.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const events: [EventTarget, string][] = [
    [window, 'popstate'],
    ...(navigation ? ([[navigation, 'navigatesuccess']] as [EventTarget, string][]) : []),
  ];
  for (const [target, type] of events) target.addEventListener(type, update);
  return () => {
    for (const [target, type] of events) target.removeEventListener(type, update);
    notice.remove();
    document.body.style.paddingBottom = '';
  };
}
