import type { StrapiItem, WebsiteNotificationsItem } from '@gpa/shared-ui';

export type Notice = StrapiItem<WebsiteNotificationsItem>;

const SEVERITY_RANK: Record<WebsiteNotificationsItem['Severity'], number> = { emergency: 0, warning: 1, info: 2 };

/** The notice's stable key: its documentId, so a dismissal survives edits and republication. */
export const noticeKey = (notice: Notice): string => notice.documentId ?? String(notice.id);

const isActive = ({ attributes: { StartsAt, EndsAt } }: Notice, now: number) =>
  (!StartsAt || Date.parse(StartsAt) <= now) && (!EndsAt || Date.parse(EndsAt) > now);

/**
 * The notices to show at `now`: published ones (the public API has no others) between StartsAt and EndsAt
 * (either may be empty), not dismissed, most severe first, then in the order read (newest edit first).
 */
export function activeNotices(notices: readonly Notice[], now: number, dismissed: ReadonlySet<string>): Notice[] {
  return notices
    .filter((notice) => isActive(notice, now) && !dismissed.has(noticeKey(notice)))
    .map((notice, index) => ({ notice, index }))
    .sort((a, b) => (SEVERITY_RANK[a.notice.attributes.Severity] ?? 2) - (SEVERITY_RANK[b.notice.attributes.Severity] ?? 2) || a.index - b.index)
    .map(({ notice }) => notice);
}
