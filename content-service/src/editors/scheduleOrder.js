'use strict';

/**
 * A scheduled entry (a notice's Starts at and Ends at, scheduleFields of the catalog) must end after it
 * starts: one that ends first would be saved and Published and never show. Strapi cannot compare two fields,
 * so the content service refuses the save (fieldChecks.js), next to both fields, naming both. A start or an
 * end that is not a time (the admin picker's text an editor left unfinished) is refused next to its field.
 */
const catalog = require('@gpa/content-catalog');
const { fieldLabel, scheduleFields } = require('@gpa/content-catalog/editor-fields');
const { uidOf } = require('@gpa/content-catalog/uid');

/** uid -> its start and end fields and their labels, for the collections that have both. */
const SCHEDULES = new Map(
  catalog.flatMap((entry) => {
    const schedule = scheduleFields(entry.fields);
    if (!schedule?.starts || !schedule.ends) return [];
    const { starts, ends } = schedule;
    const labels = {
      starts: fieldLabel(starts, entry.fields[starts]),
      ends: fieldLabel(ends, entry.fields[ends]),
    };
    return [[uidOf(entry.singular), { starts, ends, labels }]];
  }),
);

// The site's visitors and editors are in Guam: times in refusals are written in Chamorro Standard Time.
const guamTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Pacific/Guam',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The schedule fields of `uid` that a save of `data` leaves out (an update then keeps the stored ones). */
function missingScheduleFields(uid, data) {
  const schedule = SCHEDULES.get(uid);
  if (!schedule) return [];
  return [schedule.starts, schedule.ends].filter((field) => !data || !(field in data));
}

// An instant: a date, a time and its zone (Z or +hh:mm). Without a zone Strapi would read the time as UTC, ten
// hours from what a Guam editor meant; the admin's picker sends the editor's own text when it is not a time.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The fields of one save whose text is not an instant: refused, the editor's text named in the message. */
function unreadableTimes(schedule, data) {
  return ['starts', 'ends'].flatMap((end) => {
    const value = data?.[schedule[end]];
    if (
      typeof value !== 'string' ||
      value === '' ||
      (INSTANT.test(value) && Number.isFinite(Date.parse(value)))
    )
      return [];
    const message =
      `${schedule.labels[end]} must be a date and time in ChST (5-minute steps): "${value}" is not one.` +
      ' Pick one, or leave it empty.';
    return [{ path: [schedule[end]], message }];
  });
}

/**
 * The refusals for one save: [{ path, message }] (empty when it may be saved). `stored`: the entry's saved
 * values, for the fields the save leaves out.
 */
function scheduleRefusals(uid, data, stored = {}) {
  const schedule = SCHEDULES.get(uid);
  if (!schedule) return [];
  const unreadable = unreadableTimes(schedule, data);
  if (unreadable.length) return unreadable;
  const valueOf = (field) => (data && field in data ? data[field] : stored?.[field]);
  const startsAt = Date.parse(valueOf(schedule.starts) ?? '');
  const endsAt = Date.parse(valueOf(schedule.ends) ?? '');
  if (!(endsAt <= startsAt)) return [];
  const { starts, ends } = schedule.labels;
  const message =
    `${ends} (${guamTime.format(endsAt)} ChST) must be later than ${starts} (${guamTime.format(startsAt)} ChST):` +
    ` an entry that ends before it starts never shows. Change one of them, or leave ${ends} empty.`;
  return [schedule.starts, schedule.ends].map((field) => ({ path: [field], message }));
}

module.exports = { scheduleRefusals, missingScheduleFields };
