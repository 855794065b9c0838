'use strict';

/**
 * The catalog's Markdown fields (its `richtext` attributes, what the admin's text editor writes) and the field
 * beside each in the site's content answers that holds its HTML: the site server makes that HTML once per answer
 * (site-server/src/content/markdownFields.ts) and the browser only inserts it.
 */
const collections = require('./collections');

/** The name of the field that carries the site's HTML of the Markdown field `field` ("description" -> "descriptionHtml"). */
const htmlFieldOf = (/** @type {string} */ field) => `${field}Html`;

/**
 * The Markdown fields of each collection that has any, by its plural (its /api path).
 * @type {ReadonlyMap<string, readonly string[]>}
 */
const markdownFields = new Map(
  collections
    .map((collection) => {
      const fields = Object.entries(collection.fields)
        .filter(([, attribute]) => attribute.type === 'richtext')
        .map(([name]) => name);
      return /** @type {[string, string[]]} */ ([collection.plural, fields]);
    })
    .filter(([, fields]) => fields.length > 0),
);

module.exports = { htmlFieldOf, markdownFields };
