// The site server's log: JSON lines (pino) on standard output, one per answer and one per event worth an
// operator's eye, each with the request id the answer carried (X-Request-Id) when written for a request.
// LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent. No query string, cookie or client
// address is written: a path, a status and a duration say what an operator needs.
import type { RequestHandler } from 'express';
import pino from 'pino';
import { currentRequest } from './requestContext';

export const logger = pino({
  // Unit tests (jest) build many apps: their answers are not logged unless LOG_LEVEL asks.
  level: process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
  mixin: () => {
    const requestId = currentRequest()?.requestId;
    return requestId ? { requestId } : {};
  },
});

/** For the options that take a function of one line (`log`): the line as a warning. */
export const warn = (message: string): void => logger.warn(message);

/** One line per answer: method, path, status, milliseconds, and the render cache's word for pages. */
export function accessLog(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = currentRequest()?.requestId;
    res.on('finish', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const render = res.getHeader('x-render-cache');
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms,
          ...(render ? { render } : {}),
        },
        'answer',
      );
    });
    next();
  };
}
