'use strict';
// Strapi's log: JSON lines without query strings (src/logging/jsonLogs.js); LOG_LEVEL as on the site servers.
const { jsonLogConfig } = require('../src/logging/jsonLogs');

module.exports = jsonLogConfig({ level: process.env.LOG_LEVEL || 'http' });
