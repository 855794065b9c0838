// Health of a site server: per area the live version and whether its mf-manifest.json loads (parses and names
// a remoteEntry that exists), whether the content service answers, and in a cluster whether every worker
// answers (process/workers.ts). Two answers, 200 when everything is up and 503 otherwise, never cached:
//  - GET /healthz on the site (load balancers): {"status":"ok"} or {"status":"down"}, nothing else;
//  - GET /healthz on the private operations listener (process/ops.ts, 127.0.0.1 only): the whole report (versions,
//    errors, the content service's latency, worker PIDs and restarts, each running canary), for operators and monitors.
import fs from 'node:fs';
import path from 'node:path';
import type { AreaEntry, SiteManifest } from '@gpa/contracts';
import type { Express, RequestHandler } from 'express';
import { readReleaseHistory } from './siteManifest';
import { federationManifestSchema } from './areaBuildFiles';
import { readJsonFile } from '../process/parsed';
import type { WorkersReport } from '../process/workers';

interface Check {
  ok: boolean;
  error?: string;
}

/** Reads an area's live mf-manifest.json from the site folder (the URL path of its entry). */
function checkArea(siteDir: string, { version, entry }: AreaEntry): Check & { version?: string } {
  try {
    const file = path.join(
      siteDir,
      path.normalize(decodeURIComponent(new URL(entry, 'http://site').pathname)),
    );
    if (!file.startsWith(siteDir + path.sep)) throw new Error('the entry is outside the site');
    const { remoteEntry } = readJsonFile(federationManifestSchema, file).metaData;
    if (!fs.existsSync(path.join(path.dirname(file), remoteEntry.path, remoteEntry.name)))
      throw new Error(`${remoteEntry.name} is missing`);
    return { version, ok: true };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { version, ok: false, error: code === 'ENOENT' ? 'mf-manifest.json is missing' : message };
  }
}

/** Strapi's own health route answers 204 without touching the database's content. */
async function checkContent(contentUrl: string, timeoutMs: number): Promise<Check & { ms: number }> {
  const started = Date.now();
  try {
    const answer = await fetch(new URL('/_health', contentUrl), { signal: AbortSignal.timeout(timeoutMs) });
    return {
      ok: answer.ok,
      ms: Date.now() - started,
      ...(answer.ok ? {} : { error: `answered ${answer.status}` }),
    };
  } catch (error) {
    return {
      ok: false,
      ms: Date.now() - started,
      error: (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'not reachable',
    };
  }
}

export interface HealthCheckOptions {
  siteDir: string;
  contentUrl: string;
  currentManifest: () => SiteManifest | null;
  timeoutMs?: number;
  /** The cluster's report of its workers, absent for a single process. */
  workers?: () => WorkersReport;
  /** Each running canary, per area (canary/report.ts): in the whole report only, it does not make the site down. */
  canaries?: () => object;
}

export function createHealthCheck({
  siteDir,
  contentUrl,
  currentManifest,
  timeoutMs = 2000,
  workers,
  canaries,
}: HealthCheckOptions): {
  summary: RequestHandler;
  details: RequestHandler;
} {
  async function report() {
    const manifest = currentManifest();
    const content = await checkContent(contentUrl, timeoutMs);
    const areas = Object.fromEntries(
      Object.entries(manifest?.areas ?? {}).map(([area, entry]) => [area, checkArea(siteDir, entry)]),
    );
    const siteOk = Boolean(manifest) && Object.values(areas).every((area) => area.ok);
    const workersReport = workers?.();
    const ok = siteOk && content.ok && (workersReport?.ok ?? true);
    return {
      status: ok ? 'ok' : 'down',
      manifest: manifest
        ? { ok: true, maintenance: Boolean(manifest.maintenance) }
        : { ok: false, error: 'site-manifest.json is missing or malformed' },
      areas,
      content,
      ...(workersReport ? { workers: workersReport } : {}),
      ...(canaries ? { canaries: canaries() } : {}),
    };
  }
  const answer =
    (shape: (whole: Awaited<ReturnType<typeof report>>) => object): RequestHandler =>
    async (_req, res) => {
      const whole = await report();
      res.setHeader('Cache-Control', 'no-store');
      res.status(whole.status === 'ok' ? 200 : 503).json(shape(whole));
    };
  return { summary: answer(({ status }) => ({ status })), details: answer((whole) => whole) };
}

/** Which version of each area went live when, and why a canary ended: operators' data, on the operations port only. */
const releaseHistoryAnswer =
  (siteDir: string): RequestHandler =>
  (_req, res) =>
    void res.set('Cache-Control', 'no-store').json(readReleaseHistory(siteDir));

/** Load balancers read ok or not at /healthz; the full report and release history: ops port (process/ops.ts). */
export function mountHealth(app: Express, ops: Express | undefined, options: HealthCheckOptions): void {
  const health = createHealthCheck(options);
  app.get('/healthz', health.summary);
  ops?.get('/healthz', health.details).get('/release-history.json', releaseHistoryAnswer(options.siteDir));
}
