// The browser's reports to the site server (docs/operations.md "Signals"): one page view per page shown (the
// full load, and each client-side navigation to another page where the browser has the Navigation API), the errors a visitor meets (a page
// error, an area's code that fails to load, a hydration mismatch, a page that fails to render), and the Core
// Web Vitals, each with the page's route pattern, its area and the area's version in this visitor's manifest.
// Only a sampled share of page loads reports (the manifest's signals.sampleRate); batches go out with
// navigator.sendBeacon a few seconds after the last event and when the page is hidden. No URL, query string
// or personal data is sent.
import type { SiteManifest } from '@gpa/contracts';
import type { RootOptions } from 'react-dom/client';
import { afterInteractive } from '../afterInteractive';
import { createBeaconQueue, isSampled, type SignalEvent } from './beaconQueue';
import { pageOf } from './pageOf';
import { watchPageViews } from './pageViews';

const SEND_AFTER_MS = 3000;
// An area build's files: /areas/<area>/<version>/...
const AREA_FILE = /\/areas\/([a-z][a-z0-9-]*)\/([^/]+)\//;

type ErrorKind = Extract<SignalEvent, { type: 'error' }>['kind'];
let report: (kind: ErrorKind, area?: { area: string; version: string }) => void = () => undefined;

/** Starts reporting for this page load (nothing when the manifest has no signals settings or the draw says no). */
export function startSignals(manifest: SiteManifest | undefined): void {
  const settings = manifest?.signals;
  if (!manifest || !settings || !isSampled(settings.sampleRate) || typeof navigator.sendBeacon !== 'function')
    return;
  const queue = createBeaconQueue((body) =>
    navigator.sendBeacon(settings.path, new Blob([body], { type: 'text/plain' })),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    queue.flush();
  };
  const add = (event: SignalEvent) => {
    queue.add(event);
    clearTimeout(timer);
    timer = setTimeout(send, SEND_AFTER_MS);
  };
  const page = () => pageOf(manifest, window.location.pathname);

  report = (kind, area) => add({ type: 'error', kind, ...(area ? { ...area, route: '*' } : page()) });
  watchPageViews(
    (window as { navigation?: EventTarget }).navigation,
    () => window.location.pathname,
    () => add({ type: 'view', ...page() }),
  );

  // A script error, or (seen in the capture phase, as resource errors do not bubble) an area's file that failed to load.
  window.addEventListener(
    'error',
    (event) => {
      const source =
        event.target instanceof HTMLScriptElement
          ? event.target.src
          : event.target instanceof HTMLLinkElement
            ? event.target.href
            : undefined;
      if (source === undefined) return report('page-error');
      const [, area, version] = AREA_FILE.exec(source) ?? [];
      if (area && version) report('area-load', { area, version });
    },
    true,
  );
  window.addEventListener('unhandledrejection', () => report('page-error'));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);

  afterInteractive(
    () =>
      void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
        for (const observe of [onCLS, onINP, onLCP])
          observe(({ name, value }) => add({ type: 'vital', name, value, ...page() }));
      }),
  );
}

/**
 * React's root error callbacks: each error also reported, and written to the console as React's own
 * callbacks do (not rethrown to window.onerror, which would report it twice).
 */
export const reportingRootErrors: Pick<
  RootOptions,
  'onRecoverableError' | 'onCaughtError' | 'onUncaughtError'
> = {
  // During hydration: the server's HTML and the first render in the browser differ.
  onRecoverableError: (error) => {
    report('hydration');
    console.error(error);
  },
  // A page that throws while rendering (shown as the area's "unavailable" notice, or not caught at all).
  onCaughtError: (error) => {
    report('render-error');
    console.error(error);
  },
  onUncaughtError: (error) => {
    report('render-error');
    console.error(error);
  },
};
