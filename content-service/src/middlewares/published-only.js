'use strict';

/**
 * Visitors read published content only: Strapi's `status` parameter (`?status=draft` asks for unpublished
 * drafts) is refused with 400 on the content API unless the request carries credentials (an API token),
 * which Strapi then checks itself. The site server's allow-list refuses the parameter too.
 */
module.exports = () =>
  async function publishedOnly(ctx, next) {
    const asksForStatus = ctx.query.status !== undefined && ctx.query.status !== 'published';
    if (!asksForStatus || !ctx.path.toLowerCase().startsWith('/api/') || ctx.get('authorization')) return next();
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Only published content is public.', details: {} } };
  };
