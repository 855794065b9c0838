// The visitor's dismissed notices, kept in a cookie both the browser and the server's first script read.
import { useMemo, useSyncExternalStore } from 'react';

// The notices a visitor dismissed, by documentId, in a functional cookie. The server renders every notice
// (a page is the same for every visitor, so an edge may keep it); the page's first script hides the dismissed
// ones before paint by the same cookie name (site-server/src/render/dismissedNotices.ts), and the banner
// leaves them out once hydrated.
export const DISMISSED_NOTICES_COOKIE = 'gpa-dismissed-notices';
const MAX_REMEMBERED = 20;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const NOTICE_ID = /^[A-Za-z0-9]{1,64}$/;

/** The dismissed ids in a Cookie header or document.cookie (unknown or malformed values are ignored). */
export function parseDismissedNotices(cookies: string): string[] {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DISMISSED_NOTICES_COOKIE}=`))
    ?.slice(DISMISSED_NOTICES_COOKIE.length + 1);
  return (value ?? '').split('.').filter((id) => NOTICE_ID.test(id));
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The dismissed notice ids: none on the server and at hydration (the HTML has every notice), then the cookie's. */
export function useDismissedNotices(): ReadonlySet<string> {
  const cookies = useSyncExternalStore(subscribe, browserCookies, () => '');
  return useMemo(() => new Set(parseDismissedNotices(cookies)), [cookies]);
}

/** Remembers a dismissal for a year (the most recent ones, so the cookie stays small). */
export function dismissNotice(id: string): void {
  const ids = [...parseDismissedNotices(document.cookie).filter((known) => known !== id), id].slice(
    -MAX_REMEMBERED,
  );
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DISMISSED_NOTICES_COOKIE}=${ids.join('.')}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  listeners.forEach((listener) => listener());
}
