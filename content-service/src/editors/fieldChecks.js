'use strict';

/**
 * The content service's own checks of what editors save, beyond Strapi's schema rules: dates a list is ordered
 * by within their limit (dateLimits.js) and required text that is visible (requiredText.js). One document
 * service middleware refuses a create or update that breaks one, with a message next to each field, for the
 * admin and the API alike.
 */
const { errors } = require('@strapi/utils');
const { dateRefusals } = require('./dateLimits');
const { blankTextRefusals } = require('./requiredText');

/** Every refusal of one save: [{ path, message }] (empty when it may be saved). */
const fieldRefusals = (uid, data) => [...blankTextRefusals(uid, data), ...dateRefusals(uid, data)];

function registerFieldChecks(strapi) {
  strapi.documents.use(async (context, next) => {
    if (['create', 'update'].includes(context.action)) {
      const refusals = fieldRefusals(context.uid, context.params?.data);
      if (refusals.length) {
        throw new errors.ValidationError(refusals.map((refusal) => refusal.message).join(' '), {
          errors: refusals.map(({ path, message }) => ({ path, message, name: 'ValidationError' })),
        });
      }
    }
    return next();
  });
}

module.exports = { registerFieldChecks, fieldRefusals };
