/**
 * Runs `start` once the page has loaded and the browser is idle (hydration done): what starts there costs
 * the first visit nothing on its way to an interactive page.
 */
export function afterInteractive(start: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => start(), { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
