export type CatalogAttribute = import("./collections").CatalogAttribute;
/**
 * A collection's schedule: its datetime fields named Starts... and Ends... (a notice's StartsAt and EndsAt).
 * An entry is public only from its start (none: from publication) until its end (none: for ever).
 */
export type ScheduleFields = {
    starts?: string;
    ends?: string;
};
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
export function readableName(field: string): string;
/** @typedef {import('./collections').CatalogAttribute} CatalogAttribute */
/** The label editors see for a field. @type {(field: string, attribute: CatalogAttribute) => string} */
export const fieldLabel: (field: string, attribute: CatalogAttribute) => string;
/** The line of help under a field in the admin ('' when there is none). */
/** @type {(attribute: CatalogAttribute) => string} */
export const fieldHelp: (attribute: CatalogAttribute) => string;
/**
 * The admin's own inputs, by name: the Strapi type each stores. The content service registers each as a
 * custom field of the app, on the server (src/index.js) and in the admin (src/admin/app.js).
 */
export const ADMIN_INPUTS: {
    readonly 'guam-datetime': "datetime";
};
/** The uid Strapi gives a custom field the app registers itself (not a plugin). @type {(input: string) => string} */
export const adminInputUid: (input: string) => string;
/** A collection's fields as Strapi's schema.json writes them (schemaAttribute). */
/** @type {(fields: Record<string, CatalogAttribute>) => Record<string, Omit<CatalogAttribute, 'editor'>>} */
export const schemaAttributes: (fields: Record<string, CatalogAttribute>) => Record<string, Omit<CatalogAttribute, "editor">>;
/** The date fields that may not lie further ahead than a number of days: [field, days][]. */
/** @type {(fields: Record<string, CatalogAttribute>) => [string, number][]} */
export const datesWithLimit: (fields: Record<string, CatalogAttribute>) => [string, number][];
/** The required fields written as text: a value of spaces only is as empty as none (the site would show a blank line). */
/** @type {(fields: Record<string, CatalogAttribute>) => string[]} */
export const requiredTextFields: (fields: Record<string, CatalogAttribute>) => string[];
/**
 * A collection's schedule: its datetime fields named Starts... and Ends... (a notice's StartsAt and EndsAt).
 * An entry is public only from its start (none: from publication) until its end (none: for ever).
 * @typedef {{ starts?: string, ends?: string }} ScheduleFields
 */
/** @type {(fields: Record<string, CatalogAttribute>) => ScheduleFields | undefined} */
export const scheduleFields: (fields: Record<string, CatalogAttribute>) => ScheduleFields | undefined;
