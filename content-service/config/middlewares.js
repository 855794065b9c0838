'use strict';

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Comma separated list of allowed origins for the front end; '*' by default.
      origin: env.array('CORS_ORIGINS', ['*']),
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Strapi-Response-Format', 'Idempotency-Key'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  // The public forms: per-client limit, validation, idempotent creates (src/middlewares/form-guard.js).
  'global::form-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
