'use strict';

/** The content API's list sizes: Strapi's REST settings (content-service/config/api.js) and the site server's allow-list. */
module.exports = {
  defaultLimit: 100,
  maxLimit: 1000,
  withCount: true,
};
