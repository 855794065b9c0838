'use strict';

/**
 * The admin's Preview panel (Strapi's preview feature, config/admin.js): the first site page whose route
 * declares a read of the collection (collectionPages.js), or the catalog's `previewPath` for what the shell's
 * layout reads on every page (the notice banner); the public page for a published entry and a signed link
 * that renders drafts for a draft (content-catalog/previewLink.js). No page, no panel.
 */
const catalog = require('@gpa/content-catalog');
const { previewLink } = require('@gpa/content-catalog/preview-link');
const { uidOf } = require('@gpa/content-catalog/uid');
const { collectionPages } = require('./collectionPages');

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

function createPreviewHandler({ siteUrl, secret, pagesOfCollections = collectionPages() }) {
  const pages = previewPages(pagesOfCollections);
  return (uid, { status } = {}) => {
    const path = pages.get(uid);
    if (!path || !secret) return null;
    return status === 'published'
      ? `${new URL(siteUrl).origin}${path}`
      : previewLink({ siteUrl, path, secret });
  };
}

module.exports = { createPreviewHandler, previewOrigins };
