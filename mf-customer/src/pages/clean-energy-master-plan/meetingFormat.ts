const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2021-01-29' as 'January 29, 2021' (read as a calendar date: no time zone can shift it). */
export function formatMeetingDate(date: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** '13:00:00.000' as '1:00 PM'. */
export function formatMeetingTime(time: string | null | undefined): string | undefined {
  const match = /^(\d{2}):(\d{2})/.exec(time ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A meeting's time range, or undefined when it is not set yet. */
export function formatMeetingTimes(start: string | null | undefined, end: string | null | undefined): string | undefined {
  const from = formatMeetingTime(start);
  const to = formatMeetingTime(end);
  if (!from) return undefined;
  return to ? `${from} to ${to}` : from;
}
