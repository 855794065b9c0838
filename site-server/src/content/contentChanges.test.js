// The content service's change notices: which collections a change affects, and the secret that guards the endpoint.
const { EventEmitter } = require('node:events');
const http = require('node:http');
const express = require('express');
const {
  CONTENT_CHANGES_PATH,
  affectedCollections,
  createContentChangesEndpoint,
  relayContentChanges,
  watchSchedules,
} = require('./contentChanges');

const notWorker = { isWorker: false, on: () => undefined };

async function serve(endpoint) {
  const app = express();
  app.post(CONTENT_CHANGES_PATH, ...endpoint);
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${CONTENT_CHANGES_PATH}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const notice = (url, { secret, body }) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });

test('a change affects its own collection and the collections that populate it through a relation', () => {
  expect(affectedCollections('api::foia-report.foia-report')).toEqual(['foia-reports']);
  expect(affectedCollections('api::article-category.article-category')).toEqual([
    'article-categories',
    'articles',
  ]);
});

test('a file of the media library (no uid) or an unknown model may appear in any public list, never in the create-only ones', () => {
  const all = affectedCollections(undefined);
  expect(all).toEqual(expect.arrayContaining(['foia-reports', 'website-notifications', 'rate-calculators']));
  expect(all).not.toContain('e-newsletters');
  expect(affectedCollections('plugin::upload.file')).toEqual(all);
});

test('a notice with the secret drops the affected collections; a wrong or missing secret changes nothing', async () => {
  const onChange = jest.fn();
  const site = await serve(createContentChangesEndpoint({ secret: 's3cret', onChange, worker: notWorker }));
  try {
    const body = {
      event: 'entry.publish',
      uid: 'api::website-notification.website-notification',
      entry: { documentId: 'abc' },
    };
    expect((await notice(site.url, { body })).status).toBe(401);
    expect((await notice(site.url, { secret: 'wrong!', body })).status).toBe(401);
    expect(onChange).not.toHaveBeenCalled();
    expect((await notice(site.url, { secret: 's3cret', body })).status).toBe(204);
    expect(onChange).toHaveBeenCalledWith(['website-notifications']);
  } finally {
    await site.close();
  }
});

test("a media library file's notice names its addresses and its formats' (the edge purges them); an entry's names none", async () => {
  const onFiles = jest.fn();
  const site = await serve(
    createContentChangesEndpoint({ secret: 's3cret', onChange: jest.fn(), onFiles, worker: notWorker }),
  );
  try {
    const media = {
      url: '/uploads/bill_1a.pdf',
      formats: { thumbnail: { url: '/uploads/thumbnail_bill_1a.png' } },
    };
    await notice(site.url, { secret: 's3cret', body: { event: 'media.update', media } });
    await notice(site.url, {
      secret: 's3cret',
      body: { event: 'entry.publish', uid: 'api::foia-report.foia-report' },
    });
    expect(onFiles.mock.calls).toEqual([[['/uploads/bill_1a.pdf', '/uploads/thumbnail_bill_1a.png']]]);
  } finally {
    await site.close();
  }
});

test('a notice that is not a Strapi webhook body is refused naming the field, and changes nothing', async () => {
  const onChange = jest.fn();
  const site = await serve(createContentChangesEndpoint({ secret: 's3cret', onChange, worker: notWorker }));
  try {
    const answer = await notice(site.url, { secret: 's3cret', body: { uid: 7 } });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(
      'The change notice: event: Invalid input: expected string, received undefined; uid: Invalid input: expected string, received number',
    );
    expect(onChange).not.toHaveBeenCalled();
  } finally {
    await site.close();
  }
});

test("a malformed change message between cluster processes is logged and left out; other modules' messages are ignored", () => {
  const worker = new EventEmitter();
  const onChange = jest.fn();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  createContentChangesEndpoint({
    secret: 'k',
    onChange,
    worker: { isWorker: true, send: () => undefined, on: worker.on.bind(worker) },
  });
  worker.emit('message', { type: 'gpa:content-changed', collections: 'foia-reports' });
  worker.emit('message', { type: 'gpa-search-ready' });
  expect(onChange).not.toHaveBeenCalled();
  expect(warn.mock.calls).toEqual([
    ['cluster message gpa:content-changed: collections: Invalid input: expected array, received string'],
  ]);
  warn.mockRestore();
});

test('without a configured secret the endpoint does not exist', async () => {
  const onChange = jest.fn();
  const site = await serve(createContentChangesEndpoint({ secret: undefined, onChange, worker: notWorker }));
  try {
    expect((await notice(site.url, { secret: 'undefined', body: {} })).status).toBe(404);
    expect(onChange).not.toHaveBeenCalled();
  } finally {
    await site.close();
  }
});

test('under node:cluster the receiving worker tells the primary, which tells every other worker', async () => {
  const primary = new EventEmitter();
  const workers = [1, 2, 3].map((id) => {
    const process = new EventEmitter();
    const handle = { id, send: (message) => process.emit('message', message) };
    const onChange = jest.fn();
    const endpoint = createContentChangesEndpoint({
      secret: 'k',
      onChange,
      worker: {
        isWorker: true,
        send: (message) => primary.emit('message', handle, message),
        on: process.on.bind(process),
      },
    });
    return { handle, onChange, endpoint };
  });
  primary.workers = Object.fromEntries(workers.map(({ handle }) => [handle.id, handle]));
  relayContentChanges(primary);

  const site = await serve(workers[1].endpoint);
  try {
    expect(
      (
        await notice(site.url, {
          secret: 'k',
          body: { event: 'entry.update', uid: 'api::foia-report.foia-report' },
        })
      ).status,
    ).toBe(204);
  } finally {
    await site.close();
  }
  for (const { onChange } of workers) expect(onChange).toHaveBeenCalledTimes(1);
  for (const { onChange } of workers) expect(onChange).toHaveBeenCalledWith(['foia-reports']);
});

describe('scheduled times', () => {
  const NOW = Date.parse('2026-11-25T12:00:00Z');

  test('with no traffic, the collection is dropped when a start or end passes, once per time', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const onScheduledTime = jest.fn();
      const { wakeAt, stop } = watchSchedules({ onScheduledTime });
      // Two reads of the same notices: one timer.
      wakeAt('website-notifications', NOW + 3000);
      wakeAt('website-notifications', NOW + 3000);
      jest.advanceTimersByTime(2999);
      expect(onScheduledTime).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(onScheduledTime).toHaveBeenCalledTimes(1);
      expect(onScheduledTime).toHaveBeenCalledWith(['website-notifications']);
      // The next read reports the next time.
      wakeAt('website-notifications', NOW + 10_000);
      jest.advanceTimersByTime(7000);
      expect(onScheduledTime).toHaveBeenCalledTimes(2);
      jest.advanceTimersByTime(60_000);
      expect(onScheduledTime).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  test('an earlier time read later replaces the timer; a time months ahead is looked at again after a day', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const onScheduledTime = jest.fn();
      const { wakeAt, stop } = watchSchedules({ onScheduledTime });
      wakeAt('website-notifications', Date.parse('2027-03-01T00:00:00Z'));
      wakeAt('website-notifications', NOW + 1000);
      jest.advanceTimersByTime(1000);
      expect(onScheduledTime).toHaveBeenCalledTimes(1);
      wakeAt('website-notifications', Date.parse('2027-03-01T00:00:00Z'));
      jest.advanceTimersByTime(24 * 3600_000);
      expect(onScheduledTime).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
