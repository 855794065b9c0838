const { EventEmitter } = require('node:events');
const http = require('node:http');
const express = require('express');
const { CONTENT_CHANGES_PATH, affectedCollections, createContentChangesEndpoint, relayContentChanges } = require('./contentChanges');

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
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) }, body: JSON.stringify(body) });

test('a change affects its own collection and the collections that populate it through a relation', () => {
  expect(affectedCollections('api::foia-report.foia-report')).toEqual(['foia-reports']);
  expect(affectedCollections('api::article-category.article-category')).toEqual(['article-categories', 'articles']);
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
    const body = { event: 'entry.publish', uid: 'api::website-notification.website-notification', entry: { documentId: 'abc' } };
    expect((await notice(site.url, { body })).status).toBe(401);
    expect((await notice(site.url, { secret: 'wrong!', body })).status).toBe(401);
    expect(onChange).not.toHaveBeenCalled();
    expect((await notice(site.url, { secret: 's3cret', body })).status).toBe(204);
    expect(onChange).toHaveBeenCalledWith(['website-notifications']);
  } finally {
    await site.close();
  }
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
      worker: { isWorker: true, send: (message) => primary.emit('message', handle, message), on: process.on.bind(process) },
    });
    return { handle, onChange, endpoint };
  });
  primary.workers = Object.fromEntries(workers.map(({ handle }) => [handle.id, handle]));
  relayContentChanges(primary);

  const site = await serve(workers[1].endpoint);
  try {
    expect((await notice(site.url, { secret: 'k', body: { event: 'entry.update', uid: 'api::foia-report.foia-report' } })).status).toBe(204);
  } finally {
    await site.close();
  }
  for (const { onChange } of workers) expect(onChange).toHaveBeenCalledTimes(1);
  for (const { onChange } of workers) expect(onChange).toHaveBeenCalledWith(['foia-reports']);
});
