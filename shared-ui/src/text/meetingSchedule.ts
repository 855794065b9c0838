// Date and time texts of stakeholder meeting schedules. The content service sends a date as YYYY-MM-DD and a
// time as HH:mm[:ss[.SSS]]; both are read by their parts and formatted in UTC with a fixed locale, so the
// server and every browser (whatever its time zone or language) print exactly the same text.

export const TBD = 'TBD';

const LONG_WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The UTC timestamp of a calendar date 'YYYY-MM-DD' (a longer ISO string is cut to its date), or undefined. */
export function parseCalendarDate(value: string | null | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2021-02-30 over to March 2: such a date is invalid, not another day.
  const check = new Date(time);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? time
    : undefined;
}

/** 'Friday, January 29, 2021', or TBD when the date is missing or invalid. */
export function formatMeetingDate(value: string | null | undefined): string {
  const time = parseCalendarDate(value);
  return time === undefined ? TBD : LONG_WEEKDAY_DATE.format(time);
}

/** 'January 29, 2021' for a calendar date or an ISO timestamp (its UTC day), or '' when invalid. */
export function formatLongDate(value: string | null | undefined): string {
  const time = parseCalendarDate(value);
  return time === undefined ? '' : LONG_DATE.format(time);
}

/** Minutes after midnight of 'HH:mm[:ss[.SSS]]', or undefined when it is not a valid time of day. */
export function parseTimeOfDay(value: string | null | undefined): number | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value ?? '');
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return hours * 60 + minutes;
}

/** '9:00 AM' for 540 minutes after midnight. */
function clockText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM - 12:00 PM'; TBD when either end is missing or invalid, or the meeting would end before it starts. */
export function formatMeetingTime(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === undefined || to === undefined || to < from) return TBD;
  return `${clockText(from)} - ${clockText(to)}`;
}

/** The long date of the most recent `updatedAt` among the items ('' when there is none). */
export function latestUpdate(items: { attributes: { updatedAt?: string | null } }[]): string {
  const latest = items.reduce<string>((max, { attributes }) => {
    const value = attributes.updatedAt ?? '';
    return value > max ? value : max;
  }, '');
  return formatLongDate(latest);
}
