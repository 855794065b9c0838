'use strict';

/**
 * Guard of the two public create-only forms (POST /api/e-newsletters, POST /api/school-visit-requests),
 * in front of Strapi's own controllers (config/middlewares.js, after strapi::body):
 *   1. limits create attempts per client (FORM_CREATE_LIMIT_PER_MINUTE, default 30) -> 429;
 *   2. validates the body: exactly the form's fields, all required, email, phone digits, lengths -> 400;
 *      only the checked, trimmed data goes on to Strapi, so bad input never reaches the database;
 *   3. Idempotency-Key header: a repeated key gets the first answer, without a second create -> same answer;
 *   4. one subscriber per email address: a second sign-up answers like the first and creates nothing.
 *      The answer is the same in shape, content and time: no documentId (a known address's would be the
 *      existing one), and not before FORM_ANSWER_FLOOR_MS (default 300) after the guard took the request,
 *      which is longer than a create takes, so a new address (a database write) and a known one (a read)
 *      are not told apart by how long the answer took.
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

const DEFAULT_ANSWER_FLOOR_MS = 300;

/**
 * The answer to an accepted form: no sequential id and nothing echoed back. A form with one record per
 * address (uniqueBy) gives no documentId either, so a new address and a known one get the same answer.
 */
function accept(ctx, form, documentId) {
  ctx.status = 201;
  ctx.body = { data: form.uniqueBy ? null : { documentId }, meta: {} };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function refuse(ctx, status, name, message) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

module.exports = (_config, { strapi }) => {
  // The same setting, read the same way, as the site server's form limit.
  const perMinute = limitSetting(process.env.FORM_CREATE_LIMIT_PER_MINUTE, DEFAULT_LIMIT_PER_MINUTE);
  const proxySecret = process.env.CONTENT_PROXY_SECRET;
  const limiter = createClientLimit({ perMinute });
  const answerFloorMs = Number(process.env.FORM_ANSWER_FLOOR_MS || DEFAULT_ANSWER_FLOOR_MS);
  if (!(answerFloorMs >= 0))
    throw new Error(`Invalid FORM_ANSWER_FLOOR_MS "${process.env.FORM_ANSWER_FLOOR_MS}" (milliseconds)`);
  const idempotency = createIdempotencyStore({ db: () => strapi.db });

  /** Strapi's create, or the existing subscriber's answer when the address is already signed up. */
  async function createOnce(ctx, next, form, data) {
    const create = async () => {
      await next();
      const documentId = ctx.status < 300 ? ctx.body?.data?.documentId : undefined;
      if (documentId) accept(ctx, form, documentId);
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
      accept(ctx, form);
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
      return refuse(
        ctx,
        429,
        'RateLimitError',
        'Too many submissions from this address. Please wait a minute and try again.',
      );
    }

    if (!form.uniqueBy) return guardForm(ctx, next, path, form);
    // Whatever happens below, the answer leaves no sooner than the floor (see 4. above).
    const answerAt = Date.now() + answerFloorMs;
    try {
      await guardForm(ctx, next, path, form);
    } finally {
      await sleep(answerAt - Date.now());
    }
  };

  async function guardForm(ctx, next, path, form) {
    const checked = validateSubmission(form, ctx.request.body);
    if (checked.error) return refuse(ctx, 400, 'ValidationError', checked.error);
    ctx.request.body = { data: checked.data };

    const key = ctx.get('idempotency-key');
    if (!key) return createOnce(ctx, next, form, checked.data);
    if (!IDEMPOTENCY_KEY.pattern.test(key))
      return refuse(ctx, 400, 'ValidationError', IDEMPOTENCY_KEY.message);

    const fingerprint = createHash('sha256').update(JSON.stringify(checked.data)).digest('hex');
    const outcome = await idempotency.once(`${path}|${key}`, fingerprint, async () => {
      await createOnce(ctx, next, form, checked.data);
      return { status: ctx.status, body: ctx.body };
    });
    if (outcome.conflict) {
      return refuse(
        ctx,
        422,
        'IdempotencyError',
        'This Idempotency-Key was already used for a different submission.',
      );
    }
    if (outcome.replayed) {
      ctx.status = outcome.status;
      ctx.body = outcome.body;
      ctx.set('Idempotent-Replayed', 'true');
    }
  }
};
