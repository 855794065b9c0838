// What belongs to the request being answered, wherever the code that needs it runs (a log line deep in a
// render, the manifest a visitor gets): one AsyncLocalStorage entry per request, set first thing by the app.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

export interface RequestContext {
  /** Also in the answer's X-Request-Id header and in every log line written for the request. */
  requestId: string;
  req: Request;
  res: Response;
  /** The visitor's cohort id (canary assignment), once asked for: canary/visitorManifest.ts. */
  visitor?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being answered, undefined outside one (timers of the server itself). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

// An id set by the proxy in front (nginx's $request_id) is kept, so its log and ours share it: only from a
// trusted hop (TRUST_PROXY; Express then names the hops of X-Forwarded-For in req.ips) and only short and
// plain. Any other request gets an id of ours, whatever X-Request-Id it carries.
const FORWARDED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id the trusted proxy in front gave the request, if any and well formed. */
function forwardedId(req: Request): string | undefined {
  const forwarded = req.get('x-request-id');
  return req.ips.length > 0 && forwarded && FORWARDED_ID.test(forwarded) ? forwarded : undefined;
}

/** Gives each request its id (X-Request-Id, in and out) and runs the rest of the app in its context. */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const requestId = forwardedId(req) ?? randomUUID();
    res.setHeader('X-Request-Id', requestId);
    storage.run({ requestId, req, res }, next);
  };
}
