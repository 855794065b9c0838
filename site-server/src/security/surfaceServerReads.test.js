// The site's own server-side reads share the public surface's cache and allow-list: in the v4 shape, waiting
// for a free upstream slot instead of failing as busy, and giving up when the render's signal is aborted.
const { logger } = require('../process/logging');
const { state, setUp, tearDown, json, holdRequests } = require('../testing/surfaceSite');

beforeEach(setUp);
afterEach(tearDown);

test('server-side reads share the cache and the allow-list, in the v4 shape', async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const app = express();
  const { readContent } = mountContentSurface(app, { target: state.upstream.url });
  const first = await readContent('/api/foia-reports?populate[0]=File');
  expect(first.url).toBe('/api/foia-reports?populate%5B0%5D=File');
  expect(state.received[0].headers['strapi-response-format']).toBe('v4');
  await readContent('/api/foia-reports?populate%5B0%5D=File');
  expect(state.received).toHaveLength(1);
  await expect(readContent('/api/users/me')).rejects.toThrow(/not part of the public surface/);
  state.respond = (req, res) => res.writeHead(500).end('{}');
  await expect(readContent('/api/standard-operating-procedures')).rejects.toThrow(/failed \(500\)/);
  // Each entry is checked against its collection's fields: a malformed one refuses the read, named.
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const malformed = { data: [{ id: 4, attributes: { Title: 7, Order: 1 } }] };
  state.respond = (req, res) => res.writeHead(200, json).end(JSON.stringify(malformed));
  const refusal = 'Content of foia-reports, entry 4: field Title: wrong (expected string)';
  await expect(readContent('/api/foia-reports?pagination[page]=4')).rejects.toThrow(refusal);
  expect(warn.mock.calls).toEqual([[refusal]]);
  warn.mockRestore();
});

test('a server-side read with every upstream slot taken waits for a free one instead of failing as busy', async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const { readContent } = mountContentSurface(express(), { target: state.upstream.url, maxUpstream: 1 });
  const { held, arrived, pendingAtArrival } = holdRequests();
  const first = readContent('/api/foia-reports?pagination[page]=1');
  const second = readContent('/api/foia-reports?pagination[page]=2');
  await arrived(1);
  const report = (id) => JSON.stringify({ data: [{ id, attributes: { Title: `R${id}`, Order: id } }] });
  held[0].writeHead(200, json).end(report(1));
  await arrived(2);
  // The second read waited for the slot (the bound itself, refusing at once: contentCache.test.js): it
  // reached the content service only once the first was answered.
  expect(pendingAtArrival).toEqual([0, 0]);
  held[1].writeHead(200, json).end(report(2));
  expect((await first).data.map((entry) => entry.id)).toEqual([1]);
  expect((await second).data.map((entry) => entry.id)).toEqual([2]);
});

test("a server-side read gives up when the render's signal is aborted", async () => {
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const { readContent } = mountContentSurface(express(), { target: state.upstream.url });
  let answerLater;
  state.respond = (req, res) =>
    (answerLater = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'));
  const controller = new AbortController();
  const reading = readContent('/api/foia-reports', controller.signal);
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort(new Error('render budget over'));
  await expect(reading).rejects.toThrow('render budget over');
  await expect(readContent('/api/foia-reports', controller.signal)).rejects.toThrow('render budget over');
  answerLater?.();
});

test("a render's reads at once share one listener on its signal, so Node sees no listener leak", async () => {
  const { getEventListeners } = require('node:events');
  const express = require('express');
  const { mountContentSurface } = require('../content/contentSurface');
  const { readContent, readInBackground } = mountContentSurface(express(), { target: state.upstream.url });
  const warnings = [];
  const onWarning = (warning) => warnings.push(warning.name);
  process.on('warning', onWarning);
  const controller = new AbortController();
  // More reads than Node's default limit of listeners (10), as a page's declared reads run: all at once.
  const reads = Array.from({ length: 12 }, (_, page) =>
    (page % 2 ? readContent : readInBackground)(
      `/api/foia-reports?pagination[page]=${page + 1}`,
      controller.signal,
    ),
  );
  const listeners = getEventListeners(controller.signal, 'abort').length;
  await Promise.all(reads);
  controller.abort(new Error('render over'));
  await new Promise((resolve) => setImmediate(resolve));
  process.off('warning', onWarning);
  expect(listeners).toBe(1);
  expect(warnings).toEqual([]);
});
