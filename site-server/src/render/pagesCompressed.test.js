// Kept pages are compressed once: a hit sends the Brotli, gzip or plain bytes kept with the page under one
// ETag, and the client-rendered fallback is still sent compressed.
const http = require('node:http');
const zlib = require('node:zlib');
const { areaBundle, writeArea, release, setUp, startSite, tearDown } = require('../testing/renderedSite');

beforeEach(setUp);
afterEach(tearDown);

describe('kept pages are compressed once', () => {
  let cached;
  afterEach(async () => cached?.close());

  /** The raw answer (fetch would decode it). */
  const rawGet = (target, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${cached.url}${target}`, { headers }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  const browser = { 'Accept-Encoding': 'gzip, deflate, br' };

  test('a hit writes the Brotli, gzip or plain bytes kept with the page, under one ETag; a revalidation gets 304', async () => {
    const encodings = require('../releases/encodings');
    const encodeBody = jest.spyOn(encodings, 'encodeBody');
    cached = await startSite({ pageCacheMs: 60_000 });
    const miss = await rawGet('/rate-calculator', browser);
    expect(miss.headers['x-render-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(miss.body).toString();
    expect(html).toContain('<p>render 1 of');

    const hit = await rawGet('/rate-calculator', browser);
    expect(hit.headers['x-render-cache']).toBe('hit');
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers.vary).toContain('Accept-Encoding');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    const gzip = await rawGet('/rate-calculator', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await rawGet('/rate-calculator', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers.etag).toBe(miss.headers.etag);
    // Compressed when rendered, never again for the hits.
    expect(encodeBody).toHaveBeenCalledTimes(1);
    encodeBody.mockRestore();

    const revalidated = await rawGet('/rate-calculator', { ...browser, 'If-None-Match': miss.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // The not-found page keeps its status.
    const missing = await rawGet('/no/such/page', browser);
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('<h1>Not found</h1>');
  });

  test('a page that is not kept (the client-rendered fallback) is still sent compressed', async () => {
    writeArea('2.0.0', areaBundle('2.0.0', '() => new Promise(() => undefined)'));
    release('2.0.0');
    cached = await startSite({ pageCacheMs: 60_000, budgetMs: 300 });
    const fallback = await rawGet('/rate-calculator', browser);
    expect(fallback.headers['x-render-cache']).toBe('failed');
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(fallback.body).toString()).toContain('<div id="root"></div>');
  });
});
