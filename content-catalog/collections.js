'use strict';

/**
 * The content catalog: ONE array describing every collection of the content service, composed of one module
 * per area of the site in collections/ (written with the helpers and shared shapes of collections/fields.js).
 *
 *  - content-service/scripts/generate-schemas.js turns each entry into src/api/<singular>/... (schema,
 *    router, controller, service);
 *  - src/index.js grants the Public role find/findOne ('read') or create ('create');
 *  - the front end generates its TypeScript types from this list, so keep the format:
 *
 *    { plural, singular, displayName, access: 'read' | 'create', fields: { <Name>: <Strapi attribute> },
 *      draftAndPublish?: true, previewPath?: '/page', description?: '<what an entry is, for editors>' }
 *
 * `fields` values are Strapi schema attribute objects, written verbatim into schema.json. Strapi refuses a
 * save that breaks their `required`, `min`/`max`, `maxLength` or `regex` with a message naming the field:
 * those rules go where a page computes with a value or orders a list by it.
 * `draftAndPublish` gives editors a draft stage and a preview on the site; the public site only ever reads
 * what is published. Where entries appear is never written here: the admin names (and previews) the pages
 * whose routes declare a read of the collection (content-service/src/editors/collectionPages.js);
 * `previewPath` is only for what the shell's layout reads on every page, which no route declares.
 * displayName starts with the page a collection feeds ("News and media: article"): the admin lists them by it.
 * An attribute may carry `editor: { label, help, maxDaysAhead, input }` (editorFields.js): the admin's wording,
 * the content service's own checks and the admin's own input for it (a Strapi custom field: `input:
 * 'guam-datetime'`, the schema then names the custom field), never written into the schema as they are.
 * Plain CommonJS, no dependencies.
 */

/**
 * What editors are told about a field and the admin's input for it (editorFields.js); never written into the
 * Strapi schema as it is.
 * @typedef {{ label?: string, help?: string, maxDaysAhead?: number, input?: string }} EditorWording
 */
/**
 * A Strapi schema attribute, plus the catalog's editor wording.
 * @typedef {{ type: string, target?: string, enum?: string[], required?: boolean, min?: number, max?: number, editor?: EditorWording, [option: string]: unknown }} CatalogAttribute
 */
/**
 * One collection. `access` 'read': public find/findOne; 'create': public create only (sign-ups).
 * `displayName`: "Page: what", as the admin lists it. `previewPath`: where a collection no route reads (the layout's) is previewed.
 * @typedef {{ plural: string, singular: string, displayName: string, access: 'read' | 'create', fields: Record<string, CatalogAttribute>, draftAndPublish?: boolean, previewPath?: string, description?: string }} CatalogCollection
 */

// The collections by area, in one list (collections/fields.js holds what they are written with).
const customer = require('./collections/customer');
const communityAndInitiatives = require('./collections/communityAndInitiatives');
const newsAndSearch = require('./collections/newsAndSearch');
const corporate = require('./collections/corporate');
const financials = require('./collections/financials');
const humanResources = require('./collections/humanResources');

/** @type {CatalogCollection[]} */
const collections = [
  ...customer,
  ...communityAndInitiatives,
  ...newsAndSearch,
  ...corporate,
  ...financials,
  ...humanResources,
];

module.exports = collections;
