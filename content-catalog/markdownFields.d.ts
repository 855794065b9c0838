/** The name of the field that carries the site's HTML of the Markdown field `field` ("description" -> "descriptionHtml"). */
export function htmlFieldOf(field: string): string;
/**
 * The Markdown fields of each collection that has any, by its plural (its /api path).
 * @type {ReadonlyMap<string, readonly string[]>}
 */
export const markdownFields: ReadonlyMap<string, readonly string[]>;
