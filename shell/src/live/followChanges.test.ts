import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { EVENTS_URL, REOPEN_MS, changedCollections, followChanges, type ChangeFeed } from './followChanges';

class FakeSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  /** An event as the server sends it: its id is the server's time (ms). */
  emit(type: string, data?: string, lastEventId = String(Date.now())) {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
}

/** BroadcastChannel between the fake tabs of one test. */
function channels() {
  const members = new Set<EventTarget>();
  return class FakeChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      members.add(this);
    }
    postMessage(data: unknown) {
      for (const member of members)
        if (member !== this) member.dispatchEvent(new MessageEvent('message', { data }));
    }
    close() {
      members.delete(this);
    }
  };
}

/** Web Locks with one lock: each request waits for the one before to be released. */
function locks(): LockManager {
  let held: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: () => Promise<void>) => {
    const run = held.then(callback);
    held = run.catch(() => undefined);
    return run;
  };
  return { request } as unknown as LockManager;
}

/** A tab: a query client with the notices and the articles on screen, counting their reads (once each when it resolves). */
async function tab() {
  const queryClient = new QueryClient();
  const reads = { 'website-notifications': 0, articles: 0 };
  for (const collection of ['website-notifications', 'articles'] as const) {
    const observer = new QueryObserver(queryClient, {
      queryKey: ['content', '/api', collection, {}],
      queryFn: () => ++reads[collection],
      staleTime: 60_000,
    });
    observer.subscribe(() => undefined);
  }
  await waitFor(() => expect(reads).toEqual({ 'website-notifications': 1, articles: 1 }));
  return { queryClient, reads };
}

/** Waits until the tabs' streams so far are open (a tab opens its stream once it holds the lock). */
const streamsOpened = (count: number) => waitFor(() => expect(FakeSource.opened).toHaveLength(count));
const changeOf = (...collections: string[]) => JSON.stringify({ collections });

const timers: (() => void)[] = [];
let feed: ChangeFeed;
beforeEach(() => {
  FakeSource.opened = [];
  timers.length = 0;
  feed = {
    EventSource: FakeSource as unknown as typeof EventSource,
    BroadcastChannel: channels() as unknown as typeof BroadcastChannel,
    locks: locks(),
    setTimeout: (run, ms) => timers.push(ms === REOPEN_MS ? run : () => undefined),
  };
});

test('a change event re-reads the queries of the collections it names, at once, and no other', async () => {
  const { queryClient, reads } = await tab();
  const stop = followChanges(queryClient, { feed });
  await streamsOpened(1);
  expect(FakeSource.opened[0]!.url).toBe(EVENTS_URL);
  FakeSource.opened[0]!.emit('change', changeOf('website-notifications'));
  await waitFor(() => expect(reads).toEqual({ 'website-notifications': 2, articles: 1 }));
  // Anything else on the stream changes nothing: the change after it is the only one read.
  FakeSource.opened[0]!.emit('change', 'not json');
  FakeSource.opened[0]!.emit('change', changeOf('articles'));
  await waitFor(() => expect(reads.articles).toBe(2));
  expect(reads['website-notifications']).toBe(2);
  stop();
  expect(FakeSource.opened[0]!.readyState).toBe(FakeSource.CLOSED);
});

test('one stream for all tabs: the tab holding it passes each change on; when it closes the next tab opens the stream', async () => {
  const first = await tab();
  const second = await tab();
  const stopFirst = followChanges(first.queryClient, { feed });
  followChanges(second.queryClient, { feed });
  await streamsOpened(1);
  FakeSource.opened[0]!.emit('change', changeOf('articles'));
  await waitFor(() => expect(second.reads).toEqual({ 'website-notifications': 1, articles: 2 }));
  await waitFor(() => expect(first.reads).toEqual({ 'website-notifications': 1, articles: 2 }));
  // The second tab was waiting for the lock all along: it opens the stream only now.
  expect(FakeSource.opened).toHaveLength(1);

  stopFirst();
  await streamsOpened(2);
  expect(FakeSource.opened[1]!.readyState).toBe(1);
});

test('a stream the server refused is opened again later, and then every content read is done again (changes may have been missed)', async () => {
  const { queryClient, reads } = await tab();
  followChanges(queryClient, { feed });
  await streamsOpened(1);
  const refused = FakeSource.opened[0]!;
  refused.readyState = FakeSource.CLOSED;
  refused.emit('error');
  expect(FakeSource.opened).toHaveLength(1);
  timers.forEach((run) => run());
  expect(FakeSource.opened).toHaveLength(2);
  FakeSource.opened[1]!.emit('open');
  await waitFor(() => expect(reads).toEqual({ 'website-notifications': 2, articles: 2 }));
});

test('a dropped stream is left to the browser, which resumes it; without EventSource nothing is opened', async () => {
  const { queryClient } = await tab();
  followChanges(queryClient, { feed });
  await streamsOpened(1);
  FakeSource.opened[0]!.emit('error');
  expect(timers).toHaveLength(0);
  expect(() => followChanges(queryClient, { feed: { setTimeout: feed.setTimeout } })()).not.toThrow();
  expect(changedCollections(JSON.stringify({ collections: ['rates', 3] }))).toEqual(['rates']);
});

test("the events a new stream repeats from before the page's render are in the page already: not read again", async () => {
  const { queryClient, reads } = await tab();
  const renderedAt = Date.now();
  followChanges(queryClient, { renderedAt, feed });
  await streamsOpened(1);
  FakeSource.opened[0]!.emit('change', changeOf('articles'), String(renderedAt - 500));
  FakeSource.opened[0]!.emit('change', changeOf('website-notifications'), String(renderedAt + 1));
  // The later event is read; the earlier one, handled before it, was not.
  await waitFor(() => expect(reads['website-notifications']).toBe(2));
  expect(reads.articles).toBe(1);
});

test('what must come first (a held page hydrating) is done before the changed collections are read again', async () => {
  const { queryClient, reads } = await tab();
  let ready: () => void = () => undefined;
  const asked: (readonly string[] | 'every')[] = [];
  const beforeReread = (changed: readonly string[] | 'every') => {
    asked.push(changed);
    return new Promise<void>((resolve) => (ready = resolve));
  };
  followChanges(queryClient, { feed, beforeReread });
  await streamsOpened(1);
  FakeSource.opened[0]!.emit('change', changeOf('articles'));
  await waitFor(() => expect(asked).toEqual([['articles']]));
  await Promise.resolve();
  expect(reads.articles).toBe(1);
  ready();
  await waitFor(() => expect(reads.articles).toBe(2));
});
