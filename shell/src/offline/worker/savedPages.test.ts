import { createHash, webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { theme } from '@gpa/shared-ui';
import { buildsKey } from '../protocol';
import {
  RESAVE_AFTER_MS,
  describeSaved,
  isServerRendered,
  namedFiles,
  needsSaving,
  offlinePage,
  savedBuilds,
  savedCopy,
  servedCopy,
} from './savedPages';

const manifest = {
  areas: {
    financials: { entry: '/areas/financials/1.0.0/mf-manifest.json' },
    customer: { entry: '/areas/customer/1.0.0/mf-manifest.json' },
  },
};
const renderedPage = `<!doctype html><html><head><title>Ways to Pay &amp; Bills | Guam Power Authority</title></head><body><div id="root"><h1>Ways to Pay</h1></div><script type="application/json" id="site-manifest">${JSON.stringify(manifest)}</script></body></html>`;
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', ...headers },
  });
const SAVED = new Date('2026-11-23T10:00:00.000Z');

// A service worker has Web Crypto's digest; this test's DOM lacks it.
beforeAll(() =>
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }),
);

test('a page is stored with when it was saved, its title and the builds it was rendered with; errors and non-pages are not', async () => {
  const copy = await savedCopy(html(renderedPage), SAVED);
  expect(copy?.headers.get('x-saved-at')).toBe(SAVED.toISOString());
  expect(savedBuilds(copy as Response)).toBe(buildsKey(manifest));
  // The stored body is decoded text: no encoding header may describe it.
  expect(copy?.headers.has('content-encoding')).toBe(false);
  expect(describeSaved('http://site/ways-to-pay', copy as Response)).toEqual({
    url: 'http://site/ways-to-pay',
    title: 'Ways to Pay & Bills | Guam Power Authority',
    savedAt: SAVED.toISOString(),
  });
  // A client-rendered page runs whatever the live manifest says: no builds recorded.
  expect(
    savedBuilds((await savedCopy(html('<html><head><title>x</title></head></html>'), SAVED)) as Response),
  ).toBeNull();
  expect(
    await savedCopy(new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } }), SAVED),
  ).toBeNull();
  expect(
    await savedCopy(
      new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      SAVED,
    ),
  ).toBeNull();
});

test('a saved copy is served with meta elements giving the time it was saved and why the worker used it', async () => {
  for (const reason of ['offline', 'slow'] as const) {
    const served = await servedCopy((await savedCopy(html(renderedPage), SAVED)) as Response, reason);
    expect(await served.text()).toContain(
      `<meta name="gpa-saved-at" content="${SAVED.toISOString()}"><meta name="gpa-saved-reason" content="${reason}"></head>`,
    );
  }
});

test("a page served from the worker's cache runs no inline script, whoever wrote it there and whatever headers it gave", async () => {
  // As a script on the origin could store it: no policy of its own, no saved-at header.
  const forged = new Response('<html><head></head><body><script>steal()</script></body></html>', {
    headers: { 'Content-Type': 'text/html' },
  });
  const withLaxPolicy = html(renderedPage, { 'Content-Security-Policy': "script-src * 'unsafe-inline'" });
  for (const stored of [forged, (await savedCopy(withLaxPolicy, SAVED)) as Response]) {
    const policies = (await servedCopy(stored, 'offline')).headers.get('content-security-policy') ?? '';
    // Every policy given is enforced: one of them allows scripts from the site's own files only.
    expect(policies.split(',').map((policy) => policy.trim())).toContain(
      "script-src 'self'; object-src 'none'; base-uri 'self'",
    );
  }
});

test('a page is saved again when missing, at other builds than the live ones, or older than the limit', async () => {
  const copy = (await savedCopy(html(renderedPage), SAVED)) as Response;
  const live = buildsKey(manifest);
  expect(needsSaving(undefined, live, SAVED)).toBe(true);
  expect(needsSaving(copy, live, new Date(SAVED.getTime() + 1000))).toBe(false);
  expect(
    needsSaving(
      copy,
      buildsKey({
        areas: { ...manifest.areas, financials: { entry: '/areas/financials/1.1.0/mf-manifest.json' } },
      }),
      SAVED,
    ),
  ).toBe(true);
  expect(needsSaving(copy, live, new Date(SAVED.getTime() + RESAVE_AFTER_MS + 1))).toBe(true);
});

test('builds keys differ exactly when an area entry or the maintenance switch differs', () => {
  expect(buildsKey(manifest)).toBe(
    buildsKey({ areas: { customer: manifest.areas.customer, financials: manifest.areas.financials } }),
  );
  expect(buildsKey({ ...manifest, maintenance: true })).not.toBe(buildsKey(manifest));
  expect(buildsKey({ ...manifest, serviceWorker: true })).toBe(buildsKey(manifest));
});

test("the offline page links every saved page by its title, escaped, in the site's font, with one script that its policy allows by hash", async () => {
  const page = await offlinePage([
    { url: 'http://site/ways-to-pay', title: 'Ways to Pay | Guam Power Authority', savedAt: '' },
    { url: 'http://site/', title: 'Guam Power Authority', savedAt: '' },
    { url: 'http://site/x?y=1', title: '<b>odd</b>', savedAt: '' },
  ]);
  const text = await page.text();
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(text).toContain('<h1>You are offline</h1>');
  expect(text).toContain(
    '<li><a href="/">Guam Power Authority</a></li><li><a href="/ways-to-pay">Ways to Pay</a></li><li><a href="/x?y=1">&lt;b&gt;odd&lt;/b&gt;</a></li>',
  );
  expect(text).toContain(`font:1rem/1.5 ${theme.font.body};`);
  // Its one script, inline (what it does: the next test).
  const scripts = [...text.matchAll(/<script>([^<]*)<\/script>/g)].map(([, body]) => body!);
  expect(scripts).toHaveLength(1);
  // Its policy runs that one script (by its hash) and nothing else, as every HTML answer of the site.
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/^default-src 'none';.*frame-ancestors 'self'/);
  const hash = createHash('sha256').update(scripts[0]!).digest('base64');
  expect(policy).toContain(`script-src 'sha256-${hash}';`);
  expect(/script-src [^;]*/.exec(policy)?.[0]).not.toMatch(/unsafe-inline|unsafe-eval/);
});

/** Runs the offline page's script in a stand-in window: its events, probes, timers, storage and reloads. */
async function offlinePageScript({ stored }: { stored?: string } = {}) {
  const text = await (await offlinePage([])).text();
  const script = /<script>([^<]*)<\/script>/.exec(text)![1]!;
  const listeners: Record<string, () => void> = {};
  const storage = new Map(stored ? [['gpa-offline-reloads', stored]] : []);
  const page = {
    reloads: 0,
    storage,
    timers: [] as { run: () => void; ms: number }[],
    probes: [] as { url: string; answer: (reached: boolean) => Promise<void> }[],
    fire: (event: string) => listeners[event]?.(),
  };
  runInNewContext(script, {
    addEventListener: (event: string, listener: () => void) => (listeners[event] = listener),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    location: { reload: () => (page.reloads += 1) },
    // Whatever the browser says of itself, the script asks the network.
    navigator: { onLine: true },
    AbortSignal,
    Date,
    Number,
    Math,
    fetch: (url: string) =>
      new Promise((resolve, reject) => {
        const answer = async (reached: boolean) => {
          if (reached) resolve(new Response('ok'));
          else reject(new TypeError('Failed to fetch'));
          // The script's then/catch run as microtasks: let them.
          for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
        };
        page.probes.push({ url, answer });
      }),
    setTimeout: (run: () => void, ms: number) => page.timers.push({ run, ms }),
    clearTimeout: () => undefined,
  });
  return page;
}

test('the offline page probes the network, later and later, and reloads once a request reaches it', async () => {
  const page = await offlinePageScript();
  expect(page.probes.map(({ url }) => url)).toEqual(['/healthz']);
  await page.probes[0]!.answer(false);
  page.timers[0]!.run();
  await page.probes[1]!.answer(false);
  expect(page.timers.map(({ ms }) => ms)).toEqual([1000, 2000]);
  expect(page.reloads).toBe(0);
  // 'online' is a hint to probe at once, never a reason to reload.
  page.fire('online');
  expect(page.probes).toHaveLength(3);
  await page.probes[2]!.answer(true);
  expect(page.reloads).toBe(1);
  expect(page.storage.get('gpa-offline-reloads')).toMatch(/^1@\d+$/);
});

test('shown again right after its reloads, it stops after five a minute; a visitor who followed a link is never brought back', async () => {
  const fifthInAMinute = await offlinePageScript({ stored: `5@${Date.now() - 10_000}` });
  await fifthInAMinute.probes[0]!.answer(true);
  expect(fifthInAMinute.reloads).toBe(0);
  const longAgo = await offlinePageScript({ stored: `5@${Date.now() - 120_000}` });
  await longAgo.probes[0]!.answer(true);
  expect(longAgo.reloads).toBe(1);

  const leaving = await offlinePageScript();
  leaving.fire('beforeunload');
  await leaving.probes[0]!.answer(true);
  expect(leaving.reloads).toBe(0);
});

test('a client-rendered fallback (empty root) is told apart from a server-rendered page', () => {
  expect(isServerRendered(renderedPage)).toBe(true);
  expect(
    isServerRendered(
      '<body><div id=root></div><script type="application/json" id="site-manifest">{}</script></body>',
    ),
  ).toBe(false);
  expect(isServerRendered('<body><div id="root"></div></body>')).toBe(false);
});

test("a saved page's files: its scripts, preloads and stylesheets, and a text-only page's named code", () => {
  const html = [
    '<head><link rel=stylesheet href=/main.css><link rel="preload" as="script" href="/areas/a/1/remoteEntry.js" />',
    '<meta name="page-code" content="/areas/b/2/remoteEntry.js /areas/b/2/page.js" />',
    '<meta name="description" content="not a file" /></head>',
    '<body><script defer="defer" src="/main.1.js"></script></body>',
  ].join('');
  expect(namedFiles(html)).toEqual([
    '/main.css',
    '/areas/a/1/remoteEntry.js',
    '/main.1.js',
    '/areas/b/2/remoteEntry.js',
    '/areas/b/2/page.js',
  ]);
  expect(namedFiles('<html><body>no files</body></html>')).toEqual([]);
});
