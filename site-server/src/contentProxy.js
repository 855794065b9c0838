// Forwards /api and /uploads to the content service (one origin for the visitor) and keeps GET /api
// answers for a few seconds: one Strapi serves only about 100 uncached list requests per second.
const http = require('node:http');

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function createContentProxy({ target, ttlMs = 5000, maxEntries = 500 }) {
  const upstream = new URL(target);
  const cache = new Map();

  const cacheKey = (req) => `${req.url}|${req.headers['strapi-response-format'] ?? ''}`;

  function remember(key, entry) {
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
    cache.set(key, entry);
  }

  return function contentProxy(req, res) {
    const cacheable = req.method === 'GET' && req.originalUrl.startsWith('/api/');
    const key = cacheable ? cacheKey(req) : null;
    const hit = key && cache.get(key);
    if (hit && hit.expires > Date.now()) {
      res.writeHead(hit.status, { ...hit.headers, 'x-content-cache': 'hit' });
      res.end(hit.body);
      return;
    }

    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.originalUrl, headers: { ...headers, host: upstream.host } },
      (answer) => {
        const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        if (!key || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          remember(key, { status: 200, headers: answerHeaders, body, expires: Date.now() + ttlMs });
          res.writeHead(200, { ...answerHeaders, 'x-content-cache': 'miss' });
          res.end(body);
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { status: 502, message: 'The content service is not reachable' } }));
    });
    req.pipe(forward);
  };
}

module.exports = { createContentProxy };
