// The visitor's dismissed notices (a functional cookie the banner writes: shell/src/banner/dismissedNotices.ts)
// are part of the rendered page: a dismissed notice is left out of the HTML. Only that cookie is passed to the
// render and to its cache key, normalized, so other cookies neither reach the render nor split the cache.
const DISMISSED_NOTICES_COOKIE = 'gpa-dismissed-notices';
const NOTICE_ID = /^[A-Za-z0-9]{1,64}$/;
const MAX_REMEMBERED = 20;

/** `gpa-dismissed-notices=<id>.<id>` (ids sorted, malformed ones dropped), or '' when none. */
export function dismissedNoticesCookie(cookieHeader = ''): string {
  const value = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DISMISSED_NOTICES_COOKIE}=`))
    ?.slice(DISMISSED_NOTICES_COOKIE.length + 1);
  const ids = [...new Set((value ?? '').split('.').filter((id) => NOTICE_ID.test(id)))].slice(-MAX_REMEMBERED).sort();
  return ids.length > 0 ? `${DISMISSED_NOTICES_COOKIE}=${ids.join('.')}` : '';
}
