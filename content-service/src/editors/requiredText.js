'use strict';

/**
 * Required text means visible text: Strapi's `required` accepts a value of spaces, which the site shows as a
 * blank line (a rate row "   " is a $1.00 line without a name and changes every estimate; a FOIA report titled
 * with spaces is a blank row on top of its list). Every field the catalog marks required and writes as text
 * (requiredTextFields) is refused when it holds no visible character.
 */
const catalog = require('@gpa/content-catalog');
const { fieldLabel, requiredTextFields } = require('@gpa/content-catalog/editor-fields');
const { uidOf } = require('@gpa/content-catalog/uid');

/** uid -> [{ field, label }] for the collections with required text. */
const REQUIRED_TEXT = new Map(
  catalog
    .map((entry) => [
      uidOf(entry.singular),
      requiredTextFields(entry.fields).map((field) => ({
        field,
        label: fieldLabel(field, entry.fields[field]),
      })),
    ])
    .filter(([, fields]) => fields.length),
);

// JavaScript's \s covers the no-break and zero-width-no-break spaces; the zero-width characters are added.
const INVISIBLE = /^[\s\u200b-\u200d\u2060]*$/;

/** The refusals for one save's data: [{ path, message }]. A field the save leaves out is not checked (Strapi's own `required` is). */
function blankTextRefusals(uid, data) {
  return (REQUIRED_TEXT.get(uid) ?? [])
    .filter(({ field }) => typeof data?.[field] === 'string' && INVISIBLE.test(data[field]))
    .map(({ field, label }) => ({
      path: [field],
      message: `${label} cannot be blank: write the text visitors will read (spaces alone are not enough).`,
    }));
}

module.exports = { blankTextRefusals };
