// The public forms (the two create-only collections): the body read within its limit and checked, a
// per-client limit and a bound on creates in flight, then forwarded with the visitor's address; the same
// limit, bound and headers for the forms the site sends for a visitor posting without script (formPosts.ts).
import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import { IDEMPOTENCY_KEY, PROXY_SECRET_HEADER } from '@gpa/content-catalog/form-rules';
import { parseJson } from '../process/parsed';
import type { SurfaceRoute } from './allowList';
import { formBodySchema } from './contentAnswers';
import {
  pipeAnswer,
  readBody,
  sendError,
  wholeAnswer,
  type Forward,
  type ProxySettings,
  type TooMany,
} from './upstream';

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

/** The status and message refusing a form's headers (not JSON, an Idempotency-Key of the wrong form), if any. */
function refusedHeaders(req: Request): [number, string] | undefined {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json') return [415, 'Send the form as application/json'];
  const idempotencyKey = req.headers['idempotency-key'];
  if (
    Array.isArray(idempotencyKey) ||
    (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.pattern.test(idempotencyKey))
  )
    return [400, IDEMPOTENCY_KEY.message];
  return undefined;
}

/** What became of a form the site sent for a visitor: the content service's answer, or why it was not sent. */
export type FormSent =
  { status: number; body: Buffer } | { refused: 'limited'; retryAfterSeconds: number } | { refused: 'busy' };

/** A form the site sends for a visitor (`req`): its collection, fields and Idempotency-Key. */
export type SendForm = (
  req: Request,
  collection: string,
  data: Record<string, string>,
  idempotencyKey: string,
) => Promise<FormSent>;

/**
 * The public forms sent on to Strapi, never cached: `serveCreate` answers a form the browser's script sends,
 * `sendForm` sends one for the site (the forms posted without script). Both under one per-client limit and one
 * bound on creates in flight, with the visitor's address.
 */
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

  /** Why this client's form may not go now (its limit, or too many creates at once), if it may not. */
  function refusalOf(client: string): Exclude<FormSent, { status: number }> | undefined {
    const verdict = createLimit.take(client);
    if (!verdict.ok) return { refused: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    if (createsInFlight >= options.maxCreatesInFlight) return { refused: 'busy' };
    return undefined;
  }

  /** The create request (counted while in flight); the caller sends `payload` with request.end(). */
  function forwardCreate(client: string, collection: string, payload: Buffer, extra: OutgoingHttpHeaders) {
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(payload.length),
      'x-forwarded-for': client,
      ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
      ...extra,
    };
    createsInFlight += 1;
    const request = forward({ method: 'POST', path: `/api/${collection}`, headers });
    request.on('close', () => (createsInFlight -= 1));
    return request;
  }

  async function serveCreate(
    req: Request,
    res: Response,
    route: Extract<SurfaceRoute, { kind: 'create' }>,
  ): Promise<void> {
    const headersRefused = refusedHeaders(req);
    if (headersRefused) return sendError(res, ...headersRefused);
    const idempotencyKey = req.headers['idempotency-key'];
    const body = await formBody(req, res, options.createBodyBytes);
    if (!body) return;
    const refusal = refusalOf(clientOf(req));
    if (refusal?.refused === 'limited')
      return tooMany(
        res,
        'Too many forms sent from this address; try again shortly',
        refusal.retryAfterSeconds,
      );
    if (refusal)
      return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });
    const payload = Buffer.from(JSON.stringify(body));
    const request = forwardCreate(clientOf(req), route.collection, payload, {
      ...(req.headers['strapi-response-format'] === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    });
    pipeAnswer(request, res);
    request.end(payload);
  }

  const sendForm: SendForm = async (req, collection, data, idempotencyKey) => {
    const client = clientOf(req);
    const refusal = refusalOf(client);
    if (refusal) return refusal;
    const payload = Buffer.from(JSON.stringify({ data }));
    const request = forwardCreate(client, collection, payload, { 'idempotency-key': idempotencyKey });
    const answered = wholeAnswer(request);
    request.end(payload);
    const { answer, body } = await answered;
    return { status: answer.statusCode ?? 502, body };
  };

  return { serveCreate, sendForm };
}
