'use strict';

// Files on the site's address in the admin's answers (src/editors/siteFileLinks.js).
module.exports = require('../editors/siteFileLinks').siteFileLinks;
