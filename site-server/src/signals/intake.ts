// POST /signals: what visitors' browsers report (shell/src/signals/), sent with navigator.sendBeacon as one
// small JSON batch: { events: [{ type: 'view' | 'error' | 'vital', area, version, route, kind?, name?, value? }] }
// (route: the published path pattern of the page, or '*').
// Cheap to refuse, so a flood of fake beacons costs the pages nothing: a client over its rate is answered 429
// before a byte of the body is read, a body declared or found larger than `maxBytes` 413, and only then is
// it parsed. Only known areas, live versions (stable or canary), published routes, known error kinds and
// bounded values are counted (the counts' labels stay few); nothing of the request is kept (no address,
// cookie or query string: the route is the published pattern, not the visited URL).
import { createClientLimit } from '@gpa/content-catalog/client-limit';
import { withDefaults } from '../process/withDefaults';
import type { SiteManifest } from '@gpa/contracts';
import type { Request, RequestHandler } from 'express';
import * as z from 'zod/v4';
import { metrics } from './metrics';
import { parseJson } from '../process/parsed';
import type { CountedSignal } from './store';
import { clientAddressOf } from '../process/clientAddress';

export const SIGNALS_PATH = '/signals';
// A visitor sends one to three beacons a page; an office or a carrier's NAT puts many visitors behind one address.
// Whatever the number of addresses, a process reads at most `beaconsPerSecond` (a flood from many fake
// clients is then a bounded share of its time; the counts are a sample anyway).
export const INTAKE_DEFAULTS = {
  maxBytes: 8192,
  maxEvents: 50,
  beaconsPerMinute: 120,
  beaconBurst: 30,
  beaconsPerSecond: 200,
};
export const ERROR_KINDS = ['page-error', 'area-load', 'hydration', 'render-error'] as const;
const VITAL_LIMITS = { LCP: 600_000, INP: 600_000, CLS: 100 } as const;

const routeFields = { area: z.string(), version: z.string(), route: z.string() };
/** One event of a beacon (written by shell/src/signals/); the batch's other events count without one that is not this. */
const beaconSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view'), ...routeFields }),
  z.object({ type: z.literal('error'), ...routeFields, kind: z.enum(ERROR_KINDS) }),
  z.object({
    type: z.literal('vital'),
    ...routeFields,
    name: z.enum(['LCP', 'INP', 'CLS']),
    value: z.number(),
  }),
]);
type Beacon = z.infer<typeof beaconSchema>;
const beaconBatchSchema = z.object({ events: z.array(z.unknown()) });

export interface IntakeOptions extends Partial<typeof INTAKE_DEFAULTS> {
  /** The site manifest as on disk (with any canary): which area versions and routes exist. */
  currentManifest: () => SiteManifest | null;
  shellVersion: () => string | undefined;
  /** Each counted view, error and LCP also goes to the rolling store (canary decisions, npm run versions). */
  count: (signal: CountedSignal) => void;
  clientOf?: (req: Request) => string;
}

/** Counts one event if it names a live area version and a published route; false when it was left out. */
export function countEvent(
  event: Beacon,
  manifest: SiteManifest,
  shellVersion: string | undefined,
  count: (signal: CountedSignal) => void,
): boolean {
  const { area, version, route } = event;
  const entry = manifest.areas[area];
  const routes =
    entry?.version === version
      ? entry.routes
      : entry?.canary?.version === version
        ? entry.canary.routes
        : undefined;
  // '*': not on one of the area's pages (the shell's own pages; an area's code failing to load elsewhere).
  const known =
    area === 'shell'
      ? version === shellVersion && route === '*'
      : Boolean(routes && (route === '*' || routes.some((published) => published.path === route)));
  if (!known) return false;
  const labels = { area, version };
  if (event.type === 'view') {
    metrics.views.inc({ ...labels, route });
    count({ type: 'view', ...labels });
    return true;
  }
  if (event.type === 'error') {
    metrics.errors.inc({ ...labels, kind: event.kind });
    count({ type: 'error', kind: event.kind, ...labels });
    return true;
  }
  const { name, value } = event;
  if (!(value >= 0 && value <= VITAL_LIMITS[name])) return false;
  if (name === 'CLS') metrics.cls.observe(labels, value);
  else (name === 'LCP' ? metrics.lcp : metrics.inp).observe(labels, value / 1000);
  if (name === 'LCP') count({ type: 'lcp', ms: value, ...labels });
  return true;
}

export function createSignalIntake({
  currentManifest,
  shellVersion,
  count,
  clientOf = clientAddressOf,
  ...settings
}: IntakeOptions): RequestHandler {
  const { maxBytes, maxEvents, beaconsPerMinute, beaconBurst, beaconsPerSecond } = withDefaults(
    INTAKE_DEFAULTS,
    settings,
  );
  const limit = createClientLimit({
    perMinute: beaconsPerMinute,
    burst: Math.min(beaconBurst, beaconsPerMinute),
  });
  const allClients = createClientLimit({ perMinute: beaconsPerSecond * 60, burst: beaconsPerSecond });

  const refuse = (res: Parameters<RequestHandler>[1], status: number, reason: string, detail?: string) => {
    metrics.refused.inc({ reason });
    // The body is never parsed: one within the bound is discarded by Node as it arrives (the connection
    // stays open for the client's next request); a larger one closes the connection after the answer.
    if (reason === 'size') res.set('Connection', 'close');
    res.set('Cache-Control', 'no-store').status(status);
    if (detail) res.type('text').send(detail);
    else res.end();
  };

  return (req, res) => {
    if (!limit.take(clientOf(req)).ok) return refuse(res, 429, 'rate');
    if (!allClients.take('all').ok) return refuse(res, 429, 'busy');
    if (Number(req.get('content-length') ?? 0) > maxBytes) return refuse(res, 413, 'size');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        refuse(res, 413, 'size');
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const manifest = currentManifest();
      let events: unknown[];
      try {
        events = parseJson(beaconBatchSchema, Buffer.concat(chunks).toString('utf8'), 'beacon').events;
      } catch (error) {
        return refuse(res, 400, 'malformed', error instanceof Error ? error.message : String(error));
      }
      for (const event of manifest ? events.slice(0, maxEvents) : []) {
        const beacon = beaconSchema.safeParse(event);
        if (beacon.success && manifest) countEvent(beacon.data, manifest, shellVersion(), count);
      }
      res.set('Cache-Control', 'no-store').status(204).end();
    });
  };
}
