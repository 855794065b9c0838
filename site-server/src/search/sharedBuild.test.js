// The cluster's one search build, over an in-memory cluster: the primary's side (shareSearchBuilds) and each
// worker's (clusterSearchShare), with messages passed asynchronously and copied, as over IPC.
const { EventEmitter } = require('node:events');
const { clusterSearchShare, shareSearchBuilds } = require('./sharedBuild');
const { searchIndexStatsSchema } = require('./siteSearch');

function fakeCluster() {
  const primary = new EventEmitter();
  shareSearchBuilds(primary);
  // Messages on their way: each is delivered on a later turn of the event loop, copied, as over IPC.
  let pending = 0;
  const deliver = (emit) => {
    pending += 1;
    setImmediate(() => {
      pending -= 1;
      emit();
    });
  };
  return {
    /** A new worker: its share, and what it was told. */
    fork() {
      const channel = new EventEmitter();
      const worker = {
        connected: true,
        isConnected: () => worker.connected,
        send: (message) => deliver(() => channel.emit('message', structuredClone(message))),
      };
      const share = clusterSearchShare(searchIndexStatsSchema, {
        send: (message) => deliver(() => primary.emit('message', worker, structuredClone(message))),
        on: (event, listener) => channel.on(event, listener),
      });
      const seen = { appointed: 0, received: [] };
      share.join({ appointed: () => (seen.appointed += 1), received: (build) => seen.received.push(build) });
      return { worker, share, seen };
    },
    exit(worker) {
      worker.connected = false;
      primary.emit('exit', worker);
    },
    /** Until every message sent (and every answer to it) is delivered. */
    async settle() {
      while (pending > 0) await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/** Index reports per worker, and a promise of the nth one (a missing report fails the test by its timeout). */
function indexReports(workers) {
  const reports = Array.from({ length: workers }, () => []);
  const waiting = [];
  return {
    reports,
    record: (worker) => (stats) => {
      reports[worker].push(stats);
      for (const wait of waiting.filter(
        (entry) => entry.worker === worker && reports[worker].length >= entry.count,
      )) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    },
    nth: (worker, count) =>
      reports[worker].length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ worker, count, resolve })),
  };
}

const early = { documents: [{ kind: 'page', link: '/rates', title: 'Rates' }] };
const full = {
  documents: [...early.documents, { kind: 'document', link: '/uploads/a.pdf', title: 'A', body: 'text' }],
  stats: { pages: 1, documents: 1, entries: 0, pdfTexts: 1, complete: true, buildMs: 5, readers: {} },
};

test('one worker is appointed the builder; its builds reach every other worker, and a later worker gets the last full build at once', async () => {
  const cluster = fakeCluster();
  const first = cluster.fork();
  const second = cluster.fork();
  await cluster.settle();
  expect([first.share.builds(), second.share.builds()]).toEqual([true, false]);
  expect([first.seen.appointed, second.seen.appointed]).toEqual([1, 0]);

  first.share.publish(early);
  first.share.publish(full);
  // A worker that is not the builder is not listened to.
  second.share.publish({ documents: [] });
  await cluster.settle();
  expect(second.seen.received).toEqual([early, full]);
  expect(first.seen.received).toEqual([]);

  const third = cluster.fork();
  await cluster.settle();
  expect(third.share.builds()).toBe(false);
  expect(third.seen.received).toEqual([full]);
});

test("a malformed build message is logged and left out; other modules' messages on the channel are ignored", () => {
  const channel = new EventEmitter();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const received = [];
  clusterSearchShare(searchIndexStatsSchema, { on: (event, listener) => channel.on(event, listener) }).join({
    appointed: () => undefined,
    received: (build) => received.push(build),
  });
  channel.emit('message', {
    type: 'gpa-search-built',
    build: { documents: [{ kind: 'page', link: '/rates' }] },
  });
  channel.emit('message', { type: 'gpa:content-changed', collections: [] });
  expect(received).toEqual([]);
  expect(warn.mock.calls).toEqual([
    [
      'cluster message gpa-search-built: build.documents.0.title: Invalid input: expected string, received undefined',
    ],
  ]);
  warn.mockRestore();
});

test('when the builder stops, another worker is appointed (and builds); the builds then come from it', async () => {
  const cluster = fakeCluster();
  const first = cluster.fork();
  const second = cluster.fork();
  const third = cluster.fork();
  await cluster.settle();
  cluster.exit(first.worker);
  await cluster.settle();
  expect([second.share.builds(), third.share.builds()]).toEqual([true, false]);
  expect(second.seen.appointed).toBe(1);
  second.share.publish(full);
  await cluster.settle();
  expect(third.seen.received).toEqual([full]);

  // Another worker stopping changes nothing.
  cluster.exit(third.worker);
  await cluster.settle();
  expect(second.seen.appointed).toBe(1);
});

test('in a cluster only the builder renders the pages for the index; every worker answers from the same one, rebuilt once per change', async () => {
  const { createSiteSearch } = require('./siteSearch');
  const cluster = fakeCluster();
  let body = 'Pay at the drive-thru.';
  const renders = [0, 0];
  const indexed = indexReports(2);
  const indexedAt = indexed.reports;
  const searches = [0, 1].map((worker) =>
    createSiteSearch({
      currentManifest: () => ({
        content: { apiUrl: '/api', filesUrl: '' },
        areas: { customer: { version: '1.0.0', routes: [{ path: '/ways-to-pay', title: 'Ways to Pay' }] } },
      }),
      readContent: async () => ({ data: [] }),
      renderHtml: async () => {
        renders[worker] += 1;
        return `<main><h1>Ways to Pay</h1><p>${body}</p></main>`;
      },
      contentUrl: 'http://127.0.0.1:9',
      debounceMs: 10,
      log: () => undefined,
      onIndexed: indexed.record(worker),
      share: cluster.fork().share,
    }),
  );
  try {
    const found = async (search, term) =>
      (await search.withSearchReads(async () => undefined)(`/search.json?q=${term}`)).total;
    // Both started at once, as the server starts each worker's: the builder builds; the other waits for its index.
    searches.forEach((search) => search.start());
    expect(await found(searches[1], 'drive-thru')).toBe(1);
    await indexed.nth(1, 1);
    expect(indexedAt[1]).toEqual(indexedAt[0]);
    expect(renders).toEqual([1, 0]);

    // A change notice reaches every worker: one rebuild, by the builder; the other gets the new index.
    body = 'Pay at a kiosk.';
    searches.forEach((search) => search.rebuildSoon());
    await indexed.nth(1, 2);
    expect(renders).toEqual([2, 0]);
    expect(await found(searches[1], 'kiosk')).toBe(1);
    expect(await found(searches[1], 'drive-thru')).toBe(0);
    expect(indexedAt[1]).toHaveLength(2);
  } finally {
    searches.forEach((search) => search.close());
  }
});
