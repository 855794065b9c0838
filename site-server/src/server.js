#!/usr/bin/env node
const http = require('node:http');
const path = require('node:path');
const { createSiteApp } = require('./app');
const { SERVER_LIMITS } = require('./surface');

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '..', '..', 'deploy', 'site'));
const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
const contentCacheMs = Number(process.env.CONTENT_CACHE_MS ?? 5000);

// Server rendering (SERVER_RENDERING=off sends every page client-rendered): time budget of one render,
// and how long a rendered page is reused.
const render = {
  enabled: process.env.SERVER_RENDERING !== 'off',
  budgetMs: Number(process.env.RENDER_BUDGET_MS ?? 1500),
  pageCacheMs: Number(process.env.RENDER_CACHE_MS ?? 5000),
  // The public origin (canonical URLs, sitemap): configured, never taken from the request.
  siteUrl: process.env.SITE_URL ?? `http://localhost:${port}`,
};

const server = http.createServer(SERVER_LIMITS, createSiteApp({ siteDir, contentUrl, contentCacheMs, render })).listen(port, host, () => {
  console.log(`site server on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (content service ${contentUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
