// Guam's time for the admin's date and time input: Chamorro Standard Time is UTC+10 all year (no daylight
// saving), so a time typed in Guam is the stored UTC instant ten hours later, and back. Editors pick times in
// steps of 5 minutes; what is not a whole date and time on a step is refused with words saying why, and the
// editor's text is kept.

/** The custom field (its name and the Strapi type it stores), as the content catalog's ADMIN_INPUTS names it. */
export const GUAM_DATETIME_FIELD = { name: 'guam-datetime', type: 'datetime' };
/** How the admin names the zone, beside the field's label. */
export const GUAM_ZONE = 'ChST (UTC+10)';
/** Minutes between the times an editor may pick. */
export const STEP_MINUTES = 5;

const OFFSET_MS = 10 * 60 * 60 * 1000;
// What an input of type datetime-local holds: 2026-12-01T09:05 (seconds only when the browser adds them).
const LOCAL_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A stored value (an ISO instant in UTC, or none) as Guam's date and time, as an input of type
 * datetime-local shows it: '2026-12-01T19:05'. '' when there is none or it is not a time.
 */
export function guamTextOf(stored) {
  const instant = typeof stored === 'string' && stored !== '' ? Date.parse(stored) : NaN;
  if (!Number.isFinite(instant)) return '';
  return new Date(instant + OFFSET_MS).toISOString().slice(0, 16);
}

const GUAM_LIST_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Pacific/Guam',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored value as a list of entries shows it, in Guam's time: 'Dec 1, 2026, 9:05 AM ChST' ('' for none). */
export function guamListText(stored) {
  const instant = typeof stored === 'string' && stored !== '' ? Date.parse(stored) : NaN;
  return Number.isFinite(instant) ? `${GUAM_LIST_FORMAT.format(instant)} ChST` : '';
}

const two = (number) => String(number).padStart(2, '0');

/** The two times on a step either side of hours:minutes, as the editor reads them ('09:05 or 09:10'). */
function nearestSteps(hours, minutes) {
  const below = minutes - (minutes % STEP_MINUTES);
  const above = below + STEP_MINUTES;
  const atHour = (hour, minute) => `${two((hour + Math.floor(minute / 60)) % 24)}:${two(minute % 60)}`;
  return `${atHour(hours, below)} or ${atHour(hours, above)}`;
}

/**
 * What an editor typed in Guam's time, read: `{ stored }`, the UTC instant to save (null when the field was
 * emptied), or `{ problem }`, why it cannot be saved. `unfinished`: the browser holds a date or time that is
 * not complete yet (an input's validity.badInput; its value is then '').
 */
export function readGuamText(text, unfinished = false) {
  if (unfinished) {
    return {
      problem: `Enter the whole date and time (day, month, year, hours and minutes), in ${GUAM_ZONE}.`,
    };
  }
  if (text === '') return { stored: null };
  const parts = LOCAL_TEXT.exec(text);
  const [year, month, day, hours, minutes, seconds] = (parts ?? []).slice(1).map((part) => Number(part ?? 0));
  const guamClock = Date.UTC(year, month - 1, day, hours, minutes);
  const sameFields = (date) =>
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!parts || hours > 23 || minutes > 59 || !sameFields(new Date(guamClock))) {
    return { problem: `"${text}" is not a date and time. Pick one, in ${GUAM_ZONE}.` };
  }
  if (minutes % STEP_MINUTES !== 0 || seconds !== 0) {
    return {
      problem: `Times go in steps of ${STEP_MINUTES} minutes: ${nearestSteps(hours, minutes)}, not ${two(hours)}:${two(minutes)}${seconds ? `:${two(seconds)}` : ''}.`,
    };
  }
  return { stored: new Date(guamClock - OFFSET_MS).toISOString() };
}

/**
 * What the form holds while the editor's text cannot be saved: their words, which the content service
 * refuses at Save next to the field (src/editors/scheduleOrder.js), so no other time is ever saved instead.
 */
export const unsavedText = (text) =>
  text === '' ? 'an unfinished date and time' : `${text.replace('T', ' ')} ChST`;
