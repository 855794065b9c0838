// Compressed answers: which coding a request gets, a body compressed once, a stored body sent with its ETag.
const http = require('node:http');
const zlib = require('node:zlib');
const express = require('express');
const { acceptedEncodings, encodeBody, sendEncoded } = require('./encodings');
const { rawRequest } = require('../testing/rawRequest');

describe('which coding a request gets', () => {
  test.each([
    // What browsers send: Brotli, whatever the order they list it in.
    ['gzip, deflate, br', ['br', 'gzip', 'identity']],
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['br', ['br', 'identity']],
    ['gzip', ['gzip', 'identity']],
    // No header (curl, most load tools): the plain bytes only.
    [undefined, ['identity']],
    ['', ['identity']],
    ['deflate', ['identity']],
    // q-values decide before the server's preference.
    ['br;q=0.5, gzip', ['gzip', 'br', 'identity']],
    ['br;q=0.2, gzip;q=0.8', ['gzip', 'br', 'identity']],
    ['gzip;q=0.5, identity', ['identity', 'gzip']],
    // q=0 refuses a coding.
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['gzip, deflate, br;q=0', ['gzip', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0, gzip', ['gzip', 'identity']],
    // Refusing the plain bytes: only the codings asked for, but identity stays last when nothing else is available.
    ['br, identity;q=0', ['br', 'identity']],
    ['BR, GZIP', ['br', 'gzip', 'identity']],
  ])('Accept-Encoding %p -> %p', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  test('only the codings available are offered; identity when none of them is accepted', () => {
    expect(acceptedEncodings('gzip, deflate, br', ['gzip', 'identity'])).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('br', ['gzip', 'identity'])).toEqual(['identity']);
    expect(acceptedEncodings('br;q=0, gzip;q=0', ['br', 'gzip', 'identity'])).toEqual(['identity']);
  });
});

test('a body is compressed once with both codings, which decode to it, with one ETag', async () => {
  const text = '<p>Guam Power Authority</p>\n'.repeat(400);
  const body = await encodeBody(text, { brotliQuality: 5 });
  expect(body.identity.toString()).toBe(text);
  expect(zlib.brotliDecompressSync(body.br).toString()).toBe(text);
  expect(zlib.gunzipSync(body.gzip).toString()).toBe(text);
  expect(body.br.length).toBeLessThan(body.gzip.length);
  expect(body.gzip.length).toBeLessThan(text.length / 10);
  expect(body.etag).toMatch(/^W\/"[\w-]+"$/);
  expect((await encodeBody(text)).etag).toBe(body.etag);
  expect((await encodeBody(`${text}.`)).etag).not.toBe(body.etag);
});

describe('sending a stored body', () => {
  let server;
  let port;
  beforeAll(async () => {
    const body = await encodeBody('x'.repeat(5000));
    const app = express();
    app.get('/', (req, res) => sendEncoded(req, res.type('html'), body));
    server = await new Promise((resolve) => {
      const listening = http.createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
    });
    port = server.address().port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const request = (headers, method = 'GET') => rawRequest(port, '/', headers, method);

  test.each([
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    [undefined, undefined, (bytes) => bytes],
  ])('Accept-Encoding %p gets %p with its length, Vary and the ETag', async (accept, coding, decode) => {
    const answer = await request(accept ? { 'Accept-Encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decode(answer.body).toString()).toBe('x'.repeat(5000));
    expect(answer.headers.etag).toMatch(/^W\//);
  });

  test('a request that has the ETag gets 304 without a body; HEAD gets the headers only', async () => {
    const { headers } = await request({ 'Accept-Encoding': 'br' });
    const again = await request({ 'Accept-Encoding': 'br', 'If-None-Match': headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await request({ 'Accept-Encoding': 'br', 'If-None-Match': 'W/"other"' })).status).toBe(200);
    const head = await request({ 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-length']).toBe(
      String((await request({ 'Accept-Encoding': 'gzip' })).body.length),
    );
    expect(head.body.length).toBe(0);
  });
});
