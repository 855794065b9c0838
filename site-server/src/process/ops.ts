// The private operations listener (OPS_PORT, default 9464, on 127.0.0.1 only): what operators and monitors
// read and visitors must not (the whole health report with worker PIDs, restarts and latencies; metrics
// belong here too). The site's own /healthz says only ok or not.
import express, { type Express } from 'express';

export const DEFAULT_OPS_PORT = 9464;

/** The operations app; the site app adds its routes to it (createSiteApp's `ops`). */
export function createOpsApp(): Express {
  const ops = express();
  ops.disable('x-powered-by');
  return ops;
}

/** Anything the operations app has no route for. */
export function closeOpsApp(ops: Express): void {
  ops.use(
    (_req, res) => void res.status(404).set('Cache-Control', 'no-store').type('text').send('404 Not Found'),
  );
}
