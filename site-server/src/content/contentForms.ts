// The public forms (the two create-only collections): the body read within its limit and checked, a
// per-client limit and a bound on creates in flight, then forwarded with the visitor's address.
import type { Request, Response } from 'express';
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import { IDEMPOTENCY_KEY, PROXY_SECRET_HEADER } from '@gpa/content-catalog/form-rules';
import { parseJson } from '../process/parsed';
import type { SurfaceRoute } from './allowList';
import { formBodySchema } from './contentAnswers';
import { pipeAnswer, readBody, sendError, type Forward, type ProxySettings, type TooMany } from './upstream';

/** The body of a public form as sent, or undefined once it was answered with its error (not JSON, too big, not {"data": {...}}). */
async function formBody(req: Request, res: Response, maxBytes: number): Promise<object | undefined> {
  let text: string;
  try {
    text = (await readBody(req, maxBytes)).toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 413)
      sendError(res, 413, `A form may be at most ${maxBytes} bytes`, { connection: 'close' });
    else sendError(res, 400, 'The form could not be read');
    return undefined;
  }
  try {
    return parseJson(formBodySchema, text, 'The form');
  } catch (error) {
    sendError(
      res,
      400,
      `${error instanceof Error ? error.message : String(error)}; send the form as {"data": {...}}`,
    );
    return undefined;
  }
}

/** A public form sent on to Strapi: checked, limited per client and in number at once, never cached. */
export function createFormSends({
  forward,
  clientOf,
  proxySecret,
  options,
  now,
  tooMany,
}: {
  forward: Forward;
  clientOf: (req: Request) => string;
  proxySecret?: string;
  options: ProxySettings;
  now: () => number;
  tooMany: TooMany;
}) {
  const createLimit = createClientLimit({ perMinute: options.createsPerMinute, now });
  let createsInFlight = 0;

  return async function serveCreate(
    req: Request,
    res: Response,
    route: Extract<SurfaceRoute, { kind: 'create' }>,
  ): Promise<void> {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') return sendError(res, 415, 'Send the form as application/json');
    const idempotencyKey = req.headers['idempotency-key'];
    if (
      Array.isArray(idempotencyKey) ||
      (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.pattern.test(idempotencyKey))
    )
      return sendError(res, 400, IDEMPOTENCY_KEY.message);
    const body = await formBody(req, res, options.createBodyBytes);
    if (!body) return;
    const verdict = createLimit.take(clientOf(req));
    if (!verdict.ok)
      return tooMany(
        res,
        'Too many forms sent from this address; try again shortly',
        verdict.retryAfterSeconds,
      );
    if (createsInFlight >= options.maxCreatesInFlight)
      return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });

    const payload = Buffer.from(JSON.stringify(body));
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(payload.length),
      'x-forwarded-for': clientOf(req),
      ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
      ...(req.headers['strapi-response-format'] === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    createsInFlight += 1;
    const request = forward({ method: 'POST', path: `/api/${route.collection}`, headers });
    request.on('close', () => (createsInFlight -= 1));
    pipeAnswer(request, res);
    request.end(payload);
  };
}
