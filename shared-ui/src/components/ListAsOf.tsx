// The "as of" date of a list that can go stale (open jobs, open tenders, posted reports): the day the page was
// rendered, when its content was read, so a visitor can tell a list of today from an old copy.
import { useRenderNow } from '../app/renderClock';

// The same words on the server and in every browser: one locale, one time zone (the day the site's dates use).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Open for applications as of November 28, 2026.": what the list holds, as of the day of this render. */
export function ListAsOf({ what }: { what: string }) {
  return <p>{`${what} as of ${LONG_DATE.format(useRenderNow())}.`}</p>;
}
