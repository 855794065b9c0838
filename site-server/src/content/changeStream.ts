// Content changes pushed to open tabs: GET /events is a Server-Sent Events stream (one per tab) on which every
// change notice this process learns (its own, relayed from another worker, or a scheduled time passing) is sent
// as an event naming the collections changed, so that the page re-reads them at once instead of at its next
// minute's read (shell/src/live/). Bounded: so many streams per client, a bounded ring of recent events for
// resuming after a drop (Last-Event-ID), a heartbeat comment that keeps proxies from closing an idle stream.
// A stopping server ends its streams at once, telling the browsers to come back soon (to another worker or
// server), so that no open stream holds a stop or an nginx reload until its timeout.
import type { Express, Request, RequestHandler, Response } from 'express';
import catalog from '@gpa/content-catalog';
import { withDefaults } from '../process/withDefaults';
import { REPEAT_PURGE_MS } from '../edge/edgePurge';
import { clientAddressOf } from '../process/clientAddress';

export const EVENTS_PATH = '/events';

export interface ChangeStreamSettings {
  /** Streams one client may hold open on this process at once (EVENT_STREAMS_PER_CLIENT; a worker holds its share). */
  streamsPerClient?: number;
  /** A comment line this often on every stream, so that no proxy or browser takes it for dead. */
  heartbeatMs?: number;
  /** Events kept for a stream that comes back with Last-Event-ID. */
  recentEvents?: number;
  /**
   * An event's id is the time this process learned it: another worker or site server learned the same change a
   * little earlier or later. A resumed stream is sent again what came within this margin before its last id (a
   * duplicate only makes the page re-read), and a new stream what came within it before it opened: its page
   * may have read just before the change.
   */
  recentMs?: number;
  /** A stream ended by a stopping server asks its browser to reconnect after this much, plus up to as much again at random (spread). */
  reconnectMs?: number;
  clientOf?: (req: Request) => string;
  now?: () => number;
}

export const CHANGE_STREAM_DEFAULTS = {
  streamsPerClient: 16,
  heartbeatMs: 20_000,
  recentEvents: 200,
  recentMs: 10_000,
  reconnectMs: 500,
  clientOf: clientAddressOf,
  now: Date.now,
};

/** EVENT_STREAMS_PER_CLIENT: open streams one client may hold (unset: the default). */
export function streamsPerClientSetting(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.EVENT_STREAMS_PER_CLIENT;
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`Invalid EVENT_STREAMS_PER_CLIENT "${value}" (a whole number from 1)`);
  return number;
}

interface ChangeEvent {
  id: number;
  collections: string[];
}

const everyPublicCollection = catalog
  .filter((collection) => collection.access === 'read')
  .map((collection) => collection.plural);

const eventText = ({ id, collections }: ChangeEvent) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ collections })}\n\n`;

// After the edge's repeated purge is sent, with time for it to land: still within the second.
export const CONFIRM_CHANGE_MS = REPEAT_PURGE_MS + 200;

/**
 * What a change does here: `drop` the copies that show it, then `publish` it to open tabs. A tab may read
 * at the event from a layer that has not taken the change yet (the edge's copy served while its purge is on
 * its way, a read answered before the content service's commit, a render in progress); such a tab would keep
 * the old answer until its next minute's read. So `confirmMs` later the copies are dropped and the change is
 * pushed once more: every tab reads it again within the second.
 */
export function confirmedChanges({
  drop,
  publish,
  confirmMs = CONFIRM_CHANGE_MS,
}: {
  drop: (collections: string[]) => void;
  publish: (collections: string[]) => void;
  confirmMs?: number;
}): (collections: string[]) => void {
  const change = (collections: string[]) => {
    drop(collections);
    publish(collections);
  };
  return (collections) => {
    change(collections);
    setTimeout(() => change(collections), confirmMs).unref();
  };
}

/** The stream of this process: `handler` for GET /events, `publish` for each change it learns. */
export function createChangeStream(options: ChangeStreamSettings = {}) {
  const { streamsPerClient, heartbeatMs, recentEvents, recentMs, reconnectMs, clientOf, now } = withDefaults(
    CHANGE_STREAM_DEFAULTS,
    options,
  );
  const streams = new Set<Response>();
  const openByClient = new Map<string, number>();
  const recent: ChangeEvent[] = [];
  let lastId = 0;
  // The newest event the ring no longer holds: a stream that last saw one before it has missed something.
  let forgottenId = -Infinity;

  const heartbeat = setInterval(() => streams.forEach((res) => res.write(': heartbeat\n\n')), heartbeatMs);
  heartbeat.unref();

  function publish(collections: string[]) {
    // Ids only grow, also when two changes come within a millisecond.
    lastId = Math.max(now(), lastId + 1);
    const event = { id: lastId, collections };
    recent.push(event);
    if (recent.length > recentEvents) forgottenId = recent.shift()?.id ?? forgottenId;
    const text = eventText(event);
    streams.forEach((res) => res.write(text));
  }

  /** What a stream that last saw `lastSeen` missed: the events since (within the margin), or everything when the ring lost some. */
  function missedSince(lastSeen: number): string {
    const since = lastSeen - recentMs;
    if (forgottenId > since) return eventText({ id: lastId, collections: everyPublicCollection });
    return recent
      .filter((event) => event.id > since)
      .map(eventText)
      .join('');
  }

  const handler: RequestHandler = (req, res) => {
    const client = clientOf(req);
    const open = openByClient.get(client) ?? 0;
    if (open >= streamsPerClient) {
      res
        .status(429)
        .set({ 'Retry-After': '60', 'Cache-Control': 'no-store' })
        .type('text')
        .send('Too many open streams from this address');
      return;
    }
    openByClient.set(client, open + 1);
    streams.add(res);
    // No proxy buffers it (nginx: X-Accel-Buffering), no cache keeps it, nothing compresses it.
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    const lastEventId = Number(req.get('last-event-id'));
    res.write(
      `retry: 2000\n\n${missedSince(Number.isSafeInteger(lastEventId) && lastEventId > 0 ? lastEventId : now())}`,
    );
    req.on('close', () => {
      streams.delete(res);
      const left = (openByClient.get(client) ?? 1) - 1;
      if (left > 0) openByClient.set(client, left);
      else openByClient.delete(client);
    });
  };

  return {
    handler,
    publish,
    /** Open streams on this process (operations). */
    open: () => streams.size,
    /**
     * Ends every stream and the heartbeat (a stopping server): each browser is told to reconnect soon, and
     * resumes where it was by Last-Event-ID; its connection is closed, so the server's close is not held.
     */
    close() {
      clearInterval(heartbeat);
      streams.forEach((res) => {
        // The response lets go of its connection once ended: the connection is closed by name.
        const connection = res.socket;
        res.end(`retry: ${reconnectMs + Math.floor(Math.random() * reconnectMs)}\n\n`, () =>
          connection?.destroy(),
        );
      });
    },
  };
}

/** Open tabs hear of each content change at /events (changeStream.ts), ended as the server stops. */
export function mountChangeStream(
  app: Express,
  {
    stopping,
    ...settings
  }: Pick<ChangeStreamSettings, 'streamsPerClient' | 'clientOf'> & { stopping?: AbortSignal },
) {
  const changeStream = createChangeStream(settings);
  app.get(EVENTS_PATH, changeStream.handler);
  stopping?.addEventListener('abort', () => changeStream.close(), { once: true });
  return changeStream;
}
