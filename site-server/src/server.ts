#!/usr/bin/env node
// The production site server: a worker per core behind one port (workers.ts), each serving the whole site
// (app.ts). WEB_CONCURRENCY sets the number of workers; 1 runs the site in this one process.
import cluster from 'node:cluster';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from './app';
import { relayContentChanges } from './contentChanges';
import { renderSettings } from './render/pages';
import { SERVER_LIMITS } from './surface';
import { runPrimary, serveAsWorker } from './workers';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// The built site, beside this package (dist/ is one level down from the package, as src/ was).
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
