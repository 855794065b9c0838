'use strict';

/**
 * The content service's own checks of what editors save, beyond Strapi's schema rules: dates a list is ordered
 * by within their limit (dateLimits.js), required text that is visible (requiredText.js) and an end after
 * the start (scheduleOrder.js). One document
 * service middleware refuses a create or update that breaks one, with a message next to each field, for the
 * admin and the API alike.
 */
const { errors } = require('@strapi/utils');
const { dateRefusals } = require('./dateLimits');
const { blankTextRefusals } = require('./requiredText');
const { missingScheduleFields, scheduleRefusals } = require('./scheduleOrder');

/** Every refusal of one save: [{ path, message }] (empty when it may be saved); `stored`: the saved entry's values. */
const fieldRefusals = (uid, data, stored) => [
  ...blankTextRefusals(uid, data),
  ...dateRefusals(uid, data),
  ...scheduleRefusals(uid, data, stored),
];

/** The saved values of the fields an update leaves out that a check compares with (a start and an end). */
async function storedValues(strapi, context) {
  const fields = missingScheduleFields(context.uid, context.params?.data);
  const documentId = context.params?.documentId;
  if (context.action !== 'update' || !fields.length || !documentId) return {};
  const { locale } = context.params;
  return (await strapi.documents(context.uid).findOne({ documentId, locale, status: 'draft', fields })) ?? {};
}

function registerFieldChecks(strapi) {
  strapi.documents.use(async (context, next) => {
    if (['create', 'update'].includes(context.action)) {
      const stored = await storedValues(strapi, context);
      const refusals = fieldRefusals(context.uid, context.params?.data, stored);
      if (refusals.length) {
        const messages = new Set(refusals.map((refusal) => refusal.message));
        throw new errors.ValidationError([...messages].join(' '), {
          errors: refusals.map(({ path, message }) => ({ path, message, name: 'ValidationError' })),
        });
      }
    }
    return next();
  });
}

module.exports = { registerFieldChecks, fieldRefusals };
