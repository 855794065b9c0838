'use strict';

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Browsers may call the content service from the site's origin only (SITE_URL, or the comma separated
      // CORS_ORIGINS), and never with the visitor's cookies or credentials.
      origin: env.array('CORS_ORIGINS', [new URL(env('SITE_URL', 'http://localhost:8080')).origin]),
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
  'strapi::favicon',
  'strapi::public',
];
