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
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Strapi-Response-Format'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
