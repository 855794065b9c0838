// Rendered pages as a protected service: kept by path and declared parameters, dropped on invalidate(), and
// bounded per server (concurrent renders) and per client (render and page limits, X-Forwarded-For).
const { createSiteApp } = require('../app');
const {
  SITE_URL,
  areaBundle,
  listen,
  writeArea,
  release,
  state,
  setUp,
  startSite,
  tearDown,
} = require('../testing/renderedSite');

beforeEach(setUp);
afterEach(tearDown);

describe('rendered pages as a protected service', () => {
  let cached;
  afterEach(async () => cached?.close());
  const renderNumber = async (response) => Number(/<p>render (\d+) of/.exec(await response.text())?.[1]);
  /** The site behind a loopback proxy (X-Forwarded-For names the client), one render at a time, with `limits`. */
  const listenBehindProxy = (limits) =>
    listen(
      createSiteApp({
        siteDir: state.siteDir,
        contentUrl: state.content.url,
        surface: { trustProxy: 'loopback' },
        render: { pageCacheMs: 60_000, maxLoad: 1, log: () => undefined, ...limits },
      }),
    );

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
    const { current } = require('../releases/manifestSource').createManifestSource(state.siteDir);
    const renderer = require('./pages').createPageRenderer({
      siteDir: state.siteDir,
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
    cached = await startSite({ pageCacheMs: 60_000, maxRenders: 1 });
    const rendering = new Promise((resolve) => (state.onContentRequest = resolve)); // the render reads content first
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
    cached = await listenBehindProxy({ pagesPerMinute: 60, pageBurst: 3, limitedPauseMs: 400 });
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
    cached = await listenBehindProxy({ rendersPerMinute: 1, limitedPauseMs: 0 });
    const from = (address, kwh) =>
      fetch(`${cached.url}/rate-calculator?kwh=${kwh}`, { headers: { 'x-forwarded-for': address } });
    expect((await from('203.0.113.1', 1)).headers.get('x-render-cache')).toBe('miss');
    expect((await from('203.0.113.1', 2)).headers.get('x-render-cache')).toBe('limited');
    expect((await from('203.0.113.2', 2)).headers.get('x-render-cache')).toBe('miss');
  });
});
