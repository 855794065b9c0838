/**
 * "You are offline - this page was saved at <time>", while the page on screen is the saved copy and the
 * browser is offline; gone when the connection returns, and once the visitor moves to another page in the site
 * (that page is not the copy the time is about: a page not saved says so itself, one message). Fixed to the
 * bottom of the window and outside the React tree: it shifts no layout and does not take part in hydration.
 */
const currentPage = () => `${window.location.pathname}${window.location.search}`;

export function showOfflineNotice(savedAtIso: string): () => void {
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
  const time = new Date(savedAtIso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const savedPage = currentPage();
  const update = () => {
    const shown = !navigator.onLine && currentPage() === savedPage;
    notice.textContent = shown ? `You are offline - this page was saved at ${time}` : '';
    notice.hidden = !shown;
  };
  update();
  document.body.append(notice);
  // The router moves between pages with the History API: the Navigation API (where there is one) and Back.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const events: [EventTarget, string][] = [
    [window, 'online'],
    [window, 'offline'],
    [window, 'popstate'],
    ...(navigation ? ([[navigation, 'navigatesuccess']] as [EventTarget, string][]) : []),
  ];
  for (const [target, type] of events) target.addEventListener(type, update);
  return () => {
    for (const [target, type] of events) target.removeEventListener(type, update);
    notice.remove();
  };
}
