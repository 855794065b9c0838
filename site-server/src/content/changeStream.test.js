// The change stream: events with ids, the heartbeat, the per-client bound, resuming with Last-Event-ID, and a
// change notice to the site app reaching an open stream at once (nothing buffers it).
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const express = require('express');
const {
  CONFIRM_CHANGE_MS,
  createChangeStream,
  EVENTS_PATH,
  streamsPerClientSetting,
} = require('./changeStream');
const { createSiteApp } = require('../app');

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
      });
    });
  });
}

/** Opens a stream; `until(check)` reads until the text so far passes `check` and returns it. */
async function openStream(url, headers = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    response,
    async until(check) {
      while (!check(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended after: ${text}`);
        text += decoder.decode(value);
      }
      return text;
    },
    /** Reads until the server ends the stream; all it sent. */
    async rest() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value);
      }
    },
    close: () => controller.abort(),
  };
}

const streams = [];
let site;
async function serveStream(settings) {
  const stream = createChangeStream(settings);
  const app = express().get(EVENTS_PATH, stream.handler);
  site = await listen(app);
  const open = async (headers) => {
    const opened = await openStream(`${site.url}${EVENTS_PATH}`, headers);
    streams.push(opened);
    return opened;
  };
  return { stream, open };
}

afterEach(async () => {
  streams.splice(0).forEach((opened) => opened.close());
  await site?.close();
});

test('every change is an event with an id naming the collections; idle streams get a heartbeat comment', async () => {
  const { stream, open } = await serveStream({ heartbeatMs: 50, now: () => 1000 });
  const tab = await open();
  expect(tab.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(tab.response.headers.get('x-accel-buffering')).toBe('no');
  await tab.until((text) => text.includes('retry:'));
  stream.publish(['website-notifications']);
  stream.publish(['articles', 'article-categories']);
  const text = await tab.until((sofar) => sofar.includes('article-categories'));
  // Two changes in the same millisecond still get growing ids.
  expect(text).toContain('id: 1000\nevent: change\ndata: {"collections":["website-notifications"]}\n\n');
  expect(text).toContain(
    'id: 1001\nevent: change\ndata: {"collections":["articles","article-categories"]}\n\n',
  );
  await tab.until((sofar) => sofar.includes(': heartbeat\n\n'));
  expect(stream.open()).toBe(1);
});

test('a client holds at most its streams at once; a closed one frees its place', async () => {
  const { stream, open } = await serveStream({ streamsPerClient: 2 });
  const first = await open();
  const second = await open();
  expect([first.response.status, second.response.status]).toEqual([200, 200]);
  const refused = await open();
  expect(refused.response.status).toBe(429);
  expect(refused.response.headers.get('retry-after')).toBe('60');
  first.close();
  await new Promise((resolve) => {
    const check = () => (stream.open() === 1 ? resolve() : setImmediate(check));
    check();
  });
  expect((await open()).response.status).toBe(200);
});

test('a stream resumed with Last-Event-ID gets what it missed (within the margin), or every collection when the ring lost some', async () => {
  let now = 10_000;
  const { stream, open } = await serveStream({ recentEvents: 3, recentMs: 100, now: () => now });
  stream.publish(['foia-reports']);
  now = 20_000;
  stream.publish(['articles']);
  now = 30_000;
  stream.publish(['website-notifications']);
  const resumed = await open({ 'Last-Event-ID': '20000' });
  const text = await resumed.until((sofar) => sofar.includes('website-notifications'));
  expect(text).not.toContain('foia-reports');
  // The last one seen again: another worker may have learned it a moment earlier.
  expect(text).toContain('"articles"');

  now = 40_000;
  stream.publish(['rates']);
  // The ring holds three: the foia-reports event (10000) is gone; a stream last at 5000 may have missed it.
  const late = await open({ 'Last-Event-ID': '5000' });
  const all = JSON.parse(
    /data: (.*)\n/.exec(await late.until((sofar) => sofar.includes('data:')))[1],
  ).collections;
  expect(all).toEqual(expect.arrayContaining(['foia-reports', 'website-notifications', 'articles']));
  // A new stream (no Last-Event-ID) gets what came within the margin before it (its page may have read just
  // before), then what comes next.
  now = 40_050;
  const fresh = await open();
  stream.publish(['sops']);
  const freshText = await fresh.until((sofar) => sofar.includes('sops'));
  expect(freshText).toContain('"rates"');
  expect(freshText).not.toContain('"articles"');
});

test('EVENT_STREAMS_PER_CLIENT: a whole number from 1, unset gives the default', () => {
  expect(streamsPerClientSetting({})).toBeUndefined();
  expect(streamsPerClientSetting({ EVENT_STREAMS_PER_CLIENT: '4' })).toBe(4);
  expect(() => streamsPerClientSetting({ EVENT_STREAMS_PER_CLIENT: '0' })).toThrow(
    /EVENT_STREAMS_PER_CLIENT/,
  );
});

test('a change notice to the site app reaches an open stream at once, past compression, and once more a moment later: a tab that read the old answer at the first reads the new at the second', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  // The content service answers the first read after the change as before it (not yet committed, or an edge
  // copy whose purge is on its way), the later ones with the change.
  const answers = ['old', 'old', 'new'];
  const upstream = await listen((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: [{ Title: answers.length > 1 ? answers.shift() : answers[0] }] })),
  );
  const app = createSiteApp({
    siteDir,
    contentUrl: upstream.url,
    contentChangesSecret: 's3cret',
    surface: {},
    render: { enabled: false },
  });
  site = await listen(app);
  const readNotices = async () =>
    (await (await fetch(`${site.url}/api/website-notifications`)).json()).data[0].Title;
  try {
    expect(await readNotices()).toBe('old');
    const tab = await openStream(`${site.url}${EVENTS_PATH}`, { 'accept-encoding': 'gzip, br' });
    streams.push(tab);
    expect(tab.response.headers.get('content-encoding')).toBeNull();
    await tab.until((text) => text.includes('retry:'));
    // Timed from before the notice is sent: the server's confirm timer starts after this, whatever the answer's delay.
    const noticed = Date.now();
    const notice = await fetch(`${site.url}/_content-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer s3cret' },
      body: JSON.stringify({ event: 'entry.publish', uid: 'api::website-notification.website-notification' }),
    });
    expect(notice.status).toBe(204);
    const change = /event: change\ndata: \{"collections":\["website-notifications"\]\}/g;
    await tab.until((text) => (text.match(change) ?? []).length === 1);
    expect(await readNotices()).toBe('old');
    await tab.until((text) => (text.match(change) ?? []).length === 2);
    expect(Date.now() - noticed).toBeGreaterThanOrEqual(CONFIRM_CHANGE_MS - 5);
    expect(Date.now() - noticed).toBeLessThan(1000);
    expect(await readNotices()).toBe('new');
  } finally {
    await upstream.close();
  }
});

test('a stopping server ends its open streams at once, telling the browsers to reconnect soon: its close is not held', async () => {
  const stream = createChangeStream({ reconnectMs: 100 });
  // An ended stream's connection left open would hold the close for this long, past the test's bound.
  const server = http.createServer({ keepAliveTimeout: 60_000 }, express().get(EVENTS_PATH, stream.handler));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tab = await openStream(`http://127.0.0.1:${server.address().port}${EVENTS_PATH}`);
  await tab.until((text) => text.includes('retry: 2000'));
  // As workers.ts stops: no new connections, the streams ended; the close completes within the test's bound.
  const closed = new Promise((resolve) => server.close(resolve));
  stream.close();
  const text = await tab.rest();
  expect(text).toMatch(/retry: 1\d\d\n\n$/);
  await closed;
  expect(stream.open()).toBe(0);
}, 5000);
