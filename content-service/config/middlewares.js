'use strict';

// Strapi's middleware chain, in order: metrics, security headers and CORS, published-only reads, the form
// guard.
const { CSP_DEFAULTS } = require('@strapi/utils');

module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', 'http://localhost:8080');
  const siteOrigin = new URL(siteUrl).origin;
  return [
    // First: every request is counted and timed, refused and failed ones too (src/metrics/metrics.js).
    'global::metrics',
    'strapi::logger',
    'strapi::errors',
    {
      // The admin shows, plays and downloads the media library's files from the site's address
      // (src/editors/siteFileLinks.js): Strapi's own policy plus the site's origin.
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          directives: Object.fromEntries(
            ['img-src', 'media-src', 'connect-src'].map((directive) => [
              directive,
              [...CSP_DEFAULTS[directive], siteOrigin],
            ]),
          ),
        },
      },
    },
    {
      name: 'strapi::cors',
      config: {
        // Browsers may call the content service from the site's origin only (SITE_URL, or the comma separated
        // CORS_ORIGINS), and never with the visitor's cookies or credentials.
        origin: env.array('CORS_ORIGINS', [siteOrigin]),
        credentials: false,
        methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        headers: ['Content-Type', 'Origin', 'Accept', 'Strapi-Response-Format', 'Idempotency-Key'],
      },
    },
    // No strapi::poweredBy: answers do not name the product.
    'strapi::query',
    // Visitors read published content only (src/middlewares/published-only.js).
    'global::published-only',
    'strapi::body',
    // The public forms: per-client limit, validation, idempotent creates (src/middlewares/form-guard.js).
    'global::form-guard',
    'strapi::session',
    // The site's icon (favicon.png, drawn by scripts/build/make-app-icons.js): without the file it answered 500.
    'strapi::favicon',
    'strapi::public',
    // The admin API answers with files on the site's address (src/editors/siteFileLinks.js).
    { name: 'global::admin-file-links', config: { siteUrl } },
  ];
};
