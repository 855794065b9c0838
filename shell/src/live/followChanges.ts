// Content changes pushed by the site server (site-server/src/content/changeStream.ts): on each change event the
// page re-reads the content queries of the collections it names, so an open tab shows a change as soon as the
// site server learns it. The browser keeps one stream for all the site's tabs (an HTTP/1.1 connection each
// would soon use up the six a browser opens to one site): the tab holding the lock listens and passes every
// event on to the others. Without the stream (refused, a proxy that cuts it) the page's own reads go on as
// before: at each navigation, on return to the tab, and the notices once a minute.
import { isContentQueryKey } from '@gpa/shared-ui';
import type { QueryClient } from '@tanstack/react-query';

export const EVENTS_URL = '/events';
const LOCK_NAME = 'gpa-change-stream';
const CHANNEL_NAME = 'gpa-content-changes';
// A stream the server closed for good (refused, a deploy's 502): opened again after this long.
export const REOPEN_MS = 30_000;

/** What a change message names: some collections, every one (after a break in the stream), or nothing it knows. */
export function changedCollections(data: unknown): readonly string[] | 'every' {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : undefined;
    if (!parsed || typeof parsed !== 'object') return [];
    if ('every' in parsed && parsed.every === true) return 'every';
    const collections = 'collections' in parsed ? parsed.collections : undefined;
    return Array.isArray(collections)
      ? collections.filter((name): name is string => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Marks the content queries of the changed collections stale; those on screen are read again at once. */
export function rereadCollections(
  queryClient: QueryClient,
  changed: readonly string[] | 'every',
): Promise<void> {
  const names = new Set(changed);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isContentQueryKey(queryKey) && (changed === 'every' || names.has(queryKey[2])),
  });
}

export interface ChangeFeed {
  EventSource?: typeof EventSource;
  BroadcastChannel?: typeof BroadcastChannel;
  locks?: LockManager;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browserFeed = (): ChangeFeed => ({
  EventSource: window.EventSource,
  BroadcastChannel: window.BroadcastChannel,
  locks: navigator.locks,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

/**
 * Listens to the stream (in this tab, or in the tab that holds it) and re-reads what changed. Returns the stop.
 * `beforeReread`: what must happen before the changed collections are read again (a held page hydrates).
 * `renderedAt`: when the server rendered the page with its content (the render clock). A new stream first
 * repeats the last seconds' events (for a tab that read just before the server learnt of a change); those
 * the render came after are already in the page, and are not read again. An event's id is its server time.
 * `feed`: the browser's EventSource, BroadcastChannel, Web Locks and timer (tests pass fakes).
 */
export function followChanges(
  queryClient: QueryClient,
  {
    renderedAt = 0,
    feed = browserFeed(),
    beforeReread = () => Promise.resolve(),
  }: {
    renderedAt?: number;
    feed?: ChangeFeed;
    beforeReread?: (changed: readonly string[] | 'every') => Promise<void>;
  } = {},
): () => void {
  const { EventSource: Source, BroadcastChannel: Channel, locks } = feed;
  if (!Source) return () => undefined;
  const Stream: typeof EventSource = Source;
  const channel = Channel ? new Channel(CHANNEL_NAME) : undefined;
  const reread = async (data: unknown) => {
    const collections = changedCollections(data);
    await beforeReread(collections);
    await rereadCollections(queryClient, collections);
  };
  channel?.addEventListener('message', (message: MessageEvent) => void reread(message.data));
  const changed = (data: unknown) => {
    void reread(data);
    channel?.postMessage(data);
  };
  let source: EventSource | undefined;
  let stopped = false;

  function listen(reopened = false) {
    if (stopped) return;
    const opened = new Stream(EVENTS_URL);
    source = opened;
    // After a break the server may have had changes no tab heard of: every content read again.
    if (reopened)
      opened.addEventListener('open', () => changed(JSON.stringify({ every: true })), { once: true });
    opened.addEventListener('change', (event: MessageEvent) => {
      if (Number(event.lastEventId) > renderedAt) changed(event.data);
    });
    // The browser tries again by itself after a dropped connection (with Last-Event-ID), not after a refusal.
    opened.addEventListener('error', () => {
      if (opened.readyState === Stream.CLOSED) feed.setTimeout(() => listen(true), REOPEN_MS);
    });
  }

  let releaseLock: () => void = () => undefined;
  if (locks && channel) {
    // Held until the tab closes (or stops): then the next tab waiting for it opens the stream.
    void locks
      .request(LOCK_NAME, () => new Promise<void>((release) => ((releaseLock = release), listen())))
      .catch(() => undefined);
  } else listen();
  return () => {
    stopped = true;
    source?.close();
    channel?.close();
    releaseLock();
  };
}
