'use strict';

// The content service's counts in Prometheus' text format (prom-client), on a private listener only
// (GET 127.0.0.1:METRICS_PORT/metrics, default 9465; METRICS_PORT=off leaves it out; nginx never proxies it):
// requests by kind, method and status, their answer times, and Node's own process figures. One Strapi process
// per instance: a fleet is scraped instance by instance (docs/operations.md).
const http = require('node:http');
const client = require('prom-client');

const DEFAULT_METRICS_PORT = 9465;

/**
 * What a request was for, from its path alone (a few values, whatever the path): content reads and form
 * sends on the public API, uploaded files, and the rest (admin panel and its APIs, health).
 */
function requestKind(method, path) {
  if (path.startsWith('/api/')) return method === 'GET' || method === 'HEAD' ? 'read' : 'form';
  if (path.startsWith('/uploads/')) return 'file';
  return 'admin';
}

function createContentMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which Prometheus' naming rules refuse (as in site-server/src/signals/metrics.ts).
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
  const labelNames = ['kind', 'method', 'status'];
  const requests = new client.Counter({
    name: 'gpa_strapi_requests_total',
    help: 'Requests answered, by kind, method and status',
    labelNames,
    registers: [registry],
  });
  const seconds = new client.Histogram({
    name: 'gpa_strapi_request_seconds',
    help: 'Time to answer a request, by kind',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    /** Koa middleware: counts every request once it is answered, errors included. */
    middleware: async (ctx, next) => {
      const method = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'].includes(ctx.method)
        ? ctx.method
        : 'other';
      const kind = requestKind(method, ctx.path);
      const stop = seconds.startTimer({ kind });
      try {
        await next();
      } finally {
        stop();
        requests.inc({ kind, method, status: String(ctx.status) });
      }
    },
  };
}

/** The private listener: GET /metrics answers the counts; anything else 404. */
function createMetricsListener(registry) {
  return http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
}

/** The one set of counts of this process, shared by the middleware and the listener. */
const contentMetrics = createContentMetrics();

/**
 * Starts the private listener on 127.0.0.1:METRICS_PORT (unless 'off'). A port already taken (a second
 * instance on the same machine without its own METRICS_PORT) is logged, and the content service runs on.
 */
function startMetricsListener(strapi, setting = process.env.METRICS_PORT) {
  if (setting === 'off') return undefined;
  const port = Number(setting || DEFAULT_METRICS_PORT);
  return createMetricsListener(contentMetrics.registry)
    .on('error', (error) =>
      strapi.log.warn(`metrics listener on 127.0.0.1:${port} not started: ${error.message}`),
    )
    .on('listening', () => strapi.log.info(`metrics on http://127.0.0.1:${port}/metrics`))
    .listen(port, '127.0.0.1');
}

module.exports = {
  contentMetrics,
  createContentMetrics,
  createMetricsListener,
  startMetricsListener,
  requestKind,
};
