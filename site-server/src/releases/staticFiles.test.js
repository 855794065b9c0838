// The site's files through the whole site app: the variant the build wrote, chosen by Accept-Encoding.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createSiteApp } = require('../app');
const { rawRequest } = require('../testing/rawRequest');

const SCRIPT = 'const answer = 42;\n'.repeat(2000);
let siteDir;
let site;

beforeEach(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-static-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  // As scripts/build/compress-site.js leaves a build: the file and its two variants.
  fs.writeFileSync(path.join(siteDir, 'main.0123abcd.js'), SCRIPT);
  fs.writeFileSync(path.join(siteDir, 'main.0123abcd.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(siteDir, 'main.0123abcd.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(siteDir, 'areas/tools/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/routes.json'), '[]');
  fs.writeFileSync(path.join(siteDir, 'areas/tools/1.0.0/routes.json.gz'), zlib.gzipSync('[]'));
  fs.writeFileSync(path.join(siteDir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  site = await new Promise((resolve) => {
    const server = http
      .createServer(createSiteApp({ siteDir, contentUrl: 'http://127.0.0.1:9', surface: {} }))
      .listen(0, '127.0.0.1', () => resolve(server));
  });
});

afterEach(async () => {
  await new Promise((done) => site.close(done));
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const request = (target, headers = {}, method = 'GET') =>
  rawRequest(site.address().port, target, headers, method);

test.each([
  ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
  ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
  ['gzip, br;q=0', 'gzip', zlib.gunzipSync],
  [undefined, undefined, (bytes) => bytes],
  ['identity', undefined, (bytes) => bytes],
])(
  'Accept-Encoding %p: the %p variant as stored, typed as the file, its own length and ETag',
  async (accept, coding, decode) => {
    const answer = await request('/main.0123abcd.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(
      answer.body.equals(
        fs.readFileSync(path.join(siteDir, `main.0123abcd.js${{ br: '.br', gzip: '.gz' }[coding] ?? ''}`)),
      ),
    ).toBe(true);
    expect(decode(answer.body).toString()).toBe(SCRIPT);
  },
);

test('each variant has its own ETag; a revalidation with it gets 304', async () => {
  const br = await request('/main.0123abcd.js', { 'Accept-Encoding': 'br' });
  const gzip = await request('/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
  expect(br.headers.etag).not.toBe(gzip.headers.etag);
  const again = await request('/main.0123abcd.js', {
    'Accept-Encoding': 'br',
    'If-None-Match': br.headers.etag,
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test('a range is a range of the bytes sent; HEAD sends their length only', async () => {
  const whole = await request('/main.0123abcd.js', { 'Accept-Encoding': 'br' });
  const part = await request('/main.0123abcd.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
  expect(part.status).toBe(206);
  expect(part.headers['content-encoding']).toBe('br');
  expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.body.length}`);
  expect(part.body.equals(whole.body.subarray(0, 10))).toBe(true);
  const head = await request('/main.0123abcd.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.headers['content-length']).toBe(String(whole.body.length));
  expect(head.body.length).toBe(0);
});

test('a missing variant is skipped for the next accepted one, else the file itself; images are sent as they are', async () => {
  const routes = await request('/areas/tools/1.0.0/routes.json', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(routes.headers['content-encoding']).toBe('gzip');
  expect(routes.headers['access-control-allow-origin']).toBe('*');
  expect(routes.headers['cache-control']).toBe('no-cache');
  expect(zlib.gunzipSync(routes.body).toString()).toBe('[]');
  expect((await request('/areas/tools/1.0.0/routes.json', { 'Accept-Encoding': 'br' })).body.toString()).toBe(
    '[]',
  );

  const icon = await request('/icon.png', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(icon.headers['content-encoding']).toBeUndefined();
  expect(icon.headers['content-type']).toBe('image/png');
  expect(icon.body.length).toBe(4);
  expect((await request('/areas/tools/1.0.0/missing.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
});
