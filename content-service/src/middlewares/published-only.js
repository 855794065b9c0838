'use strict';

/**
 * Visitors read published content only: Strapi's `status` parameter (`?status=draft` asks for unpublished
 * drafts) is refused with 400 on the content API unless the request carries a valid content API token or
 * the site servers' draft-read key, which only a preview render sends (content-catalog/previewLink.js).
 * Any other Authorization header (malformed, Basic, an empty or unknown Bearer, `Bearer a b`) counts for
 * nothing: Strapi would treat such a request as Public, so the token is checked here, as Strapi checks it.
 * The site server's allow-list refuses the parameter too.
 */
const { DRAFT_READ_HEADER, isDraftReadKey } = require('@gpa/content-catalog/preview-link');

/** The token of `Authorization: Bearer <token>`, by Strapi's own reading of the header; else null. */
function bearerToken(authorization) {
  const parts = authorization.trim().split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' ? parts[1] : null;
}

/** A content API token Strapi knows, of the content API kind, not expired. */
async function isValidApiToken(strapi, authorization) {
  const token = bearerToken(authorization);
  if (!token) return false;
  const tokens = strapi.service('admin::api-token-content-api');
  const apiToken = await tokens.getByAccessKey(tokens.hash(token));
  if (!apiToken || (apiToken.kind !== 'content-api' && apiToken.kind !== null && apiToken.kind !== undefined))
    return false;
  return (
    apiToken.expiresAt === null ||
    apiToken.expiresAt === undefined ||
    new Date(apiToken.expiresAt) > new Date()
  );
}

module.exports = (_config, { strapi }) =>
  async function publishedOnly(ctx, next) {
    const asksForStatus = ctx.query.status !== undefined && ctx.query.status !== 'published';
    if (!asksForStatus || !ctx.path.toLowerCase().startsWith('/api/')) return next();
    if (isDraftReadKey(ctx.get(DRAFT_READ_HEADER), process.env.CONTENT_CHANGES_SECRET)) return next();
    const authorization = ctx.get('authorization');
    if (authorization && (await isValidApiToken(strapi, authorization))) return next();
    ctx.status = 400;
    ctx.body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Only published content is public.',
        details: {},
      },
    };
  };
