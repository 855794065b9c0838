// One search build per site server. Under node:cluster the primary appoints one worker as the builder: it
// renders every page and reads the documents and their text for the index, and its builds go through the
// primary to every other worker, which only loads them. A worker that starts later gets the last build at
// once; when the builder stops, another worker is appointed and builds. A single process builds for itself.
import cluster, { type Worker } from 'node:cluster';
import * as z from 'zod/v4';
import { clusterMessage } from '../process/parsed';
import type { SearchDocument } from './searchIndex';

const READY = 'gpa-search-ready';
const APPOINTED = 'gpa-search-builder';
const BUILT = 'gpa-search-built';

/** What the builder sends: the documents of an index, with the figures of its build (none for an early one). */
export interface SharedBuild<Stats> {
  documents: SearchDocument[];
  stats?: Stats;
}

const searchDocumentSchema = z.object({
  link: z.string(),
  kind: z.enum(['page', 'document', 'external']),
  title: z.string(),
  aliases: z.string().optional(),
  description: z.string().optional(),
  headings: z.string().optional(),
  body: z.string().optional(),
}) satisfies z.ZodType<SearchDocument>;
/** The builder's message, its build's figures as `stats` describes them (the primary only passes them on). */
const builtSchemaOf = <Stats>(stats: z.ZodType<Stats>) =>
  z.object({
    type: z.literal(BUILT),
    build: z.object({ documents: z.array(searchDocumentSchema), stats: stats.optional() }),
  });
const readySchema = z.object({ type: z.literal(READY) });
const appointedSchema = z.object({ type: z.literal(APPOINTED) });

export interface SearchShare<Stats> {
  /** Whether this process builds the index (in a cluster: the worker the primary appointed). */
  builds(): boolean;
  /** Sends a build to the other workers. */
  publish(build: SharedBuild<Stats>): void;
  /** Starts listening: `appointed` when this worker becomes the builder, `received` with another's build. */
  join(handlers: { appointed: () => void; received: (build: SharedBuild<Stats>) => void }): void;
}

/** A single process: it builds, and has nobody to tell. */
export const soleBuilder = <Stats>(): SearchShare<Stats> => ({
  builds: () => true,
  publish: () => undefined,
  join: () => undefined,
});

interface WorkerChannel {
  send?: (message: unknown) => unknown;
  on: (event: 'message', listener: (message: unknown) => void) => unknown;
}

/** In a cluster worker: builds only once appointed; builds go through the primary (tests pass a fake channel). */
export function clusterSearchShare<Stats>(
  statsSchema: z.ZodType<Stats>,
  channel: WorkerChannel = {
    send: process.send?.bind(process),
    on: (event, listener) => process.on(event, listener),
  },
): SearchShare<Stats> {
  let appointed = false;
  const builtSchema = builtSchemaOf(statsSchema);
  return {
    builds: () => appointed,
    publish: (build) => void channel.send?.({ type: BUILT, build }),
    join({ appointed: onAppointed, received }) {
      channel.on('message', (raw) => {
        if (clusterMessage(appointedSchema, APPOINTED, raw)) {
          appointed = true;
          onAppointed();
        }
        const built = clusterMessage(builtSchema, BUILT, raw);
        if (built) received(built.build);
      });
      // Listening now: the primary may appoint this worker or send it the last build.
      channel.send?.({ type: READY });
    },
  };
}

interface Primary {
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
  on(event: 'exit', listener: (worker: Worker) => void): unknown;
}

/** In the primary: appoints one builder among the ready workers, passes its builds on, appoints another when it stops. */
export function shareSearchBuilds(primary: Primary = cluster): void {
  const ready = new Set<Worker>();
  let builder: Worker | undefined;
  let last: SharedBuild<unknown> | undefined;
  const appoint = () => {
    builder = [...ready].find((worker) => worker.isConnected());
    builder?.send({ type: APPOINTED });
  };
  const builtSchema = builtSchemaOf(z.unknown());
  primary.on('message', (sender, raw) => {
    const built = clusterMessage(builtSchema, BUILT, raw);
    if (clusterMessage(readySchema, READY, raw)) {
      ready.add(sender);
      if (!builder) appoint();
      else if (last) sender.send({ type: BUILT, build: last });
    } else if (built && sender === builder) {
      // The last full build is what a new worker gets (an early one only until then).
      if (built.build.stats || !last?.stats) last = built.build;
      for (const worker of ready) if (worker !== sender && worker.isConnected()) worker.send(built);
    }
  });
  primary.on('exit', (worker) => {
    ready.delete(worker);
    if (worker === builder) appoint();
  });
}
