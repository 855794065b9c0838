// Lists: a visitor's read from the content cache (a miss bounded per client), and the server's own reads
// (renders, the search index) through the same cache and allow-list, each entry checked.
import type { ServerContentFetch } from '@gpa/contracts';
import type { Request, Response } from 'express';
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import { collectionKey, sharedHeaders } from '../edge/surrogateKeys';
import { metrics } from '../signals/metrics';
import { parseJson } from '../process/parsed';
import type { createAllowList, SurfaceRoute } from './allowList';
import { checkedContentList, contentListSchema } from './contentAnswers';
import type { createContentCache } from './contentCache';
import { sendError, type ProxySettings, type TooMany } from './upstream';

type ContentCache = ReturnType<typeof createContentCache>;
type ListRoute = Extract<SurfaceRoute, { kind: 'read' }>;

const listKey = (format: string, route: ListRoute) =>
  `${format} /api/${route.collection}${route.query ? `?${route.query}` : ''}`;

/** A list from the cache; a miss is bounded per client (upstream requests at once, then misses per minute). */
export function createListReads({
  cache,
  clientOf,
  options,
  now,
  tooMany,
}: {
  cache: ContentCache;
  clientOf: (req: Request) => string;
  options: ProxySettings;
  now: () => number;
  tooMany: TooMany;
}) {
  const missLimit = createClientLimit({ perMinute: options.missesPerMinute, now });
  /** Upstream requests each client has started and not yet seen end. */
  const upstreamOfClient = new Map<string, number>();

  return async function serveList(req: Request, res: Response, route: ListRoute): Promise<void> {
    const format = req.headers['strapi-response-format'] === 'v4' ? 'v4' : '-';
    const client = clientOf(req);
    let retryAfter = 1;
    let overShare = false;
    let started = false;
    let outcome: Awaited<ReturnType<typeof cache.read>>;
    try {
      outcome = await cache.read(listKey(format, route), {
        admitMiss() {
          const active = upstreamOfClient.get(client) ?? 0;
          overShare = active >= options.maxUpstreamPerClient;
          if (overShare) return false;
          const verdict = missLimit.take(client);
          if (!verdict.ok) retryAfter = verdict.retryAfterSeconds;
          started = verdict.ok;
          if (started) upstreamOfClient.set(client, active + 1);
          return verdict.ok;
        },
      });
    } finally {
      // The read of a miss this client started ends with its upstream request.
      const active = (upstreamOfClient.get(client) ?? 1) - (started ? 1 : 0);
      if (active > 0) upstreamOfClient.set(client, active);
      else upstreamOfClient.delete(client);
    }
    metrics.contentReads.inc({ reader: 'browser', state: overShare ? 'busy' : outcome.state });
    if ('entry' in outcome) {
      const { entry } = outcome;
      res.writeHead(200, {
        ...entry.headers,
        ...sharedHeaders([collectionKey(route.collection)]),
        etag: entry.etag,
        'x-content-cache': outcome.state,
        age: String(Math.floor((now() - entry.fetchedAt) / 1000)),
      });
      res.end(entry.body);
      return;
    }
    if (overShare)
      return sendError(
        res,
        503,
        "The content service is busy with this address's requests; try again shortly",
        { 'retry-after': '1' },
      );
    if (outcome.state === 'limited')
      return tooMany(res, 'Too many new content requests from this address; try again shortly', retryAfter);
    if (outcome.state === 'busy')
      return sendError(res, 503, 'The content service is busy; try again shortly', { 'retry-after': '1' });
    const { answer } = outcome;
    if (!answer.body) return sendError(res, 502, 'The content service is not reachable');
    res.writeHead(answer.status, { ...answer.headers, 'x-content-cache': 'pass' });
    res.end(answer.body);
  };
}

// One abort listener per render, however many reads it makes at once (a page's reads run in parallel, and
// React's and the budget's listeners share the signal): a listener per read crossed Node's limit of 10 and
// printed a leak warning on every render.
const abortions = new WeakMap<AbortSignal, Promise<never>>();

/** Rejects with the signal's reason once it is aborted; one promise (one listener) per signal. */
function whenAborted(signal: AbortSignal): Promise<never> {
  let aborted = abortions.get(signal);
  if (!aborted) {
    aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    // A render whose reads all ended before its abort has nobody left waiting.
    aborted.catch(() => undefined);
    abortions.set(signal, aborted);
  }
  return aborted;
}

/**
 * The same cache for the site's own server-side reads (server rendering): `url` as the browser would ask
 * it ("/api/foia-reports?populate[0]=File"), answered in the v4 shape as parsed JSON. Same allow-list, same
 * stale-while-revalidate and stale-if-error; no per-client limit (the site itself is asking). When every
 * upstream slot is taken the read waits for one (a page showing "busy" is worse than one rendered a little
 * later); an aborted `signal` (the render's time is up) rejects at once and the upstream request goes on for
 * the cache.
 */
export function serverReads(
  cache: ContentCache,
  classify: ReturnType<typeof createAllowList>,
  reserve = 0,
): ServerContentFetch {
  return async (url, signal) => {
    signal?.throwIfAborted();
    const route = classify('GET', url);
    if (route.kind !== 'read')
      throw new Error(
        `Content request ${url} is not part of the public surface (${route.kind === 'reject' ? route.message : route.kind})`,
      );
    const aborted = signal && whenAborted(signal);
    const untilAborted = <T>(promise: Promise<T>): Promise<T> =>
      aborted === undefined ? promise : Promise.race([promise, aborted]);
    let outcome = await untilAborted(cache.read(listKey('v4', route), { reserve }));
    while (outcome.state === 'busy') {
      await untilAborted(cache.freeSlot());
      outcome = await untilAborted(cache.read(listKey('v4', route), { reserve }));
    }
    metrics.contentReads.inc({ reader: reserve > 0 ? 'background' : 'render', state: outcome.state });
    if ('entry' in outcome)
      return checkedContentList(
        route.collection,
        parseJson(contentListSchema, outcome.entry.body.toString('utf8'), `Content answer to ${url}`),
      );
    throw new Error(
      `Content request ${url} failed (${'answer' in outcome ? outcome.answer.status : outcome.state})`,
    );
  };
}
