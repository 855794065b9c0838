import fs from 'node:fs';
import path from 'node:path';
import { expect, test, visit } from '../fixtures';

// The production reference: Debian's nginx (installed when missing) with deploy/nginx/site.conf.template
// in front of the built site and the suite's site server. Proves the caching headers, compression, that
// content reads come from the site server's cache (the one editors' changes reach) and that pages go to the
// site server, with real requests.

const root = path.join(__dirname, '..', '..');
const siteDir = path.join(root, 'deploy', 'site');
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8198);
const SITE_SERVER = `127.0.0.1:${process.env.E2E_SITE_PORT ?? 8090}`;

interface Nginx {
  url: string;
  stop: () => Promise<void>;
}
const { startNginx } = require(path.join(root, 'scripts/lib/services')) as {
  startNginx: (options: { port: number; siteDir: string; siteServer: string }) => Promise<Nginx>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The largest content-hashed script of a folder (small ones are below gzip's minimum length). */
const hashed = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => /\.[0-9a-f]{8}\.js$/.test(file))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0];
const gzip = { 'Accept-Encoding': 'gzip' };

let nginx: Nginx;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  nginx = await startNginx({ port: NGINX_PORT, siteDir, siteServer: SITE_SERVER });
});
test.afterAll(async () => nginx?.stop());

test('nginx serves the built files: hashed ones immutable, manifests, remoteEntry and HTML revalidated, all compressed', async ({
  request,
}) => {
  const manifestAnswer = await request.get(`${nginx.url}/site-manifest.json`, { headers: gzip });
  // Browsers revalidate it (max-age=0); an edge may keep it (docs/operations.md "Edge cache").
  expect(manifestAnswer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const etag = manifestAnswer.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(
    (await request.get(`${nginx.url}/site-manifest.json`, { headers: { 'If-None-Match': etag! } })).status(),
  ).toBe(304);

  const manifest = await manifestAnswer.json();
  const entry: string = manifest.areas.financials.entry;
  const areaDir = path.join(siteDir, path.dirname(entry));
  const areaBase = `${nginx.url}${path.posix.dirname(entry)}`;
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'index.html']) {
    const answer = await request.get(`${areaBase}/${file}`, { headers: gzip });
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get(`${areaBase}/mf-manifest.json`)).headers()['access-control-allow-origin']).toBe(
    '*',
  );

  for (const url of [`${nginx.url}/${hashed(siteDir)}`, `${areaBase}/${hashed(areaDir)}`]) {
    const answer = await request.get(url, { headers: gzip });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toBe(IMMUTABLE);
    expect(answer.headers()['content-type'], url).toContain('javascript');
    expect(answer.headers()['content-encoding'], url).toBe('gzip');
    expect(answer.headers()['vary'], url).toContain('Accept-Encoding');
  }
  // A missing area file is a 404, never the shell's page.
  expect((await request.get(`${areaBase}/missing.0123abcd.js`)).status()).toBe(404);

  // The files nginx serves itself carry the site's security headers, as the site server's answers do.
  for (const url of [
    `${nginx.url}/site-manifest.json`,
    `${areaBase}/remoteEntry.js`,
    `${nginx.url}/${hashed(siteDir)}`,
    `${nginx.url}/`,
  ]) {
    const headers = (await request.get(url)).headers();
    expect([url, headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'/);
  }
  // A body larger than the forms need is refused before it is forwarded.
  const oversized = await request.post(`${nginx.url}/api/e-newsletters`, {
    data: { data: { FirstName: 'x'.repeat(20_000) } },
  });
  expect(oversized.status()).toBe(413);
});

test('nginx forwards pages to the site server; the site renders and works through it', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${nginx.url}/leac`, { headers: gzip });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/html');
  expect(answer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const health = await request.get(`${nginx.url}/healthz`);
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');

  await visit(page, `${nginx.url}/leac`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Levelized Energy Adjustment Clause (LEAC)',
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, `${nginx.url}/cybersecurity`);
});

test("content reads come from the site server's cache, which editors' changes reach; nginx keeps no copy", async ({
  request,
}) => {
  // A page size no other test asks for: a list of its own in the site server's cache.
  const url = `${nginx.url}/api/foia-reports?populate=*&pagination[pageSize]=${900 + Math.floor(Math.random() * 100)}`;
  const read = async () => {
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-cache-status']).toBeUndefined();
    return answer.headers()['x-content-cache'];
  };
  expect(await read()).toBe('miss');
  // Answered from the site server's copy (each of its workers keeps one), never from one in nginx.
  await expect.poll(read, { intervals: [50] }).toBe('hit');

  // The subscriber collections: submitted through nginx, never stored, never readable.
  const created = await request.post(`${nginx.url}/api/e-newsletters`, {
    data: {
      data: { FirstName: 'Rosa', LastName: 'Taitano', PhoneNumber: '6715550102', Email: 'rosa@example.org' },
    },
  });
  expect([200, 201]).toContain(created.status());
  expect(created.headers()['cache-control']).toBe('no-store');
  for (const plural of ['e-newsletters', 'school-visit-requests']) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const read = await request.get(`${nginx.url}/api/${plural}`);
      // The site server refuses them itself (404); Strapi alone would answer 403.
      expect([403, 404], plural).toContain(read.status());
      expect(read.headers()['x-cache-status'], plural).toBeUndefined();
      expect(read.headers()['cache-control'], plural).toBe('no-store');
    }
  }
});
