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
 * `editor: { label?, help?, maxDaysAhead? }` on an attribute. Strapi's schema never sees it (schemaAttributes);
 * the content service turns it into the admin's labels and help lines and into its own refusals.
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
/** A collection's fields as Strapi's schema.json writes them: without the editor wording. */
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
