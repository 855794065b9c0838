'use strict';

// Strapi's admin panel settings: whether it is served, its secrets, and the preview of drafts on the site.
const { createPreviewHandler, previewOrigins } = require('../src/editors/preview');

module.exports = ({ env }) => ({
  // Headless deployments and the tests that never open the admin run with SERVE_ADMIN=false (no admin build).
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  // Preview of drafts on the real site (src/editors/preview.js), signed with the secret the site servers share.
  preview: {
    enabled: Boolean(env('CONTENT_CHANGES_SECRET')),
    config: {
      allowedOrigins: previewOrigins(env('SITE_URL', 'http://localhost:8080')),
      handler: createPreviewHandler({
        siteUrl: env('SITE_URL', 'http://localhost:8080'),
        secret: env('CONTENT_CHANGES_SECRET'),
      }),
    },
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});
