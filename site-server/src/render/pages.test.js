// The site server's rendering with fake server builds: a page arrives rendered with its title, styles, preload
// hints and data blocks, is shared at the edge by what it was built from, unknown URLs and old addresses, robots
// and the sitemap, and the Host header (releases, fallbacks, limits, compression and previews: pages*.test.js).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { DISMISSED_NOTICES_SCRIPT_SOURCE } = require('./dismissedNotices');
const { SITE_URL, state, setUp, restartSite, tearDown, get } = require('../testing/renderedSite');

beforeEach(setUp);
afterEach(tearDown);

test('a page arrives rendered, with its title, styles, preload hints, the manifest and the content as JSON data blocks', async () => {
  const response = await get('/rate-calculator');
  expect(response.status).toBe(200);
  // Files, and the one inline script that hides dismissed notices before paint (in the head, before any notice).
  expect(response.headers.get('content-security-policy')).toContain(
    `script-src 'self' ${DISMISSED_NOTICES_SCRIPT_SOURCE} 'sha256-`,
  );
  const html = await response.text();
  expect(html).toMatch(/<head>[\s\S]*<script>\(function \(\) \{[\s\S]*<\/head>/);
  expect(html).toContain(
    '<div id="root"><main><h1>Hello from tools 1.0.0</h1></main><p>items: 3</p><p>render 1 of',
  );
  expect(html).toContain('<title>Rate Calculator | Guam Power Authority</title>');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="?description/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/rate-calculator" />`);
  expect(html).toContain('<meta property="og:title" content="Rate Calculator | Guam Power Authority" />');
  expect(html).toContain('<style data-emotion="gpa x">');
  expect(html).toContain('<link rel="preload" as="script" href="/areas/tools/1.0.0/remoteEntry.js" />');
  expect(html).toContain('<link rel="preload" as="script" href="/areas/tools/1.0.0/expose.1.js" />');
  expect(html).toContain('<link rel="preload" as="script" href="/areas/tools/1.0.0/page.2.js" />');
  expect(html).not.toContain('other.3.js');
  expect(html).not.toContain('<noscript>');
  const block = (id) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)[1]);
  expect(block('site-manifest').areas.tools.version).toBe('1.0.0');
  // Content cannot close the data block early.
  expect(html).toContain('\\u003c/script>\\u003cb>');
  expect(block('query-state').queries[0].state.data).toBe('</script><b>');
});

test("a page that holds its code names its area's code and the shell's federation host for the service worker instead of preloading them; every page names the content entry checks", async () => {
  fs.writeFileSync(
    path.join(state.siteDir, 'federation-host.json'),
    JSON.stringify({ files: ['137.0123abcd.js', 'federation-host.0123abcd.js'] }),
  );
  fs.writeFileSync(
    path.join(state.siteDir, 'content-entries.json'),
    JSON.stringify({ files: ['content-entries.0123abcd.js'] }),
  );
  const html = await (await get('/other')).text();
  expect(html).toContain('<div id="root"><main><h1>Hello from tools 1.0.0</h1></main>');
  expect(html).not.toContain('rel="preload"');
  expect(html).toContain(
    '<meta name="page-code" content="/137.0123abcd.js /federation-host.0123abcd.js /areas/tools/1.0.0/remoteEntry.js /areas/tools/1.0.0/expose.1.js /areas/tools/1.0.0/other.3.js /content-entries.0123abcd.js" />',
  );
  const calculator = await (await get('/rate-calculator')).text();
  expect(calculator).toContain('<link rel="preload" as="script" href="/137.0123abcd.js" />');
  expect(calculator).toContain('<link rel="preload" as="script" href="/federation-host.0123abcd.js" />');
  expect(calculator).not.toContain('href="/content-entries.0123abcd.js"');
  expect(calculator).toContain('<meta name="page-code" content="/content-entries.0123abcd.js" />');
  // A page of no area names the host, for the pages it leads to offline.
  expect(await (await get('/no/such/page')).text()).toContain(
    '<meta name="page-code" content="/137.0123abcd.js /federation-host.0123abcd.js /content-entries.0123abcd.js" />',
  );
});

test('a rendered page is shared at the edge under the keys of what it was built from, whatever the cookies; one showing a failed read is not', async () => {
  await restartSite({ pageCacheMs: 60_000 });
  const shared = await get('/rate-calculator?kwh=500&utm_source=mail');
  expect(shared.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-if-error=86400');
  // A browser serves stale-while-revalidate copies too: it is for surrogates only.
  expect(shared.headers.get('surrogate-control')).toBe(
    'max-age=300, stale-while-revalidate=60, stale-if-error=86400',
  );
  expect(shared.headers.get('vary')).not.toMatch(/Cookie/i);
  // Its route, the manifest and the area version it carries, the collection its render read.
  expect(shared.headers.get('surrogate-key')?.split(' ').sort()).toEqual([
    'area:tools@1.0.0',
    'collection:foia-reports',
    'manifest',
    'page:/rate-calculator',
    'site',
  ]);
  // The address the page depends on: the edge keeps only answers asked at it (tracking parameters are not part of it).
  expect(shared.headers.get('x-page-address')).toBe('/rate-calculator?kwh=500');
  // The dismissed-notices cookie changes nothing: the same page, shared (the page's script hides the notices).
  const withCookie = await fetch(`${state.site.url}/rate-calculator?kwh=500`, {
    headers: { cookie: 'gpa-dismissed-notices=abc123' },
  });
  expect([withCookie.headers.get('cache-control'), withCookie.headers.get('x-render-cache')]).toEqual([
    shared.headers.get('cache-control'),
    'hit',
  ]);
  state.contentUp = false;
  await restartSite({ budgetMs: 50 });
  // A page showing a failed content read (or the client-rendered page instead) is the origin's to answer again.
  const failedRead = await get('/rate-calculator');
  expect([failedRead.headers.get('cache-control'), failedRead.headers.get('surrogate-key')]).toEqual([
    'no-cache',
    null,
  ]);
});

test('unknown URLs answer 404 with the rendered not-found page; old addresses redirect', async () => {
  const missing = await get('/no/such/page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<h1>Not found</h1>');
  const old = await get('/old');
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe('/new');
});

test('server builds are not served; robots.txt and sitemap.xml come from the published routes', async () => {
  expect((await get('/server/shell.js')).status).toBe(404);
  expect((await get('/areas/tools/1.0.0/server/routes.js')).status).toBe(404);
  const robots = await (await get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const sitemap = await (await get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}/rate-calculator</loc>`);
  expect(sitemap).not.toContain(':id');
});

test('the Host header changes no URL the site writes', async () => {
  const { port } = new URL(state.site.url);
  const ask = (target) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { host: 'evil.example' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  for (const target of ['/rate-calculator', '/no/such/page', '/robots.txt', '/sitemap.xml']) {
    const body = await ask(target);
    expect([target, body.includes('evil.example')]).toEqual([target, false]);
    expect([target, body.includes(SITE_URL)]).toEqual([target, true]);
  }
});
