'use strict';

/**
 * What editors are told about a field in Strapi's admin, kept beside the field in the catalog:
 * `editor: { label?, help?, maxDaysAhead?, input? }` on an attribute. Strapi's schema never sees the wording
 * (schemaAttributes); the content service turns it into the admin's labels and help lines and into its own
 * refusals. `input` names the admin's own input for the field (a Strapi custom field, ADMIN_INPUTS): the
 * schema names the custom field, which stores the attribute's own type, so the data and the API answers are
 * those of that type.
 */

/** "Rate_Value" -> "Rate value", "StartsAt" -> "Starts at", "article_category" -> "Article category". */
/** @param {string} field */
function readableName(field) {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toUpperCase() + word.slice(1)
        : /^[A-Z0-9]{2,}$/.test(word)
          ? word
          : word.toLowerCase(),
    )
    .join(' ');
}

/** @typedef {import('./collections').CatalogAttribute} CatalogAttribute */

/** The label editors see for a field. @type {(field: string, attribute: CatalogAttribute) => string} */
const fieldLabel = (field, attribute) => attribute.editor?.label ?? readableName(field);

/** The line of help under a field in the admin ('' when there is none). */
/** @type {(attribute: CatalogAttribute) => string} */
const fieldHelp = (attribute) => attribute.editor?.help ?? '';

/**
 * The admin's own inputs, by name: the Strapi type each stores. The content service registers each as a
 * custom field of the app, on the server (src/index.js) and in the admin (src/admin/app.js).
 */
const ADMIN_INPUTS = /** @type {const} */ ({
  // A date and time shown and typed in Guam's time (ChST, UTC+10), in 5-minute steps.
  'guam-datetime': 'datetime',
});

/** The uid Strapi gives a custom field the app registers itself (not a plugin). @type {(input: string) => string} */
const adminInputUid = (input) => `global::${input}`;

/** One attribute as schema.json writes it: without the wording; a custom field where an admin input is named. */
/** @type {(attribute: CatalogAttribute) => Omit<CatalogAttribute, 'editor'>} */
function schemaAttribute({ editor, ...attribute }) {
  const input = editor?.input;
  if (input === undefined) return attribute;
  const stored = Object.entries(ADMIN_INPUTS).find(([name]) => name === input)?.[1];
  if (stored !== attribute.type)
    throw new Error(
      `the admin input "${input}" stores ${stored ?? 'nothing (no such input)'}, not ${attribute.type}`,
    );
  return { ...attribute, type: 'customField', customField: adminInputUid(input) };
}

/** A collection's fields as Strapi's schema.json writes them (schemaAttribute). */
/** @type {(fields: Record<string, CatalogAttribute>) => Record<string, Omit<CatalogAttribute, 'editor'>>} */
const schemaAttributes = (fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, attribute]) => [name, schemaAttribute(attribute)]));

/** The date fields that may not lie further ahead than a number of days: [field, days][]. */
/** @type {(fields: Record<string, CatalogAttribute>) => [string, number][]} */
const datesWithLimit = (fields) =>
  Object.entries(fields).flatMap(([name, attribute]) => {
    const days = attribute.editor?.maxDaysAhead;
    return days === undefined ? [] : [/** @type {[string, number]} */ ([name, days])];
  });

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email']);

/** The required fields written as text: a value of spaces only is as empty as none (the site would show a blank line). */
/** @type {(fields: Record<string, CatalogAttribute>) => string[]} */
const requiredTextFields = (fields) =>
  Object.entries(fields)
    .filter(([, attribute]) => attribute.required && TEXT_TYPES.has(attribute.type))
    .map(([name]) => name);

/**
 * A collection's schedule: its datetime fields named Starts... and Ends... (a notice's StartsAt and EndsAt).
 * An entry is public only from its start (none: from publication) until its end (none: for ever).
 * @typedef {{ starts?: string, ends?: string }} ScheduleFields
 */
/** @type {(fields: Record<string, CatalogAttribute>) => ScheduleFields | undefined} */
const scheduleFields = (fields) => {
  const datetimes = Object.keys(fields).filter((name) => fields[name]?.type === 'datetime');
  const starts = datetimes.find((name) => /^starts?/i.test(name));
  const ends = datetimes.find((name) => /^ends?/i.test(name));
  return starts === undefined && ends === undefined ? undefined : { starts, ends };
};

module.exports = {
  readableName,
  fieldLabel,
  fieldHelp,
  ADMIN_INPUTS,
  adminInputUid,
  schemaAttributes,
  datesWithLimit,
  requiredTextFields,
  scheduleFields,
};
