// Filling the edge after a purge, and the page it answers for an address it does not hold.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  addressesToWarm,
  createEdgeWarmer,
  warmAwareClientOf,
  WARM_HEADER,
  UNAVAILABLE_PATH,
} = require('./edgeWarm');
const { unavailablePageHtml } = require('../render/unavailablePage');
const { uploadKey } = require('./surrogateKeys');
const { until } = require('../testing/until');

const route = (routePath, title, menu) => ({ path: routePath, title, ...(menu ? { menu } : {}) });
const manifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    customer: {
      name: 'mf_customer',
      version: '1.0.0',
      entry: '/areas/customer/1.0.0/mf-manifest.json',
      routes: [
        route('/', 'Home'),
        route('/outages', 'Outages <now>', [{ group: 'main', label: 'Outages', order: 10 }]),
        route('/news/:slug', 'A news item'),
      ],
    },
  },
};

describe('what the edge is warmed with', () => {
  let siteDir;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-warm-'));
    const write = (file) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), 'x');
    };
    for (const file of [
      'main.0123abcd.js',
      'main.0123abcd.js.br',
      'main.0123abcd.js.map',
      'index.html',
      'icons/icon-192.png',
      'server/render.js',
      'areas/customer/1.0.0/remoteEntry.js',
      'areas/customer/1.0.0/12.abcdef01.js',
      'areas/customer/1.0.0/server/routes.js',
      'areas/customer/0.9.0/old.js',
    ])
      write(file);
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  test('every published page, the unavailable page, the shell and the live builds: no maps, copies or server builds', () => {
    expect(addressesToWarm(siteDir, manifest)).toEqual([
      '/',
      '/outages',
      UNAVAILABLE_PATH,
      '/site-manifest.json',
      '/icons/icon-192.png',
      '/main.0123abcd.js',
      '/areas/customer/1.0.0/12.abcdef01.js',
      '/areas/customer/1.0.0/remoteEntry.js',
    ]);
  });
});

describe('the warmer', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

  test('after a purge: every address in Brotli and gzip through each edge, one run at a time, again for a purge meanwhile', async () => {
    const asked = [];
    const runs = [];
    let release;
    const warmer = createEdgeWarmer({
      urls: ['http://edge-a/', 'http://edge-b/'],
      addresses: () => ['/outages'],
      perSecond: 1000,
      delayMs: 0,
      secret: 'shared',
      request: async (edge, address, headers) => {
        asked.push(`${edge.host} ${address} ${headers['accept-encoding']}`);
        expect(headers[WARM_HEADER]).toMatch(/^[\w-]{43}\.\d+$/);
        if (!release) await new Promise((resolve) => (release = resolve));
        return 200;
      },
      log: (summary) => runs.push(summary),
    });
    warmer.schedule();
    // A busy machine runs the warmer's timers late: the test waits on its state. The first run waits in its
    // first request, and the purges meanwhile ask for one run more.
    await until(() => release !== undefined);
    warmer.schedule();
    warmer.schedule();
    release();
    await until(() => runs.length === 2);
    await flush();
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ addresses: 1, answers: 4, failed: 0 });
    expect(asked.slice(0, 4)).toEqual([
      'edge-a /outages br',
      'edge-b /outages br',
      'edge-a /outages gzip',
      'edge-b /outages gzip',
    ]);
  });

  test('no edges or a rate of 0: nothing', async () => {
    const request = jest.fn();
    createEdgeWarmer({ urls: [], addresses: () => ['/'], delayMs: 0, request, log: jest.fn() }).schedule();
    createEdgeWarmer({
      urls: ['http://e/'],
      addresses: () => ['/'],
      perSecond: 0,
      request,
      log: jest.fn(),
    }).schedule();
    await flush();
    expect(request).not.toHaveBeenCalled();
  });

  test('a warm run is a client of its own only with the shared token', async () => {
    const clientOf = warmAwareClientOf('shared', (req) => req.ip);
    const headerOf = (value) => ({
      ip: '10.0.0.1',
      get: (name) => (name === WARM_HEADER ? value : undefined),
    });
    let sent;
    createEdgeWarmer({
      urls: ['http://e/'],
      addresses: () => ['/'],
      delayMs: 0,
      perSecond: 1000,
      secret: 'shared',
      request: async (_edge, _address, headers) => ((sent = headers[WARM_HEADER]), 200),
      log: () => undefined,
    }).schedule();
    await until(() => sent !== undefined);
    expect(clientOf(headerOf(sent))).toBe(`edge-warm:${sent.split('.')[1]}`);
    expect(clientOf(headerOf(undefined))).toBe('10.0.0.1');
    expect(clientOf(headerOf(`${'x'.repeat(43)}.1`))).toBe('10.0.0.1');
    expect(warmAwareClientOf('other', (req) => req.ip)(headerOf(sent))).toBe('10.0.0.1');
  });
});

describe('the page for an address the edge does not hold', () => {
  test('the menu, a sentence, the phone numbers and every published page, escaped', () => {
    const html = unavailablePageHtml(manifest);
    expect(html).toMatch(
      /<nav aria-label="Main"><ul><li><a href="\/outages">Outages<\/a><\/li><\/ul><\/nav>/,
    );
    expect(html).toContain('<h1>This page is not available right now</h1>');
    expect(html).toContain('<a href="tel:+16714755000">(671) 475-5000</a>');
    expect(html).toContain('<a href="/outages">Outages &lt;now&gt;</a>');
    expect(html).not.toContain('/news/:slug');
    expect(html).not.toContain('<script');
  });

  test('an upload is keyed by its path', () => {
    expect(uploadKey('/uploads/bill_1a2b.pdf')).toBe('upload:/uploads/bill_1a2b.pdf');
    expect(uploadKey('http://cdn.example/uploads/a b.png?x=1')).toBe('upload:/uploads/a%20b.png');
  });
});
