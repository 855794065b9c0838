// Every core: the site server runs as one primary process and a worker per core (node:cluster), all on
// the same port (the primary hands each new connection to the next worker in turn). The primary serves no
// request; it keeps the expected number of workers running (a crashed worker is started again), asks each
// worker every `pingMs` whether its event loop answers, and tells every worker what it found, so that
// /healthz on any worker reports all of them. SIGTERM or SIGINT: every worker stops accepting, ends its
// open event streams (`onStop`), finishes its requests and exits (at most `stopMs`), then the primary exits.
//
// What each worker keeps for itself (not shared): the content cache, the rendered pages, and the per-client
// limits (content misses, forms, renders). Connections are spread round-robin, so a client's requests are
// split between the workers and its effective limit is up to the number of workers times the setting.
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';

const DEFAULTS = { pingMs: 2000, stopMs: 10_000, restartDelayMs: 1000 };

/** What the primary tells every worker about all of them (each worker's /healthz reports it). */
export type WorkersReport =
  | {
      expected: number;
      ok: boolean;
      restarts: number;
      list: { pid: number | undefined; ok: boolean; answeredMsAgo?: number; starting?: boolean }[];
    }
  | { ok: false; error: string };

type Message = { type?: string; report?: WorkersReport } | undefined;

/** In the primary: starts `count` workers and keeps them running until a stop signal. */
export function runPrimary({
  count,
  log = console.log,
  ...settings
}: { count: number; log?: (line: string) => void } & Partial<typeof DEFAULTS>) {
  const { pingMs, stopMs, restartDelayMs } = { ...DEFAULTS, ...settings };
  const workers = new Map<
    number,
    { worker: Worker; listening: boolean; answeredAt: number; startedAt: number }
  >();
  let restarts = 0;
  let stopping = false;

  function start() {
    const worker = cluster.fork();
    const state = { worker, listening: false, answeredAt: 0, startedAt: Date.now() };
    workers.set(worker.id, state);
    worker.on('listening', () => {
      state.listening = true;
      state.answeredAt = Date.now();
      broadcast();
    });
    worker.on('message', (message: Message) => {
      if (message?.type === 'pong') state.answeredAt = Date.now();
    });
  }

  function report(): WorkersReport {
    const at = Date.now();
    const list = [...workers.values()].map(({ worker, listening, answeredAt }) => ({
      pid: worker.process.pid,
      ok: listening && at - answeredAt <= 2 * pingMs,
      ...(listening ? { answeredMsAgo: at - answeredAt } : { starting: true }),
    }));
    return { expected: count, ok: list.filter((worker) => worker.ok).length === count, restarts, list };
  }

  function broadcast() {
    const workersReport = report();
    for (const { worker } of workers.values())
      if (worker.isConnected()) worker.send({ type: 'workers', report: workersReport });
  }

  cluster.on('exit', (worker, code, signal) => {
    const state = workers.get(worker.id);
    workers.delete(worker.id);
    if (stopping) {
      if (workers.size === 0) process.exit(0);
      return;
    }
    restarts += 1;
    log(`site worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    // A worker that dies at once (a broken build, a taken port) is not restarted in a tight loop.
    const died = Date.now() - (state?.startedAt ?? 0) < 5000;
    setTimeout(start, died ? restartDelayMs : 0);
    broadcast();
  });

  const pinging = setInterval(() => {
    for (const { worker, listening } of workers.values())
      if (listening && worker.isConnected()) worker.send({ type: 'ping' });
    broadcast();
  }, pingMs);

  function stop() {
    if (stopping) return;
    stopping = true;
    clearInterval(pinging);
    if (workers.size === 0) process.exit(0);
    for (const { worker } of workers.values()) if (worker.isConnected()) worker.send({ type: 'stop' });
    setTimeout(() => {
      for (const { worker } of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopMs + 1000).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);

  for (let index = 0; index < count; index += 1) start();
  return { report };
}

/**
 * In a worker (or a single process): answers the primary's pings, keeps its report of all workers, and
 * stops gracefully on the primary's word or a signal. Returns the report getter for the health check
 * (undefined outside a cluster: the health check then covers this one process).
 */
export function serveAsWorker(
  server: Server,
  { stopMs = DEFAULTS.stopMs, onStop = () => {} }: { stopMs?: number; onStop?: () => void } = {},
): (() => WorkersReport) | undefined {
  let stopping = false;
  function stop() {
    if (stopping) return;
    stopping = true;
    // What never finishes by itself (the event streams) ends first, so that close is not held by it.
    onStop();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), stopMs).unref();
  }
  // Ctrl-C reaches every process of the group: a worker stops as the primary would ask it to.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  if (!cluster.isWorker) return undefined;
  // A worker whose primary is gone stops too.
  process.on('disconnect', stop);
  let latest: WorkersReport | undefined;
  process.on('message', (message: Message) => {
    if (message?.type === 'ping') process.send?.({ type: 'pong' });
    if (message?.type === 'workers') latest = message.report;
    if (message?.type === 'stop') stop();
  });
  return () => latest ?? { ok: false, error: 'no report from the primary yet' };
}

/**
 * Per-client limits are counted in each worker, and the cluster hands a client's connections to any of them:
 * each worker holds its share of the budget, so that a client's total across the cluster stays the budget
 * (a client on one keep-alive connection gets one share: stricter, never looser).
 */
export function workerShare(perMinute: number, count: number): number {
  return count > 1 ? Math.max(1, Math.floor(perMinute / count)) : perMinute;
}
