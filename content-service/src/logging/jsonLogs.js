'use strict';
// Strapi's log as JSON lines on standard output (config/logger.js): one object a line with its level, message
// and time, as the site servers log, for one log pipeline. Request lines (strapi::logger's
// "GET /api/news?filters[slug]=x (12 ms) 200") keep the path and drop the query string: search words,
// filters and tokens in links are not kept in logs.
const { stripVTControlCharacters } = require('node:util');
const { winston } = require('@strapi/logger');

/** "GET /api/news?x=1 (12 ms) 200" -> "GET /api/news (12 ms) 200"; other messages unchanged. */
const withoutQueryString = (message) => message.replace(/^([A-Z]+ [^?\s]*)\?\S*/, '$1');

// Messages as plain text (no terminal colours), request lines without their query string.
const plainMessages = winston.format((info) => {
  if (typeof info.message === 'string')
    info.message = withoutQueryString(stripVTControlCharacters(info.message));
  return info;
});

/** Strapi's logger configuration (winston): `level` and up, as JSON lines. */
function jsonLogConfig({ level = 'http' } = {}) {
  return {
    level,
    levels: winston.config.npm.levels,
    format: winston.format.combine(plainMessages(), winston.format.timestamp(), winston.format.json()),
    transports: [new winston.transports.Console()],
  };
}

module.exports = { jsonLogConfig, withoutQueryString };
