// The site's compressed copies: Brotli and gzip beside every text file sent, and only the files written since the last run.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { compressSite } = require('./compress-site');

let siteDir;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-site-'));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), text);
};
const exists = (file) => fs.existsSync(path.join(siteDir, file));
const SCRIPT = 'export const rate = 0.1234;\n'.repeat(500);

test('every text file sent gets Brotli and gzip variants that decode to it; private and rewritten files get none', async () => {
  write('main.0123abcd.js', SCRIPT);
  write('index.html', `<!doctype html>${'<p>page</p>'.repeat(100)}`);
  write(
    'areas/tools/1.0.0/routes.json',
    JSON.stringify({ routes: Array(50).fill({ path: '/rate-calculator' }) }),
  );
  write('icons/icon-192.png', 'not text');
  write('server/shell.js', SCRIPT);
  write('areas/tools/1.0.0/server/routes.js', SCRIPT);
  write('main.0123abcd.js.map', SCRIPT);
  write('site-manifest.json', JSON.stringify({ areas: Array(50).fill({ version: '1.0.0' }) }));
  write('tiny.json', '{}');

  const totals = await compressSite(siteDir);
  expect(totals.files).toBe(4);
  expect(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(siteDir, 'main.0123abcd.js.br'))).toString(),
  ).toBe(SCRIPT);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(siteDir, 'main.0123abcd.js.gz'))).toString()).toBe(SCRIPT);
  for (const file of ['index.html', 'areas/tools/1.0.0/routes.json'])
    expect([exists(`${file}.br`), exists(`${file}.gz`)]).toEqual([true, true]);
  for (const file of [
    'icons/icon-192.png',
    'server/shell.js',
    'areas/tools/1.0.0/server/routes.js',
    'main.0123abcd.js.map',
    'site-manifest.json',
  ])
    expect([file, exists(`${file}.br`), exists(`${file}.gz`)]).toEqual([file, false, false]);
  // Compressing two bytes only adds some: the file itself is sent.
  expect([exists('tiny.json.br'), exists('tiny.json.gz')]).toEqual([false, false]);
  expect(fs.readdirSync(siteDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
});

test('a second run compresses only the files written since (a one-area build, a release)', async () => {
  write('main.0123abcd.js', SCRIPT);
  expect((await compressSite(siteDir)).files).toBe(1);
  expect((await compressSite(siteDir)).files).toBe(0);
  write('areas/tools/1.1.0/remoteEntry.js', SCRIPT);
  expect((await compressSite(siteDir)).files).toBe(1);
  // A file written again after its variants (a rebuilt folder) is compressed again.
  write('main.0123abcd.js', `${SCRIPT}// v2\n`);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(siteDir, 'main.0123abcd.js'), later, later);
  expect((await compressSite(siteDir)).files).toBe(1);
  expect(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(siteDir, 'main.0123abcd.js.br'))).toString(),
  ).toContain('// v2');
});
