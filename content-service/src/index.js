'use strict';

// Strapi's register and bootstrap hooks: field checks, permissions, first admin, forms table, seed, webhooks.
const { syncPublicPermissions } = require('./bootstrap/permissions');
const { closePublicAccounts } = require('./bootstrap/publicAccounts');
const { ensureFirstAdmin } = require('./bootstrap/firstAdmin');
const { createClaimsTable } = require('./forms/idempotency');
const { syncSiteWebhooks } = require('./editors/siteWebhooks');
const { syncAdminLayout } = require('./editors/adminLayout');
const { migrateNoticeHtml } = require('./editors/noticeMarkdown');
const { syncAdminRoles } = require('./editors/adminRoles');
const { registerFieldChecks } = require('./editors/fieldChecks');
const { ADMIN_INPUTS } = require('@gpa/content-catalog/editor-fields');
const { startMetricsListener } = require('./metrics/metrics');
const { seed } = require('../seed');

let metricsListener;

module.exports = {
  /**
   * Dates a list is ordered by stay within their limit, required text is visible (src/editors/fieldChecks.js);
   * the admin's own inputs the catalog names are custom fields of the app, each storing its Strapi type (their
   * admin part: src/admin/app.js).
   */
  register({ strapi }) {
    registerFieldChecks(strapi);
    for (const [name, type] of Object.entries(ADMIN_INPUTS)) strapi.customFields.register({ name, type });
  },

  /**
   * Runs on every boot, idempotent:
   *  1. public role permissions from content-catalog/collections.js, no public accounts (registration, login);
   *  2. the first administrator, when there is none (ADMIN_EMAIL/ADMIN_PASSWORD or generated once);
   *  3. the forms' claims table (Idempotency-Keys and locks shared by every Strapi process);
   *  4. seed data for empty, not yet seeded 'read' collections (disable with SEED=false), and notices
   *     stored as HTML rewritten once as Markdown (src/editors/noticeMarkdown.js);
   *  5. a change-notice webhook per site server (src/editors/siteWebhooks.js);
   *  6. the admin's labels and help from the catalog, and the roles that keep sign-ups from editors
   *     (src/editors/adminLayout.js, adminRoles.js);
   *  7. the private metrics listener (src/metrics/metrics.js).
   */
  async bootstrap({ strapi }) {
    await syncPublicPermissions(strapi);
    await closePublicAccounts(strapi);
    await ensureFirstAdmin(strapi);
    await createClaimsTable(strapi.db.connection);
    if (process.env.SEED !== 'false') {
      await seed(strapi);
    }
    await migrateNoticeHtml(strapi);
    // After the seed: its entries are not changes the site servers need to hear about.
    await syncSiteWebhooks(strapi);
    await syncAdminLayout(strapi);
    await syncAdminRoles(strapi);
    metricsListener = startMetricsListener(strapi);
  },

  destroy() {
    metricsListener?.close();
  },
};
