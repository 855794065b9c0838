'use strict';

/**
 * Dates a list is ordered by may not lie further ahead than their catalog limit (`editor.maxDaysAhead`):
 * an article dated 2099 would sit on top of News and media for ever and add a "2099" archive year. Strapi's
 * date attributes have no min/max, so a document service middleware refuses the save with a message next to
 * the field, for the admin and the API alike.
 */
const { errors } = require('@strapi/utils');
const catalog = require('@gpa/content-catalog');
const { datesWithLimit, fieldLabel } = require('@gpa/content-catalog/editor-fields');
const { uidOf } = require('@gpa/content-catalog/uid');

const DAY_MS = 24 * 60 * 60 * 1000;

/** uid -> [field, days][] for the collections that have such dates. */
const LIMITS = new Map(
  catalog
    .map((entry) => [uidOf(entry.singular), datesWithLimit(entry.fields).map(([field, days]) => ({ field, days, label: fieldLabel(field, entry.fields[field]) }))])
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
      refusals.push({ path: [field], message: `${label} cannot be later than ${latest} (at most ${days} days ahead). Check the year.` });
    }
  }
  return refusals;
}

/** Registers the check on every create and update of a collection with a limited date. */
function registerDateLimits(strapi) {
  strapi.documents.use(async (context, next) => {
    if (LIMITS.has(context.uid) && ['create', 'update'].includes(context.action)) {
      const refusals = dateRefusals(context.uid, context.params?.data);
      if (refusals.length) {
        throw new errors.ValidationError(refusals.map((refusal) => refusal.message).join(' '), {
          errors: refusals.map(({ path, message }) => ({ path, message, name: 'ValidationError' })),
        });
      }
    }
    return next();
  });
}

module.exports = { registerDateLimits, dateRefusals };
