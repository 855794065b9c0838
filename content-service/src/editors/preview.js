'use strict';

/**
 * The admin's Preview panel (Strapi's preview feature, config/admin.js): the site page that shows a
 * collection (its catalog `previewPath`), the public page for a published entry and a signed link that
 * renders drafts for a draft (content-catalog/previewLink.js). No page, no panel.
 */
const catalog = require('@gpa/content-catalog');
const { previewLink } = require('@gpa/content-catalog/preview-link');
const { uidOf } = require('@gpa/content-catalog/uid');

const PAGES = new Map(catalog.filter((entry) => entry.previewPath).map((entry) => [uidOf(entry.singular), entry.previewPath]));

/** The site's origins the admin may frame. */
const previewOrigins = (siteUrl) => [new URL(siteUrl).origin];

function createPreviewHandler({ siteUrl, secret }) {
  return (uid, { status } = {}) => {
    const path = PAGES.get(uid);
    if (!path || !secret) return null;
    return status === 'published' ? `${new URL(siteUrl).origin}${path}` : previewLink({ siteUrl, path, secret });
  };
}

module.exports = { createPreviewHandler, previewOrigins };
