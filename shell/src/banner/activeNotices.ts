// Which notices show now: their start and end times, dismissals and severity order, and a clock that ticks at each.
import { useRenderNow, type StrapiItem, type WebsiteNotificationsItem } from '@gpa/shared-ui';
import { useEffect, useState } from 'react';

export type Notice = StrapiItem<WebsiteNotificationsItem>;

const SEVERITY_RANK: Record<WebsiteNotificationsItem['Severity'], number> = {
  emergency: 0,
  warning: 1,
  info: 2,
};

/** The notice's stable key: its documentId, so a dismissal survives edits and republication. */
export const noticeKey = (notice: Notice): string => notice.documentId ?? String(notice.id);

const isActive = ({ attributes: { StartsAt, EndsAt } }: Notice, now: number) =>
  (!StartsAt || Date.parse(StartsAt) <= now) && (!EndsAt || Date.parse(EndsAt) > now);

/**
 * The notices to show at `now`: published ones (the public API has no others) between StartsAt and EndsAt
 * (either may be empty), not dismissed, most severe first, then in the order read (newest edit first).
 */
export function activeNotices(
  notices: readonly Notice[],
  now: number,
  dismissed: ReadonlySet<string>,
): Notice[] {
  return notices
    .filter((notice) => isActive(notice, now) && !dismissed.has(noticeKey(notice)))
    .map((notice, index) => ({ notice, index }))
    .sort(
      (a, b) =>
        (SEVERITY_RANK[a.notice.attributes.Severity] ?? 2) -
          (SEVERITY_RANK[b.notice.attributes.Severity] ?? 2) || a.index - b.index,
    )
    .map(({ notice }) => notice);
}

// setTimeout's longest delay is 2^31 - 1 ms: a later time is looked at again after a day.
const LONGEST_WAIT_MS = 24 * 3600_000;

/** The next StartsAt or EndsAt after `now` among the notices (undefined when none is ahead). */
export function nextNoticeTime(notices: readonly Notice[], now: number): number | undefined {
  const times = notices
    .flatMap(({ attributes: { StartsAt, EndsAt } }) => [StartsAt, EndsAt])
    .map((time) => (time ? Date.parse(time) : NaN))
    .filter((time) => time > now);
  return times.length ? Math.min(...times) : undefined;
}

/**
 * "Now" for notices: the server render's instant while the page hydrates (the same notices as its HTML, a
 * cached or saved page included), the browser's clock right after, then each StartsAt or EndsAt as it passes,
 * so an open page shows a notice from its start and drops it at its end without reading the notices again.
 */
export function useNoticeClock(notices: readonly Notice[]): number {
  const [passed, setPassed] = useState(0);
  const now = Math.max(useRenderNow(), passed);
  useEffect(() => {
    const next = nextNoticeTime(notices, now);
    if (next === undefined) return undefined;
    const timer = setTimeout(
      () => setPassed(Date.now()),
      Math.min(Math.max(0, next - Date.now()), LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [notices, now]);
  return now;
}
