'use strict';

/**
 * Visitors read published content only: Strapi's `status` parameter (`?status=draft` asks for unpublished
 * drafts) is refused with 400 on the content API unless the request carries credentials (an API token,
 * which Strapi then checks itself) or the site servers' draft-read key, which only a preview render sends
 * (content-catalog/previewLink.js). The site server's allow-list refuses the parameter too.
 */
const { DRAFT_READ_HEADER, isDraftReadKey } = require('@gpa/content-catalog/preview-link');

module.exports = () =>
  async function publishedOnly(ctx, next) {
    const asksForStatus = ctx.query.status !== undefined && ctx.query.status !== 'published';
    if (!asksForStatus || !ctx.path.toLowerCase().startsWith('/api/') || ctx.get('authorization')) return next();
    if (isDraftReadKey(ctx.get(DRAFT_READ_HEADER), process.env.CONTENT_CHANGES_SECRET)) return next();
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Only published content is public.', details: {} } };
  };
