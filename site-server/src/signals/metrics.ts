// The site server's counts in Prometheus' text format (prom-client), on the private operations listener only
// (GET 127.0.0.1:OPS_PORT/metrics; nginx never proxies that port). Per area and version (`shell` for a page no
// area owns): pages answered by how the render cache answered (hit, miss = a render, failed = a render
// failure sent client-rendered, busy/limited/bypass = fallbacks without a render) and their answer times; and
// what visitors' browsers reported (signals/intake.ts): page views, errors by kind, LCP, INP and CLS; and
// the content cache's answers (contentProxy.ts) to browsers, renders and background reads (the search index):
// hit, revalidating, stale, miss, upstream (not cached), limited, busy.
// In a cluster each worker counts for itself and the primary adds the workers' counts up (AggregatorRegistry):
// any worker answering /metrics asks the primary for the sum.
import cluster from 'node:cluster';
import type { SiteManifest } from '@gpa/contracts';
import type { Express, RequestHandler } from 'express';
import client, { AggregatorRegistry } from 'prom-client';
import { pageOwner } from './routes';
import type { CountedSignal, PageFailure } from './store';

const registry = client.register;
client.collectDefaultMetrics({ register: registry });
// prom-client's totals of active handles, requests and resources are gauges named like counters, which
// Prometheus' naming rules (promtool check metrics) refuse; the same counts by type stay.
for (const name of [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
])
  registry.removeSingleMetric(name);

const pageLabels = ['area', 'version', 'render'] as const;
const versionLabels = ['area', 'version'] as const;

export const metrics = {
  pageAnswers: new client.Counter({
    name: 'gpa_page_answers_total',
    help: 'Pages answered, by area version and render cache state (x-render-cache)',
    labelNames: pageLabels,
  }),
  pageSeconds: new client.Histogram({
    name: 'gpa_page_answer_seconds',
    help: 'Time to answer a page, by area version and render cache state',
    labelNames: pageLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  }),
  httpAnswers: new client.Counter({
    name: 'gpa_http_answers_total',
    help: 'Pages answered, by area version and HTTP status code',
    labelNames: [...versionLabels, 'code'],
  }),
  views: new client.Counter({
    name: 'gpa_signal_page_views_total',
    help: 'Page views visitors reported (sampled), by area version and route',
    labelNames: [...versionLabels, 'route'],
  }),
  errors: new client.Counter({
    name: 'gpa_signal_errors_total',
    help: 'Errors visitors met (sampled), by area version and kind',
    labelNames: [...versionLabels, 'kind'],
  }),
  lcp: new client.Histogram({
    name: 'gpa_signal_lcp_seconds',
    help: 'Largest Contentful Paint visitors reported',
    labelNames: versionLabels,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10],
  }),
  inp: new client.Histogram({
    name: 'gpa_signal_inp_seconds',
    help: 'Interaction to Next Paint visitors reported',
    labelNames: versionLabels,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
  }),
  cls: new client.Histogram({
    name: 'gpa_signal_cls',
    help: 'Cumulative Layout Shift visitors reported',
    labelNames: versionLabels,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  }),
  refused: new client.Counter({
    name: 'gpa_signal_beacons_refused_total',
    help: 'Beacons refused, by reason',
    labelNames: ['reason'],
  }),
  contentReads: new client.Counter({
    name: 'gpa_content_reads_total',
    help: "Content list reads through the site's cache, by who asked (browser, render, background) and how the cache answered",
    labelNames: ['reader', 'state'],
  }),
};

/** How a page answer failed, by its status and x-render-cache (undefined: it did not). */
export function pageFailureOf(status: number, render: string): PageFailure | undefined {
  if (render === 'failed') return 'render-failed';
  if (status >= 500) return 'status-5xx';
  return render === 'busy' || render === 'limited' ? 'fallback' : undefined;
}

/**
 * Counts each page answer by the visitor's area version (their manifest, taken when the request comes in),
 * here and in the store the canary decision reads (`count`).
 */
export function observePages(
  visitorManifest: () => SiteManifest | null,
  count: (signal: CountedSignal) => void,
): RequestHandler {
  return (req, res, next) => {
    const manifest = visitorManifest();
    const owner = manifest ? pageOwner(manifest, req.path) : undefined;
    const area = owner?.area ?? 'shell';
    const version =
      (owner ? manifest?.areas[owner.area]?.version : manifest?.signals?.shellVersion) ?? 'unknown';
    const stop = metrics.pageSeconds.startTimer();
    res.on('finish', () => {
      const labels = { area, version, render: String(res.getHeader('x-render-cache') ?? 'none') };
      metrics.pageAnswers.inc(labels);
      metrics.httpAnswers.inc({ area, version, code: String(res.statusCode) });
      stop(labels);
      count({ type: 'page', area, version, failure: pageFailureOf(res.statusCode, labels.render) });
    });
    next();
  };
}

// Workers ask the primary for the cluster's sum over IPC; the primary asks each worker (prom-client's protocol).
const SUM_REQUEST = 'gpa:metrics-sum';
const SUM_ANSWER = 'gpa:metrics-sum-answer';

/** In the primary of a cluster: answers the workers' requests for the sum of every worker's counts. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number } | undefined) => {
    if (message?.type !== SUM_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: SUM_ANSWER, id: message.id, text }),
      (error: Error) =>
        worker.isConnected() && worker.send({ type: SUM_ANSWER, id: message.id, error: error.message }),
    );
  });
}

let nextId = 0;
function clusterSum(): Promise<string> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (
      message: { type?: string; id?: number; text?: string; error?: string } | undefined,
    ) => {
      if (message?.type !== SUM_ANSWER || message.id !== id) return;
      process.off('message', onMessage);
      clearTimeout(timer);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer'));
    }, 5000);
    process.on('message', onMessage);
    process.send?.({ type: SUM_REQUEST, id });
  });
}

/** GET /metrics on the operations app: this process's counts, or in a cluster every worker's added up. */
export function mountMetrics(ops: Express): void {
  // prom-client's listener for the primary's requests is added by its AggregatorRegistry, in workers too.
  if (cluster.isWorker) new AggregatorRegistry();
  ops.get('/metrics', async (_req, res) => {
    try {
      const text = cluster.isWorker ? await clusterSum() : await registry.metrics();
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(text);
    } catch (error) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .type('text')
        .send(`metrics unavailable: ${(error as Error).message}`);
    }
  });
}
