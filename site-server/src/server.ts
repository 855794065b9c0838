#!/usr/bin/env node
// The production site server: a worker per core behind one port (workers.ts), each serving the whole site
// (app.ts). WEB_CONCURRENCY sets the number of workers; 1 runs the site in this one process.
import cluster from 'node:cluster';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from './app';
import { watchCanaries } from './canary/decision';
import { logger, warn } from './process/logging';
import { serveClusterMetrics } from './signals/metrics';
import { closeOpsApp, createOpsApp, DEFAULT_OPS_PORT } from './process/ops';
import { relayContentChanges } from './content/contentChanges';
import { CONTENT_DEFAULTS } from './content/upstream';
import { CHANGE_STREAM_DEFAULTS, streamsPerClientSetting } from './content/changeStream';
import { RENDER_DEFAULTS, renderSettings } from './render/renderSettings';
import { clusterSearchShare, shareSearchBuilds } from './search/sharedBuild';
import { SEARCH_DEFAULTS, searchIndexStatsSchema, searchLimitSetting } from './search/siteSearch';
import { canarySettings } from './canary/siteCanary';
import { signalSettings } from './signals';
import { signalsDirOf } from './signals/store';
import { releaseHistoryFile } from './releases/siteManifest';
import { SERVER_LIMITS } from './security/surface';
import { surfaceSettings } from './process/settings';
import { runPrimary, serveAsWorker, workerShare } from './process/workers';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// The built site, beside this package (dist/ is one level down from the package, as src/ was).
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '..', '..', 'deploy', 'site'));
const contentUrl = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:1337';
const contentCacheMs = Number(process.env.CONTENT_CACHE_MS ?? 5000);
// The private operations listener (ops.ts): loopback only, whatever HOST is; OPS_PORT=off leaves it out.
const opsPort = process.env.OPS_PORT === 'off' ? undefined : Number(process.env.OPS_PORT || DEFAULT_OPS_PORT);
const opsWhere = opsPort === undefined ? 'off' : `on 127.0.0.1:${opsPort}`;
const workerCount = Number(process.env.WEB_CONCURRENCY || os.availableParallelism());
if (!Number.isInteger(workerCount) || workerCount < 1)
  throw new Error(`Invalid WEB_CONCURRENCY "${process.env.WEB_CONCURRENCY}" (a whole number from 1)`);

const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
const signals = signalSettings();
// A release history an older release left in the site folder moves to the state folder, out of what is served.
if (cluster.isPrimary) releaseHistoryFile(siteDir);
// One process per site server decides on canaries (the primary, or the one process), from the signals the
// whole fleet stores beside the manifest.
if (cluster.isPrimary)
  watchCanaries({
    siteDir,
    signalsDir: signals.dir ?? signalsDirOf(siteDir),
    settings: canarySettings(),
    log: warn,
  });
if (cluster.isPrimary && workerCount > 1) {
  runPrimary({ count: workerCount, log: (line) => logger.info(line) });
  serveClusterMetrics();
  // A change notice reaches one worker: the primary passes it on to the others.
  relayContentChanges();
  // One worker builds the search index, the others load what it built.
  shareSearchBuilds();
  logger.info(
    `site server on ${address}: ${workerCount} workers (content service ${contentUrl}; operations ${opsWhere})`,
  );
} else {
  const server = http.createServer(SERVER_LIMITS);
  const stopping = new AbortController();
  const workers = serveAsWorker(server, { onStop: () => stopping.abort() });
  const ops = createOpsApp();
  // Each worker counts a client's pages, renders, content misses, forms and searches for itself: it holds its share.
  const render = renderSettings();
  const surface = surfaceSettings();
  const limits = {
    render: {
      ...render,
      rendersPerMinute: workerShare(render.rendersPerMinute ?? RENDER_DEFAULTS.rendersPerMinute, workerCount),
      pagesPerMinute: workerShare(render.pagesPerMinute ?? RENDER_DEFAULTS.pagesPerMinute, workerCount),
    },
    surface: {
      ...surface,
      missesPerMinute: workerShare(surface.missesPerMinute ?? CONTENT_DEFAULTS.missesPerMinute, workerCount),
      createsPerMinute: workerShare(
        surface.createsPerMinute ?? CONTENT_DEFAULTS.createsPerMinute,
        workerCount,
      ),
    },
    searchesPerMinute: workerShare(searchLimitSetting() ?? SEARCH_DEFAULTS.searchesPerMinute, workerCount),
    streamsPerClient: workerShare(
      streamsPerClientSetting() ?? CHANGE_STREAM_DEFAULTS.streamsPerClient,
      workerCount,
    ),
  };
  const searchShare = cluster.isWorker ? clusterSearchShare(searchIndexStatsSchema) : undefined;
  server.on(
    'request',
    createSiteApp({
      siteDir,
      contentUrl,
      contentCacheMs,
      ...limits,
      signals,
      workers,
      ops,
      searchIndexAtStart: true,
      searchShare,
      stopping: stopping.signal,
    }),
  );
  closeOpsApp(ops);
  server.listen(port, host, () => {
    if (!cluster.isWorker)
      logger.info(
        `site server on ${address}: one process (content service ${contentUrl}; operations ${opsWhere})`,
      );
  });
  // In a cluster every worker listens on it too (the primary hands each connection to one of them). Taken
  // by another process: the site is served all the same, without it.
  if (opsPort !== undefined) {
    http
      .createServer(ops)
      .on('error', (error) =>
        logger.warn(`operations listener on 127.0.0.1:${opsPort} not started: ${error.message}`),
      )
      .listen(opsPort, '127.0.0.1');
  }
}
