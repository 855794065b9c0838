import { createHash, webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { theme } from '@gpa/shared-ui';
import { buildsKey } from '../protocol';
import { RESAVE_AFTER_MS, describeSaved, isServerRendered, needsSaving, offlinePage, savedBuilds, savedCopy, servedCopy } from './savedPages';

const manifest = {
  areas: { financials: { entry: '/areas/financials/1.0.0/mf-manifest.json' }, customer: { entry: '/areas/customer/1.0.0/mf-manifest.json' } },
};
const renderedPage = `<!doctype html><html><head><title>Ways to Pay &amp; Bills | Guam Power Authority</title></head><body><div id="root"><h1>Ways to Pay</h1></div><script type="application/json" id="site-manifest">${JSON.stringify(manifest)}</script></body></html>`;
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', ...headers } });
const SAVED = new Date('2026-11-23T10:00:00.000Z');

// A service worker has Web Crypto's digest; this test's DOM lacks it.
beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));

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
  expect(savedBuilds((await savedCopy(html('<html><head><title>x</title></head></html>'), SAVED)) as Response)).toBeNull();
  expect(await savedCopy(new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } }), SAVED)).toBeNull();
  expect(await savedCopy(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }), SAVED)).toBeNull();
});

test('a saved copy is served with a meta element giving the time it was saved', async () => {
  const served = await servedCopy((await savedCopy(html(renderedPage), SAVED)) as Response);
  expect(await served.text()).toContain(`<meta name="gpa-saved-at" content="${SAVED.toISOString()}"></head>`);
});

test("a page served from the worker's cache runs no inline script, whoever wrote it there and whatever headers it gave", async () => {
  // As a script on the origin could store it: no policy of its own, no saved-at header.
  const forged = new Response('<html><head></head><body><script>steal()</script></body></html>', { headers: { 'Content-Type': 'text/html' } });
  const withLaxPolicy = html(renderedPage, { 'Content-Security-Policy': "script-src * 'unsafe-inline'" });
  for (const stored of [forged, (await savedCopy(withLaxPolicy, SAVED)) as Response]) {
    const policies = (await servedCopy(stored)).headers.get('content-security-policy') ?? '';
    // Every policy given is enforced: one of them allows scripts from the site's own files only.
    expect(policies.split(',').map((policy) => policy.trim())).toContain("script-src 'self'; object-src 'none'; base-uri 'self'");
  }
});

test('a page is saved again when missing, at other builds than the live ones, or older than the limit', async () => {
  const copy = (await savedCopy(html(renderedPage), SAVED)) as Response;
  const live = buildsKey(manifest);
  expect(needsSaving(undefined, live, SAVED)).toBe(true);
  expect(needsSaving(copy, live, new Date(SAVED.getTime() + 1000))).toBe(false);
  expect(needsSaving(copy, buildsKey({ areas: { ...manifest.areas, financials: { entry: '/areas/financials/1.1.0/mf-manifest.json' } } }), SAVED)).toBe(true);
  expect(needsSaving(copy, live, new Date(SAVED.getTime() + RESAVE_AFTER_MS + 1))).toBe(true);
});

test('builds keys differ exactly when an area entry or the maintenance switch differs', () => {
  expect(buildsKey(manifest)).toBe(buildsKey({ areas: { customer: manifest.areas.customer, financials: manifest.areas.financials } }));
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

/** Runs the offline page's script in a stand-in window: its events, timers, storage and reloads. */
async function offlinePageScript({ onLine, retries = 0 }: { onLine: boolean; retries?: number }) {
  const text = await (await offlinePage([])).text();
  const script = /<script>([^<]*)<\/script>/.exec(text)![1]!;
  const listeners: Record<string, () => void> = {};
  const timers: { run: () => void; ms: number }[] = [];
  const storage = new Map([['gpa-offline-retries', String(retries)]]);
  const window = {
    reloads: 0,
    storage,
    timers,
    fire: (event: string) => listeners[event]?.(),
  };
  runInNewContext(script, {
    addEventListener: (event: string, listener: () => void) => (listeners[event] = listener),
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    location: { reload: () => (window.reloads += 1) },
    navigator: { onLine },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return window;
}

test('the offline page reloads when the connection returns, tries again a few times while online, and never once the visitor follows a link', async () => {
  const offline = await offlinePageScript({ onLine: false });
  expect(offline.timers).toHaveLength(0);
  offline.fire('online');
  expect(offline.reloads).toBe(1);
  expect(offline.storage.get('gpa-offline-retries')).toBe('0');

  // Shown again while online (the network failed right at reconnection): later and later, five times at most.
  const retried = await offlinePageScript({ onLine: true, retries: 2 });
  expect(retried.timers.map(({ ms }) => ms)).toEqual([6000]);
  retried.timers[0]!.run();
  expect(retried.reloads).toBe(1);
  expect(retried.storage.get('gpa-offline-retries')).toBe('3');
  expect((await offlinePageScript({ onLine: true, retries: 5 })).timers).toHaveLength(0);

  // A saved page opened from its list: neither the 'online' event nor the timer takes the visitor back.
  const leaving = await offlinePageScript({ onLine: true });
  leaving.fire('beforeunload');
  leaving.fire('online');
  leaving.timers[0]!.run();
  expect(leaving.reloads).toBe(0);
});

test('a client-rendered fallback (empty root) is told apart from a server-rendered page', () => {
  expect(isServerRendered(renderedPage)).toBe(true);
  expect(isServerRendered('<body><div id=root></div><script type="application/json" id="site-manifest">{}</script></body>')).toBe(false);
  expect(isServerRendered('<body><div id="root"></div></body>')).toBe(false);
});
