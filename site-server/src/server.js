#!/usr/bin/env node
// The production site server: a worker per core behind one port (workers.js), each serving the whole site
// (app.js). WEB_CONCURRENCY sets the number of workers; 1 runs the site in this one process.
const cluster = require('node:cluster');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('./app');
const { relayContentChanges } = require('./contentChanges');
const { renderSettings } = require('./render/pages');
const { SERVER_LIMITS } = require('./surface');
const { runPrimary, serveAsWorker } = require('./workers');

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '..', '..', 'deploy', 'site'));
const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
const contentCacheMs = Number(process.env.CONTENT_CACHE_MS ?? 5000);
const workerCount = Number(process.env.WEB_CONCURRENCY || os.availableParallelism());
if (!Number.isInteger(workerCount) || workerCount < 1) throw new Error(`Invalid WEB_CONCURRENCY "${process.env.WEB_CONCURRENCY}" (a whole number from 1)`);

const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
if (cluster.isPrimary && workerCount > 1) {
  runPrimary({ count: workerCount });
  // A change notice reaches one worker: the primary passes it on to the others.
  relayContentChanges();
  console.log(`site server on ${address}: ${workerCount} workers (content service ${contentUrl})`);
} else {
  const server = http.createServer(SERVER_LIMITS);
  const workers = serveAsWorker(server);
  server.on('request', createSiteApp({ siteDir, contentUrl, contentCacheMs, render: renderSettings(), workers }));
  server.listen(port, host, () => {
    if (!cluster.isWorker) console.log(`site server on ${address}: one process (content service ${contentUrl})`);
  });
}
