'use strict';

/**
 * Files on the site's address in the admin: the media library's "Copy link", its previews and downloads, a
 * file picked into a rich text all use the `url` the admin API answers with, prefixed with the content
 * service's own address when it is relative. Visitors cannot reach that address, so the admin API's answers
 * carry the site's address instead (`<SITE_URL origin>/uploads/...`, which the site serves). The database and
 * the content API keep the relative `/uploads/...` that the site prefixes with its manifest's `filesUrl`.
 */
const UPLOADS = '/uploads/';

/** A file of the media library, or one of its formats (thumbnail, small, ...), stored by the local provider. */
const isStoredFile = (value) =>
  typeof value.url === 'string' && value.url.startsWith(UPLOADS) && typeof value.hash === 'string';

/** Only arrays and plain objects are walked: dates, buffers and streams go out as they are. */
const isPlainObject = (value) =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** A copy of an admin API answer body in which every stored file's url is on `siteOrigin`. */
function withSiteFileLinks(body, siteOrigin) {
  if (Array.isArray(body)) return body.map((item) => withSiteFileLinks(item, siteOrigin));
  if (!isPlainObject(body)) return body;
  const copy = {};
  for (const [key, value] of Object.entries(body)) copy[key] = withSiteFileLinks(value, siteOrigin);
  if (isStoredFile(body)) copy.url = `${siteOrigin}${body.url}`;
  return copy;
}

/** Koa middleware (config/middlewares.js): rewrites the answers of admin API routes only. */
const siteFileLinks = ({ siteUrl }) => {
  const siteOrigin = new URL(siteUrl).origin;
  return async function adminFileLinks(ctx, next) {
    await next();
    if (ctx.state.route?.info?.type === 'admin') ctx.body = withSiteFileLinks(ctx.body, siteOrigin);
  };
};

module.exports = { withSiteFileLinks, siteFileLinks };
