// The site server's rendering with fake server builds: a shell bundle whose renderPage asks the area's
// bundle for its page, as the real one does.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createSiteApp } = require('../app');
const { DISMISSED_NOTICES_SCRIPT_SOURCE } = require('./dismissedNotices');
const { writeSiteManifest, areaEntry } = require('../releases/siteManifest');
const { DRAFT_READ_HEADER, draftReadKey, previewLink } = require('@gpa/content-catalog/preview-link');

// As html-webpack-plugin minifies it: attribute quotes only where needed.
const TEMPLATE =
  '<!doctype html><html><head><meta name=description content="x"><title>Guam Power Authority</title>' +
  '<script defer src=/main.0123abcd.js></script></head><body><noscript>Needs JavaScript</noscript><div id=root></div></body></html>';

// The fake shell: provides one shared module, renders "<h1>" + what the area's page module answers.
const SHELL = `
const sharedModules = { 'shared-greeting': { greet: (who) => 'Hello from ' + who } };
exports.sharedModules = sharedModules;
exports.pageAddress = (url, manifest) => {
  const { pathname, searchParams } = new URL(url);
  const route = Object.values(manifest.areas).flatMap((e) => e.routes).find((r) => r.path === pathname);
  const kept = new URLSearchParams((route?.query ?? []).flatMap((name) => searchParams.getAll(name).map((value) => [name, value])));
  return { path: pathname, search: kept.size ? '?' + kept : '', ...(route ? {} : { notFound: true }) };
};
let renders = 0;
exports.renderPage = async ({ url, manifest, loadArea, fetchContent, signal }) => {
  const path = new URL(url).pathname;
  if (path === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  const [area, entry] = Object.entries(manifest.areas).find(([, e]) => e.routes.some((r) => r.path === path)) ?? [];
  if (!area) return { kind: 'page', status: 404, html: '<main><h1>Not found</h1></main>', styles: '', queryState: { queries: [] }, title: 'Page not found | Guam Power Authority', undeclaredReads: [] };
  const module = await loadArea(area);
  const body = await fetchContent('/api/foia-reports', signal);
  const html = await module.page(path);
  renders += 1;
  return { kind: 'page', status: 200, html: html + '<p>items: ' + body.data.length + '</p><p>render ' + renders + ' of ' + url + '</p>', styles: '<style data-emotion="gpa x">.x{}</style>',
    queryState: { queries: [{ queryKey: ['content', '/api', 'items', {}], state: { data: '</script><b>' } }] },
    title: entry.routes[0].title + ' | Guam Power Authority', area, routePath: path, undeclaredReads: [] };
};`;

// The configured public origin: canonical URLs and the sitemap use it, whatever Host a request names.
const SITE_URL = 'https://www.example.org';
const PREVIEW_SECRET = 'shared-with-the-content-service';

const areaBundle = (
  version,
  body = `async () => '<main><h1>' + require('shared-greeting').greet('tools ${version}') + '</h1></main>'`,
) => `exports.routes = []; exports.page = ${body};`;

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

let siteDir;
let site;
let content;
let contentUp;
let onContentRequest;
const logs = [];

function writeArea(version, bundle = areaBundle(version)) {
  const dir = path.join(siteDir, 'areas/tools', version);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server/routes.js'), bundle);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['expose.1.js'], async: [] } } }],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({ '/rate-calculator': ['page.2.js'], '/other': ['other.3.js'] }),
  );
}

function release(version) {
  writeSiteManifest(siteDir, {
    areas: {
      tools: areaEntry({
        area: 'tools',
        name: 'mf_tools',
        version,
        routes: [
          { path: '/rate-calculator', title: 'Rate Calculator', query: ['kwh'] },
          { path: '/items/:id', title: 'One item' },
          { path: '/other', title: 'Other', pageCode: 'whenUsed' },
        ],
      }),
    },
  });
}

beforeEach(async () => {
  contentUp = true;
  onContentRequest = () => undefined;
  // FOIA reports as the content service sends them (each entry is checked against the catalog's fields).
  const reports = (count) =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      attributes: { Title: `R${index}`, Order: index },
    }));
  content = await listen((req, res) => {
    onContentRequest();
    if (!contentUp) return res.writeHead(503).end('{}');
    // Drafts (one more row) only for the draft-read key, as the content service's published-only rule does.
    if (req.url.includes('status=draft')) {
      if (req.headers[DRAFT_READ_HEADER] !== draftReadKey(PREVIEW_SECRET))
        return res.writeHead(400).end('{}');
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: reports(4) }));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: reports(3) }));
  });
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(siteDir, 'server'));
  fs.writeFileSync(path.join(siteDir, 'server/shell.js'), SHELL);
  writeArea('1.0.0');
  release('1.0.0');
  logs.length = 0;
  site = await startSite();
});

/** The site over the fake builds; `render` adds to (or replaces) the settings of most tests: nothing kept. */
const startSite = (render = {}) =>
  listen(
    createSiteApp({
      siteDir,
      contentUrl: content.url,
      contentCacheMs: 0,
      contentChangesSecret: PREVIEW_SECRET,
      render: {
        budgetMs: 300,
        pageCacheMs: 0,
        maxLoad: 1,
        siteUrl: SITE_URL,
        log: (line) => logs.push(line),
        ...render,
      },
    }),
  );

afterEach(async () => {
  await site.close();
  await content.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (route) => fetch(`${site.url}${route}`, { redirect: 'manual' });

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

test("a text-only page names its area's code and the shell's federation host for the service worker instead of preloading them", async () => {
  fs.writeFileSync(
    path.join(siteDir, 'federation-host.json'),
    JSON.stringify({ files: ['137.0123abcd.js', 'federation-host.0123abcd.js'] }),
  );
  const html = await (await get('/other')).text();
  expect(html).toContain('<div id="root"><main><h1>Hello from tools 1.0.0</h1></main>');
  expect(html).not.toContain('rel="preload"');
  expect(html).toContain(
    '<meta name="page-code" content="/137.0123abcd.js /federation-host.0123abcd.js /areas/tools/1.0.0/remoteEntry.js /areas/tools/1.0.0/expose.1.js /areas/tools/1.0.0/other.3.js" />',
  );
  const calculator = await (await get('/rate-calculator')).text();
  expect(calculator).toContain('<link rel="preload" as="script" href="/137.0123abcd.js" />');
  expect(calculator).toContain('<link rel="preload" as="script" href="/federation-host.0123abcd.js" />');
  expect(calculator).not.toContain('name="page-code"');
  // A page of no area names the host alone, for the pages it leads to offline.
  expect(await (await get('/no/such/page')).text()).toContain(
    '<meta name="page-code" content="/137.0123abcd.js /federation-host.0123abcd.js" />',
  );
});

test('a rendered page is shared at the edge under the keys of what it was built from, whatever the cookies; one showing a failed read is not', async () => {
  await site.close();
  site = await startSite({ pageCacheMs: 60_000 });
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
  const withCookie = await fetch(`${site.url}/rate-calculator?kwh=500`, {
    headers: { cookie: 'gpa-dismissed-notices=abc123' },
  });
  expect([withCookie.headers.get('cache-control'), withCookie.headers.get('x-render-cache')]).toEqual([
    shared.headers.get('cache-control'),
    'hit',
  ]);
  contentUp = false;
  await site.close();
  site = await startSite({ budgetMs: 50 });
  // A page showing a failed content read (or the client-rendered page instead) is the origin's to answer again.
  const failedRead = await get('/rate-calculator');
  expect([failedRead.headers.get('cache-control'), failedRead.headers.get('surrogate-key')]).toEqual([
    'no-cache',
    null,
  ]);
});

test('releasing or rolling back an area changes what renders, without a restart', async () => {
  writeArea('1.1.0');
  release('1.1.0');
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.1.0');
  release('1.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
});

test('a kept page carries the manifest it was made with: any edit of the manifest (the kill switch) makes it anew', async () => {
  await site.close();
  site = await startSite({ pageCacheMs: 60_000 });
  const inlined = async () =>
    /<script type="application\/json" id="site-manifest">([^<]*)<\/script>/.exec(
      await (await get('/rate-calculator')).text(),
    )?.[1];
  expect(JSON.parse((await inlined()) ?? '{}').serviceWorker).not.toBe(false);
  writeSiteManifest(siteDir, {
    ...JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8')),
    serviceWorker: false,
  });
  expect(JSON.parse((await inlined()) ?? '{}').serviceWorker).toBe(false);
});

test("a shell release without an area release: the area's build renders with the new shell's shared modules", async () => {
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  const shellFile = path.join(siteDir, 'server/shell.js');
  fs.writeFileSync(shellFile, SHELL.replace("'Hello from ' + who", "'Greetings from ' + who"));
  // A new build gets a new modification time (here set explicitly: the same millisecond is possible).
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(shellFile, later, later);
  expect(await (await get('/rate-calculator')).text()).toContain('Greetings from tools 1.0.0');
});

test('after a shell release no page the old shell rendered is served, not even while it is rendered again', async () => {
  await site.close();
  site = await startSite({ pageCacheMs: 60_000 });
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  expect((await get('/rate-calculator')).headers.get('x-render-cache')).toBe('hit');
  const shellFile = path.join(siteDir, 'server/shell.js');
  fs.writeFileSync(shellFile, SHELL.replace("'Hello from ' + who", "'Greetings from ' + who"));
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(shellFile, later, later);
  const afterRelease = await get('/rate-calculator');
  expect(afterRelease.headers.get('x-render-cache')).toBe('miss');
  expect(await afterRelease.text()).toContain('Greetings from tools 1.0.0');
});

test('a hung area server build costs at most the budget: the client-rendered page, manifest inlined', async () => {
  writeArea('2.0.0', areaBundle('2.0.0', '() => new Promise(() => undefined)'));
  release('2.0.0');
  const started = Date.now();
  const response = await get('/rate-calculator');
  expect(Date.now() - started).toBeLessThan(2000);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root"></div><script type="application/json" id="site-manifest">');
  expect(html).not.toContain('id="query-state"');
  expect(html).toContain('<title>Guam Power Authority</title>');
  expect(logs.join('\n')).toMatch(/longer than 300 ms/);
});

test('a throwing area build or a missing shell build give the client-rendered page; a dead content service its last good answer', async () => {
  writeArea('3.0.0', areaBundle('3.0.0', "() => { throw new Error('broken page'); }"));
  release('3.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  release('1.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<p>items: 3</p>');
  // Renders read through the public surface's cache: stale-if-error keeps the page whole.
  contentUp = false;
  expect(await (await get('/rate-calculator')).text()).toContain('<p>items: 3</p>');
  contentUp = true;
  expect(await (await get('/rate-calculator')).text()).toContain('Hello from tools 1.0.0');
  fs.rmSync(path.join(siteDir, 'server/shell.js'));
  const response = await get('/rate-calculator');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(
    '<div id="root"></div><script type="application/json" id="site-manifest">',
  );
});

test('an area build may only require the shared singletons', async () => {
  writeArea('4.0.0', "const fs = require('node:fs'); exports.page = async () => 'x';");
  release('4.0.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  expect(logs.join('\n')).toMatch(/needs "node:fs", which is not a shared singleton/);
});

test('an area build without a route table is not rendered with', async () => {
  writeArea('4.1.0', "exports.page = async () => '<main><h1>no routes</h1></main>';");
  release('4.1.0');
  expect(await (await get('/rate-calculator')).text()).toContain('<div id="root"></div>');
  expect(logs.join('\n')).toMatch(/tools area's server build .* has no route table/);
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

describe('rendered pages as a protected service', () => {
  let cached;
  afterEach(async () => cached?.close());
  const renderNumber = async (response) => Number(/<p>render (\d+) of/.exec(await response.text())?.[1]);

  test('the page is rendered and kept by its path and declared parameters only; others stay out of the canonical URL', async () => {
    cached = await startSite({ pageCacheMs: 60_000 });
    const first = await fetch(`${cached.url}/rate-calculator?utm_source=mail&kwh=500`);
    expect(first.headers.get('x-render-cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/rate-calculator?kwh=500" />`);
    expect(html).toContain(`render 1 of ${SITE_URL}/rate-calculator?kwh=500<`);
    const again = await fetch(`${cached.url}/rate-calculator?kwh=500&utm_source=other&fbclid=1`);
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(await renderNumber(again)).toBe(1);
    const otherKwh = await fetch(`${cached.url}/rate-calculator?kwh=900`);
    expect(otherKwh.headers.get('x-render-cache')).toBe('miss');
    expect(await renderNumber(otherKwh)).toBe(2);
  });

  test('invalidate() drops the rendered pages', async () => {
    const { current } = require('../releases/manifestSource').createManifestSource(siteDir);
    const renderer = require('./pages').createPageRenderer({
      siteDir,
      currentManifest: current,
      fetchContent: async () => ({ data: [] }),
      pageCacheMs: 60_000,
      maxLoad: 1,
      log: () => undefined,
    });
    const app = require('express')().get('/{*path}', renderer.page);
    cached = await listen(app);
    expect((await fetch(`${cached.url}/rate-calculator`)).headers.get('x-render-cache')).toBe('miss');
    expect((await fetch(`${cached.url}/rate-calculator`)).headers.get('x-render-cache')).toBe('hit');
    renderer.invalidate();
    expect((await fetch(`${cached.url}/rate-calculator`)).headers.get('x-render-cache')).toBe('miss');
  });

  test('beyond the concurrent renders a request gets the client-rendered page at once ("busy")', async () => {
    // The area's render waits for an answer the test holds back until the second request is answered
    // (the bundle runs in Node's own context, so it is told through a local server, not a shared object).
    let holdAnswer;
    const heldAnswer = new Promise((resolve) => (holdAnswer = resolve));
    const gate = await listen((req, res) => holdAnswer(res));
    writeArea(
      '5.0.0',
      areaBundle('5.0.0', `() => fetch('${gate.url}').then(() => "<main><h1>slow</h1></main>")`),
    );
    release('5.0.0');
    cached = await startSite({ pageCacheMs: 60_000, maxRenders: 1, budgetMs: 5000 });
    const rendering = new Promise((resolve) => (onContentRequest = resolve)); // the render reads content first
    let slowAnswered = false;
    const slow = fetch(`${cached.url}/rate-calculator?kwh=1`).then(
      (answer) => ((slowAnswered = true), answer),
    );
    await rendering;
    const busy = await fetch(`${cached.url}/rate-calculator?kwh=2`);
    expect(slowAnswered).toBe(false); // not queued behind the render in progress
    expect(busy.headers.get('x-render-cache')).toBe('busy');
    expect(await busy.text()).toContain(
      '<div id="root"></div><script type="application/json" id="site-manifest">',
    );
    (await heldAnswer).end();
    expect((await slow).headers.get('x-render-cache')).toBe('miss');
    await gate.close();
  });

  test('a client past its render limit gets the client-rendered page after a pause; pages already rendered still come whole', async () => {
    cached = await startSite({ pageCacheMs: 60_000, rendersPerMinute: 2, limitedPauseMs: 100 });
    for (const kwh of [1, 2])
      expect((await fetch(`${cached.url}/rate-calculator?kwh=${kwh}`)).headers.get('x-render-cache')).toBe(
        'miss',
      );
    const limited = await fetch(`${cached.url}/rate-calculator?kwh=3`);
    expect(limited.headers.get('x-render-cache')).toBe('limited');
    expect(await limited.text()).toContain('<div id="root"></div>');
    const known = await fetch(`${cached.url}/rate-calculator?kwh=1`);
    expect(known.headers.get('x-render-cache')).toBe('hit');
    // An address no route has stays a 404 when sent client-rendered (no soft 404).
    const unknown = await fetch(`${cached.url}/no/such/page`);
    expect([unknown.headers.get('x-render-cache'), unknown.status]).toEqual(['limited', 404]);
    expect(limited.status).toBe(200);
  });

  test("a client's fair share: past its page limit even kept pages come after a pause, others' at once", async () => {
    const app = createSiteApp({
      siteDir,
      contentUrl: content.url,
      surface: { trustProxy: 'loopback' },
      render: {
        pageCacheMs: 60_000,
        maxLoad: 1,
        pagesPerMinute: 60,
        pageBurst: 3,
        limitedPauseMs: 400,
        log: () => undefined,
      },
    });
    cached = await listen(app);
    const timed = async (address) => {
      const started = Date.now();
      const answer = await fetch(`${cached.url}/rate-calculator`, {
        headers: { 'x-forwarded-for': address },
      });
      await answer.text();
      return {
        ms: Date.now() - started,
        cache: answer.headers.get('x-render-cache'),
        limit: answer.headers.get('x-page-limit'),
      };
    };
    for (let i = 0; i < 3; i += 1) expect((await timed('203.0.113.1')).limit).toBeNull();
    const paused = await timed('203.0.113.1');
    expect(paused).toMatchObject({ cache: 'hit', limit: 'paused' });
    expect(paused.ms).toBeGreaterThanOrEqual(190);
    const other = await timed('203.0.113.2');
    expect(other).toMatchObject({ cache: 'hit', limit: null });
    expect(other.ms).toBeLessThan(190);
  });

  test('with TRUST_PROXY the render limit is per X-Forwarded-For address', async () => {
    const app = createSiteApp({
      siteDir,
      contentUrl: content.url,
      surface: { trustProxy: 'loopback' },
      render: {
        pageCacheMs: 60_000,
        maxLoad: 1,
        rendersPerMinute: 1,
        limitedPauseMs: 0,
        log: () => undefined,
      },
    });
    cached = await listen(app);
    const from = (address, kwh) =>
      fetch(`${cached.url}/rate-calculator?kwh=${kwh}`, { headers: { 'x-forwarded-for': address } });
    expect((await from('203.0.113.1', 1)).headers.get('x-render-cache')).toBe('miss');
    expect((await from('203.0.113.1', 2)).headers.get('x-render-cache')).toBe('limited');
    expect((await from('203.0.113.2', 2)).headers.get('x-render-cache')).toBe('miss');
  });
});

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
    cached = await startSite({ pageCacheMs: 60_000 });
    const fallback = await rawGet('/rate-calculator', browser);
    expect(fallback.headers['x-render-cache']).toBe('failed');
    expect(fallback.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(fallback.body).toString()).toContain('<div id="root"></div>');
  });
});

test('the Host header changes no URL the site writes', async () => {
  const { port } = new URL(site.url);
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

describe('preview of drafts', () => {
  /** The path and query of a preview link, asked of this test's site. */
  const previewOf = (options) => {
    const link = new URL(
      previewLink({ siteUrl: SITE_URL, path: '/rate-calculator', secret: PREVIEW_SECRET, ...options }),
    );
    return `${link.pathname}${link.search}`;
  };

  test('a signed link renders the page with drafts: no scripts, never stored or indexed, framed by the admin only', async () => {
    const response = await get(previewOf());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain(`frame-ancestors 'self' ${new URL(content.url).origin}`);
    const html = await response.text();
    expect(html).toContain('<p>items: 4</p>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('Preview: drafts shown as they will look once published.');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="preload"');

    // The public page never shows the drafts, before or after a preview.
    const pub = await get('/rate-calculator');
    expect(await pub.text()).toContain('<p>items: 3</p>');
  });

  test.each([
    ['a changed page', (query) => query.replace('rate-calculator', 'items%2F1')],
    ['a changed signature', (query) => query.replace(/signature=[^&]+/, 'signature=forged')],
    ['no signature', (query) => query.replace(/&signature=[^&]+/, '')],
  ])('%s is refused', async (_label, change) => {
    const response = await get(change(previewOf()));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('open the preview again from the admin');
  });

  test('an expired link is refused, and a site without the shared secret has no previews', async () => {
    expect((await get(previewOf({ now: Date.now() - 2 * 60 * 60 * 1000 }))).status).toBe(403);
    await site.close();
    site = await listen(
      createSiteApp({
        siteDir,
        contentUrl: content.url,
        contentCacheMs: 0,
        contentChangesSecret: '',
        render: { budgetMs: 300, pageCacheMs: 0, siteUrl: SITE_URL },
      }),
    );
    expect((await get(previewOf())).status).toBe(403);
  });
});
