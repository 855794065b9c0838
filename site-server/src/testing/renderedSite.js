// Test helpers of the site server's rendering tests: fake server builds (a shell bundle whose renderPage asks
// the area's bundle for its page, as the real one does), a fake content service with drafts, and the site over
// them. `state` holds this test's site, content service and folder (setUp before each test, tearDown after).
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createSiteApp } = require('../app');
const { writeSiteManifest, areaEntry } = require('../releases/siteManifest');
const { DRAFT_READ_HEADER, draftReadKey } = require('@gpa/content-catalog/preview-link');

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

/** This test's site folder, site, content service (up or not, and what it does at each request) and log lines. */
const state = {
  siteDir: '',
  site: undefined,
  content: undefined,
  contentUp: true,
  onContentRequest: () => undefined,
  logs: [],
};

function writeArea(version, bundle = areaBundle(version)) {
  const dir = path.join(state.siteDir, 'areas/tools', version);
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
  writeSiteManifest(state.siteDir, {
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

/** Before each test: the content service, the fake builds of release 1.0.0 and the site over them. */
async function setUp() {
  state.contentUp = true;
  state.onContentRequest = () => undefined;
  // FOIA reports as the content service sends them (each entry is checked against the catalog's fields).
  const reports = (count) =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      attributes: { Title: `R${index}`, Order: index },
    }));
  state.content = await listen((req, res) => {
    state.onContentRequest();
    if (!state.contentUp) return res.writeHead(503).end('{}');
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
  state.siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
  fs.writeFileSync(path.join(state.siteDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(state.siteDir, 'server'));
  fs.writeFileSync(path.join(state.siteDir, 'server/shell.js'), SHELL);
  writeArea('1.0.0');
  release('1.0.0');
  state.logs.length = 0;
  state.site = await startSite();
}

/** A render budget a loaded CI machine never runs out of; a test of the budget itself names a short one. */
const GENEROUS_BUDGET_MS = 5000;

/** The site over the fake builds; `render` adds to (or replaces) the settings of most tests: nothing kept. */
const startSite = (render = {}) =>
  listen(
    createSiteApp({
      siteDir: state.siteDir,
      contentUrl: state.content.url,
      contentCacheMs: 0,
      contentChangesSecret: PREVIEW_SECRET,
      render: {
        budgetMs: GENEROUS_BUDGET_MS,
        pageCacheMs: 0,
        maxLoad: 1,
        siteUrl: SITE_URL,
        log: (line) => state.logs.push(line),
        ...render,
      },
    }),
  );

/** This test's site started again with other render settings (the one setUp started is closed). */
async function restartSite(render) {
  await state.site.close();
  state.site = await startSite(render);
}

/** After each test: the site and the content service closed, the folder removed. */
async function tearDown() {
  await state.site.close();
  await state.content.close();
  fs.rmSync(state.siteDir, { recursive: true, force: true });
}

const get = (route) => fetch(`${state.site.url}${route}`, { redirect: 'manual' });

module.exports = {
  SHELL,
  SITE_URL,
  PREVIEW_SECRET,
  areaBundle,
  listen,
  writeArea,
  release,
  state,
  setUp,
  startSite,
  restartSite,
  tearDown,
  get,
};
