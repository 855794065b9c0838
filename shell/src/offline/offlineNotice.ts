/**
 * "You are offline - this page was saved at <time>", while the page on screen is a saved copy and the
 * browser is offline; gone when the connection returns. Fixed to the bottom of the window and outside the
 * React tree: it shifts no layout and does not take part in hydration.
 */
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
  const update = () => {
    notice.textContent = navigator.onLine ? '' : `You are offline - this page was saved at ${time}`;
    notice.hidden = navigator.onLine;
  };
  update();
  document.body.append(notice);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    notice.remove();
  };
}
