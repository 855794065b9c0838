'use strict';

/**
 * Guard of the two public create-only forms (POST /api/e-newsletters, POST /api/school-visit-requests),
 * in front of Strapi's own controllers (config/middlewares.js, after strapi::body):
 *   1. limits create attempts per client (FORM_CREATE_LIMIT_PER_MINUTE, default 30) -> 429;
 *   2. validates the body: exactly the form's fields, all required, email, phone digits, lengths -> 400;
 *      only the checked, trimmed data goes on to Strapi, so bad input never reaches the database;
 *   3. Idempotency-Key header: a repeated key gets the first answer, without a second create -> same answer;
 *   4. one subscriber per email address: a second sign-up answers like the first and creates nothing.
 * Steps 3 and 4 are serialized per key / per address through the database (forms/idempotency.js), so
 * simultaneous retries cannot both create, even when they reach different Strapi processes.
 */
const { createHash } = require('node:crypto');
const { FORMS, IDEMPOTENCY_KEY } = require('@gpa/content-catalog/form-rules');
const { validateSubmission } = require('../forms/validate');
const { createClientLimit, limitSetting } = require('@gpa/content-catalog/client-limit');
const { clientAddress } = require('../forms/clientAddress');
const { createIdempotencyStore } = require('../forms/idempotency');

const DEFAULT_LIMIT_PER_MINUTE = 30;

/**
 * The answer to an accepted form, a new record or an address already signed up alike: the same status and
 * shape, no sequential id and nothing echoed back, so it tells no one whether an address was known.
 */
function accept(ctx, documentId) {
  ctx.status = 201;
  ctx.body = { data: { documentId }, meta: {} };
}

function refuse(ctx, status, name, message) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

module.exports = (_config, { strapi }) => {
  // The same setting, read the same way, as the site server's form limit.
  const perMinute = limitSetting(process.env.FORM_CREATE_LIMIT_PER_MINUTE, DEFAULT_LIMIT_PER_MINUTE);
  const proxySecret = process.env.CONTENT_PROXY_SECRET;
  const limiter = createClientLimit({ perMinute });
  const idempotency = createIdempotencyStore({ db: () => strapi.db });

  /** Strapi's create, or the existing subscriber's answer when the address is already signed up. */
  async function createOnce(ctx, next, form, data) {
    const create = async () => {
      await next();
      const documentId = ctx.status < 300 ? ctx.body?.data?.documentId : undefined;
      if (documentId) accept(ctx, documentId);
    };
    if (!form.uniqueBy) return create();
    const address = data[form.uniqueBy].toLowerCase();
    return idempotency.exclusive(`${form.uid}|${address}`, async () => {
      const existing = await strapi.db.query(form.uid).findOne({
        where: { [form.uniqueBy]: { $eqi: address } },
        select: ['documentId'],
      });
      if (!existing) return create();
      // Answered like a new sign-up: the visitor is subscribed either way.
      accept(ctx, existing.documentId);
    });
  }

  return async function formGuard(ctx, next) {
    // Strapi's router also matches /API/E-Newsletters/ (case-insensitive, trailing slash): so does the guard.
    const path = ctx.path.toLowerCase().replace(/\/+$/, '');
    const form = ctx.method === 'POST' ? FORMS[path] : undefined;
    if (!form) return next();

    const attempt = limiter.take(clientAddress(ctx, proxySecret));
    if (!attempt.ok) {
      ctx.set('Retry-After', String(attempt.retryAfterSeconds));
      return refuse(ctx, 429, 'RateLimitError', 'Too many submissions from this address. Please wait a minute and try again.');
    }

    const checked = validateSubmission(form, ctx.request.body);
    if (checked.error) return refuse(ctx, 400, 'ValidationError', checked.error);
    ctx.request.body = { data: checked.data };

    const key = ctx.get('idempotency-key');
    if (!key) return createOnce(ctx, next, form, checked.data);
    if (!IDEMPOTENCY_KEY.pattern.test(key)) return refuse(ctx, 400, 'ValidationError', IDEMPOTENCY_KEY.message);

    const fingerprint = createHash('sha256').update(JSON.stringify(checked.data)).digest('hex');
    const outcome = await idempotency.once(`${path}|${key}`, fingerprint, async () => {
      await createOnce(ctx, next, form, checked.data);
      return { status: ctx.status, body: ctx.body };
    });
    if (outcome.conflict) {
      return refuse(ctx, 422, 'IdempotencyError', 'This Idempotency-Key was already used for a different submission.');
    }
    if (outcome.replayed) {
      ctx.status = outcome.status;
      ctx.body = outcome.body;
      ctx.set('Idempotent-Replayed', 'true');
    }
  };
};
