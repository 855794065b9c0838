'use strict';

const { createContentMetrics, createMetricsListener, requestKind } = require('./metrics');
const { PROMTOOL_MISSING, promtoolProblems } = require('../../../scripts/lib/promtool');

/** Sends one fake request through the middleware; `answer` sets the status (or throws, as a failed handler). */
async function through(metrics, method, path, answer) {
  const ctx = { method, path, status: 404 };
  await metrics.middleware(ctx, async () => answer(ctx)).catch(() => undefined);
}

async function scrape(registry, path = '/metrics') {
  const listener = createMetricsListener(registry).listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${listener.address().port}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  } finally {
    listener.close();
  }
}

test('a request is of one of four kinds, from its path and method alone', () => {
  expect(requestKind('GET', '/api/articles')).toBe('read');
  expect(requestKind('HEAD', '/api/articles')).toBe('read');
  expect(requestKind('POST', '/api/e-newsletters')).toBe('form');
  expect(requestKind('GET', '/uploads/bill.pdf')).toBe('file');
  expect(requestKind('POST', '/content-manager/collection-types/x')).toBe('admin');
  expect(requestKind('GET', '/admin')).toBe('admin');
});

test('every request is counted by kind, method and status once answered, a failed one too, and timed by kind', async () => {
  const metrics = createContentMetrics();
  await through(metrics, 'GET', '/api/articles', (ctx) => (ctx.status = 200));
  await through(metrics, 'GET', '/api/articles', (ctx) => (ctx.status = 200));
  await through(metrics, 'POST', '/api/e-newsletters', (ctx) => (ctx.status = 429));
  await through(metrics, 'PATCH', '/uploads/bill.pdf', (ctx) => (ctx.status = 405));
  await through(metrics, 'PUT', '/content-manager/x', (ctx) => {
    ctx.status = 500;
    throw new Error('handler failed');
  });
  const { status, type, text } = await scrape(metrics.registry);
  expect(status).toBe(200);
  expect(type).toContain('text/plain');
  expect(text).toContain('gpa_strapi_requests_total{kind="read",method="GET",status="200"} 2\n');
  expect(text).toContain('gpa_strapi_requests_total{kind="form",method="POST",status="429"} 1\n');
  expect(text).toContain('gpa_strapi_requests_total{kind="file",method="other",status="405"} 1\n');
  expect(text).toContain('gpa_strapi_requests_total{kind="admin",method="PUT",status="500"} 1\n');
  expect(text).toContain('gpa_strapi_request_seconds_count{kind="read"} 2\n');
  expect(text).toContain('process_resident_memory_bytes');
});

test('the listener answers GET /metrics only', async () => {
  const { registry } = createContentMetrics();
  expect((await scrape(registry, '/')).status).toBe(404);
  expect((await scrape(registry, '/metrics?x=1')).status).toBe(404);
});

test('the counts pass promtool check metrics', async () => {
  const metrics = createContentMetrics();
  await through(metrics, 'GET', '/api/articles', (ctx) => (ctx.status = 200));
  const { text } = await scrape(metrics.registry);
  const problems = promtoolProblems(text);
  if (problems === null) {
    console.warn(PROMTOOL_MISSING);
    return;
  }
  expect(problems).toBe('');
});
