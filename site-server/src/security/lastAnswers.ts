// The answers of last resort: an error's status and nothing else, a method no route answers, and a path
// that would name another origin.
import http from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from '../process/logging';

// A page's address has one leading slash: `//host/path` (or `/\host/path`) would be read as another origin's URL.
export const OTHER_ORIGIN_PATH = /^[/\\]{2}/;

/** Any error ends as its status and nothing else: no message, stack or path, whatever NODE_ENV says. */
export const sendErrorStatus: ErrorRequestHandler = (
  error: { status?: unknown; statusCode?: unknown } | undefined,
  req,
  res,
  _next,
) => {
  const status = Number(error?.status ?? error?.statusCode);
  const code = Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
  if (code >= 500) logger.error({ err: error, method: req.method, path: req.path }, 'answer failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(code)
    .set('Cache-Control', 'no-store')
    .type('text')
    .send(`${code} ${http.STATUS_CODES[code] ?? 'Error'}`);
};

/** `//anything` names no page of the site (not the page of the path after it): 404. */
export const refuseOtherOriginPaths: RequestHandler = (req, res, next) => {
  if (!OTHER_ORIGIN_PATH.test(req.path)) return next();
  res.status(404).set('Cache-Control', 'no-store').type('text').send('404 Not Found');
};

/** What no route took: a method the site does not answer there (its own words, not Express's "Cannot PUT /"). */
export const answerUnrouted: RequestHandler = (req, res) => {
  const known = req.method === 'GET' || req.method === 'HEAD';
  res.status(known ? 404 : 405).set('Cache-Control', 'no-store');
  if (!known) res.set('Allow', 'GET, HEAD');
  res.type('text').send(known ? '404 Not Found' : '405 Method Not Allowed');
};
