'use strict';

// Files on the site's address in the admin's answers (src/editors/siteFileLinks.js).
const { siteFileLinks } = require('../editors/siteFileLinks');

module.exports = (config) => siteFileLinks(config);
