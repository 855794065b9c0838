// After each purge (a release, rollback, canary change, content change), the edges are filled again in the
// background: every published page (the route tables of the live manifest), the page for addresses the edge
// does not hold (render/unavailablePage.ts) and every file of the live area builds and of the shell, each in Brotli
// and gzip (the encodings browsers ask for), through each edge (EDGE_PURGE_URLS), at a bounded rate
// (EDGE_WARM_PER_SECOND, default 10). So an outage that starts minutes later finds every page and chunk kept,
// whether a visitor opened it or not. What the edge already holds is a hit there and costs the origin nothing.
import type { Request } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SiteManifest } from '@gpa/contracts';
import { logger } from '../process/logging';
import { numberSetting } from '../process/settings';
import { edgePurgeUrls, type Purge } from './edgePurge';
import { clientAddressOf } from '../process/clientAddress';

// The site's page for an address the edge does not hold (render/unavailablePage.ts; deploy/varnish/site.vcl).
export const UNAVAILABLE_PATH = '/_unavailable';
export const WARM_DEFAULTS = { perSecond: 10, delayMs: 1000, timeoutMs: 15_000 };
const ENCODINGS = ['br', 'gzip'];
// The page for addresses the edge does not hold is kept for clients that take no compression too.
const encodingsOf = (address: string) =>
  address === UNAVAILABLE_PATH ? [...ENCODINGS, 'identity'] : ENCODINGS;
// What the site serves from its folder and a page loads; source maps, server builds and the stored
// compressed copies (sent for the plain name) are not addresses of their own.
const SERVED_FILE = /\.(js|mjs|css|json|webmanifest|svg|png|ico|woff2?|txt)$/;
const NOT_SERVED =
  /(\.map|\.br|\.gz)$|^\.|^server$|^areas$|^index\.html$|^build-info\.json$|^mf-stats\.json$/;

function filesUnder(dir: string, urlPath: string): string[] {
  let names: fs.Dirent[];
  try {
    names = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return names
    .filter((entry) => !NOT_SERVED.test(entry.name))
    .flatMap((entry) => {
      const address = `${urlPath}/${entry.name}`;
      const full = path.join(dir, entry.name);
      // A linked folder (a site folder whose builds are links) is walked as the folder.
      if (entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory()))
        return filesUnder(full, address);
      return SERVED_FILE.test(entry.name) ? [address] : [];
    });
}

/** Every address a visitor may need while the origin is down: pages first, then the files they load. */
export function addressesToWarm(siteDir: string, manifest: SiteManifest | null): string[] {
  if (!manifest) return [];
  const areas = Object.entries(manifest.areas);
  const pages = areas.flatMap(([, entry]) =>
    (entry.routes ?? []).map((route) => route.path).filter((pagePath) => !/[:*]/.test(pagePath)),
  );
  const versions = areas.flatMap(([area, entry]) =>
    [entry.version, entry.canary?.version].filter(Boolean).map((version) => `/areas/${area}/${version}`),
  );
  const areaFiles = versions.flatMap((urlPath) => filesUnder(path.join(siteDir, urlPath), urlPath));
  const shellFiles = filesUnder(siteDir, '').filter((address) => !address.startsWith('/areas/'));
  return [...new Set([...pages, UNAVAILABLE_PATH, '/site-manifest.json', ...shellFiles, ...areaFiles])];
}

// Warm requests say so (the edge passes the header on): each run is a client of its own for the per-client
// render limits, which a whole site's pages after each change would exceed. Only the site servers can say
// it: the token is derived from their shared CONTENT_CHANGES_SECRET (no secret: no token, limited as any client).
export const WARM_HEADER = 'x-site-warm';
const warmToken = (secret: string) => createHmac('sha256', secret).update('edge-warm').digest('base64url');

/** The client of a request for the per-client limits: a warm run's own name, else `clientOf`'s. */
export function warmAwareClientOf(
  secret: string | undefined,
  clientOf: (req: Request) => string = clientAddressOf,
): (req: Request) => string {
  if (!secret) return clientOf;
  const expected = Buffer.from(warmToken(secret));
  return (req) => {
    const [token = '', run] = (req.get(WARM_HEADER) ?? '').split('.');
    const sent = Buffer.from(token);
    const isWarm =
      sent.length === expected.length && timingSafeEqual(sent, expected) && /^\d{1,15}$/.test(run ?? '');
    return isWarm ? `edge-warm:${run}` : clientOf(req);
  };
}

/** EDGE_WARM_PER_SECOND: requests a second to each edge while warming (0: no warming). */
export const warmRateSetting = (env: NodeJS.ProcessEnv = process.env): number =>
  numberSetting(env.EDGE_WARM_PER_SECOND) ?? WARM_DEFAULTS.perSecond;

/** One GET through an edge, the body read and dropped (not decoded); resolves with the status or 0. */
function requestThrough(
  edge: URL,
  address: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(new URL(address, edge), { headers, timeout: timeoutMs }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

export interface EdgeWarmer {
  /** A purge was sent: warm once it has settled (one run at a time; a purge meanwhile runs it again). */
  schedule(): void;
}

export function createEdgeWarmer({
  urls,
  addresses,
  perSecond = WARM_DEFAULTS.perSecond,
  delayMs = WARM_DEFAULTS.delayMs,
  timeoutMs = WARM_DEFAULTS.timeoutMs,
  request = requestThrough,
  secret,
  log,
}: {
  urls: string[];
  addresses: () => string[];
  perSecond?: number;
  delayMs?: number;
  timeoutMs?: number;
  request?: typeof requestThrough;
  /** CONTENT_CHANGES_SECRET: warm requests are a client of their own (WARM_HEADER). */
  secret?: string;
  log: (summary: {
    startedAt: number;
    addresses: number;
    answers: number;
    failed: number;
    seconds: number;
  }) => void;
}): EdgeWarmer {
  let state: 'idle' | 'waiting' | 'running' = 'idle';
  let again = false;
  const edges = urls.map((url) => new URL(url));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function run(): Promise<void> {
    const started = performance.now();
    const startedAt = Date.now();
    const list = addresses();
    const warmHeader: Record<string, string> = secret
      ? { [WARM_HEADER]: `${warmToken(secret)}.${startedAt}` }
      : {};
    let answers = 0;
    let failed = 0;
    for (const address of list) {
      for (const encoding of encodingsOf(address)) {
        const begun = performance.now();
        const headers = { 'accept-encoding': encoding, ...warmHeader };
        const statuses = await Promise.all(edges.map((edge) => request(edge, address, headers, timeoutMs)));
        answers += statuses.length;
        failed += statuses.filter((status) => status !== 200).length;
        await pause(Math.max(0, 1000 / perSecond - (performance.now() - begun)));
      }
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log({ startedAt, addresses: list.length, answers, failed, seconds });
  }

  const start = () => {
    state = 'running';
    void run().finally(() => {
      state = 'idle';
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  function schedule() {
    if (edges.length === 0 || perSecond <= 0) return;
    if (state === 'running') {
      again = true;
      return;
    }
    if (state === 'waiting') return;
    state = 'waiting';
    setTimeout(start, delayMs).unref();
  }
  return { schedule };
}

/** `purge`, and a warming of the edges (EDGE_PURGE_URLS) after it, logged as one line per run. */
export function warmingEdge(
  purge: Purge,
  {
    siteDir,
    secret,
    currentManifest,
  }: { siteDir: string; secret?: string; currentManifest: () => SiteManifest | null },
): Purge {
  const warmer = createEdgeWarmer({
    secret,
    urls: edgePurgeUrls(),
    perSecond: warmRateSetting(),
    addresses: () => addressesToWarm(siteDir, currentManifest()),
    log: (summary) => logger.info({ edgeWarm: summary }, 'edge warmed'),
  });
  return (keys) => {
    purge(keys);
    if (keys.length > 0) warmer.schedule();
  };
}
