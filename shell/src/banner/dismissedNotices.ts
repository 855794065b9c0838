import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

// The notices a visitor dismissed, by documentId, in a functional cookie: the site server reads it too, so
// a page arrives without a dismissed notice (site-server/src/render/dismissedNotices.ts reads the same name).
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

/** The server render's view of the cookie (renderPage provides it); the browser reads document.cookie. */
export const DismissedNoticesContext = createContext<string | undefined>(undefined);

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The dismissed notice ids; the same on the server and at hydration, since both read the visitor's cookie. */
export function useDismissedNotices(): ReadonlySet<string> {
  const fromServer = useContext(DismissedNoticesContext);
  const cookies = useSyncExternalStore(subscribe, browserCookies, () => fromServer ?? browserCookies());
  return useMemo(() => new Set(parseDismissedNotices(cookies)), [cookies]);
}

/** Remembers a dismissal for a year (the most recent ones, so the cookie stays small). */
export function dismissNotice(id: string): void {
  const ids = [...parseDismissedNotices(document.cookie).filter((known) => known !== id), id].slice(-MAX_REMEMBERED);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DISMISSED_NOTICES_COOKIE}=${ids.join('.')}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  listeners.forEach((listener) => listener());
}
