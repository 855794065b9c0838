'use strict';

/**
 * The admin's Preview panel (Strapi's preview feature, config/admin.js): the first site page whose route
 * declares a read of the collection (collectionPages.js), or the catalog's `previewPath` for what the shell's
 * layout reads on every page (the notice banner), on the view where the entry appears (an article by its
 * category: a newsletter on the newsletters view). Drafts and published entries alike open a signed link
 * (content-catalog/previewLink.js): the site lets the admin frame only those pages, never its public ones.
 * No page, no panel.
 */
const catalog = require('@gpa/content-catalog');
const { NEWS_CATEGORY_VIEWS } = require('@gpa/content-catalog/news-categories');
const { previewLink } = require('@gpa/content-catalog/preview-link');
const { uidOf } = require('@gpa/content-catalog/uid');
const { collectionPages } = require('./collectionPages');

/**
 * Collections whose entries a page shows on different views by a related entry's field: the view's query
 * per value. News and media lists an article whose category has a view of its own at that ?mode=
 * (content-catalog/newsCategories.js), every other article at its default view.
 */
const ENTRY_VIEWS = new Map([
  [
    uidOf('article'),
    {
      relation: 'article_category',
      field: 'Name',
      views: Object.fromEntries(
        Object.entries(NEWS_CATEGORY_VIEWS).map(([category, mode]) => [category, `?mode=${mode}`]),
      ),
    },
  ],
]);

/** uid -> the page its entries are previewed on. */
function previewPages(pagesOfCollections) {
  const pageOf = ({ plural, previewPath }) => pagesOfCollections.get(plural)?.[0]?.path ?? previewPath;
  return new Map(
    catalog
      .filter((entry) => entry.access === 'read' && pageOf(entry))
      .map((entry) => [uidOf(entry.singular), pageOf(entry)]),
  );
}

/** The site's origins the admin may frame. */
const previewOrigins = (siteUrl) => [new URL(siteUrl).origin];

/** The view of `path` where this entry appears ('' for the page's own view). */
async function entryView(uid, { documentId, locale, status }, findEntry) {
  const rule = ENTRY_VIEWS.get(uid);
  if (!rule || !documentId) return '';
  const entry = await findEntry(uid, { documentId, locale, status, populate: [rule.relation] });
  return rule.views[entry?.[rule.relation]?.[rule.field]] ?? '';
}

/**
 * Strapi's preview handler: (uid, { documentId, locale, status }) -> the address the panel frames, or null.
 * `findEntry`: the document service's findOne (tests pass a fake).
 */
function createPreviewHandler({
  siteUrl,
  secret,
  pagesOfCollections = collectionPages(),
  findEntry = (uid, params) => globalThis.strapi.documents(uid).findOne(params),
}) {
  const pages = previewPages(pagesOfCollections);
  return async (uid, params = {}) => {
    const path = pages.get(uid);
    if (!path || !secret) return null;
    return previewLink({ siteUrl, path: `${path}${await entryView(uid, params, findEntry)}`, secret });
  };
}

module.exports = { createPreviewHandler, previewOrigins };
