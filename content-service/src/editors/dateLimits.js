'use strict';

/**
 * Dates a list is ordered by may not lie further ahead than their catalog limit (`editor.maxDaysAhead`):
 * an article dated 2099 would sit on top of News and media for ever and add a "2099" archive year. Strapi's
 * date attributes have no min/max, so the content service refuses the save (fieldChecks.js).
 */
const catalog = require('@gpa/content-catalog');
const { datesWithLimit, fieldLabel } = require('@gpa/content-catalog/editor-fields');
const { uidOf } = require('@gpa/content-catalog/uid');

const DAY_MS = 24 * 60 * 60 * 1000;

/** uid -> [field, days][] for the collections that have such dates. */
const LIMITS = new Map(
  catalog
    .map((entry) => [
      uidOf(entry.singular),
      datesWithLimit(entry.fields).map(([field, days]) => ({
        field,
        days,
        label: fieldLabel(field, entry.fields[field]),
      })),
    ])
    .filter(([, limits]) => limits.length),
);

/** The refusals for one save's data: [{ path, message }] (empty when it may be saved). */
function dateRefusals(uid, data, now = Date.now()) {
  const refusals = [];
  for (const { field, days, label } of LIMITS.get(uid) ?? []) {
    const value = data?.[field];
    if (value === undefined || value === null || value === '') continue;
    const latest = new Date(now + days * DAY_MS).toISOString().slice(0, 10);
    if (String(value).slice(0, 10) > latest) {
      refusals.push({
        path: [field],
        message: `${label} cannot be later than ${latest} (at most ${days} days ahead). Check the year.`,
      });
    }
  }
  return refusals;
}

module.exports = { dateRefusals };
