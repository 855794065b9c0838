'use strict';

// Where Strapi listens, its public URL and app keys, and where it serves uploads from.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of this service (used for absolute links in the admin panel), optional.
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS'),
  },
  dirs: {
    // Static files and uploads (<PUBLIC_DIR>/uploads). Tests may point it at a temp folder.
    public: env('PUBLIC_DIR', './public'),
  },
  logger: {
    // No update check against the npm registry on boot.
    updates: { enabled: env.bool('STRAPI_UPDATE_CHECK', false) },
  },
});
