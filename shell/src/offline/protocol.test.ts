/** @jest-environment node */
// What the page and the service worker agree on: the manifest the worker reads, and the essential pages in it.
import * as z from 'zod/v4-mini';
import {
  SAVE_PAGES,
  clearOfflineCaches,
  essentialPages,
  inlinedManifest,
  parseWorkerManifest,
  savePagesMessageSchema,
} from './protocol';

const manifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    customer: {
      entry: '/areas/customer/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', title: 'Home', offlineEssential: true },
        { path: '/rates', title: 'Rates' },
      ],
    },
    corporate: {
      entry: '/areas/corporate/1.0.0/mf-manifest.json',
      routes: [{ path: '/contact-us', title: 'Contact Us', offlineEssential: true }],
    },
    // The development manifest: no route table.
    tools: { entry: 'http://localhost:3004/mf-manifest.json' },
  },
};

test('the essential pages are the routes each area marks offlineEssential, and no other', () => {
  const parsed = parseWorkerManifest(manifest);
  expect(parsed && essentialPages(parsed)).toEqual(['/', '/contact-us']);
});

test('a manifest without the fields the worker reads, or with them of another type, is refused', () => {
  for (const malformed of [
    null,
    [],
    { areas: [] },
    { areas: { customer: {} } },
    { areas: { customer: { entry: '/x', routes: {} } } },
    { areas: { customer: { entry: '/x', routes: [{ path: '/', offlineEssential: 'yes' }] } } },
    { areas: {}, serviceWorker: 'off' },
  ])
    expect(parseWorkerManifest(malformed)).toBeUndefined();
  // The fields it does not read are kept as they are (the worker stores the manifest for the page).
  expect(parseWorkerManifest(manifest)).toEqual(manifest);
});

test("a page's inlined manifest is read and parsed; a broken block is none", () => {
  const page = (block: string) =>
    `<html><body><script type="application/json" id="site-manifest">${block}</script></body></html>`;
  expect(inlinedManifest(page(JSON.stringify(manifest)))).toEqual(manifest);
  expect(inlinedManifest(page('{"areas":'))).toBeUndefined();
  expect(inlinedManifest(page('{"areas":{"customer":{"entry":1}}}'))).toBeUndefined();
  expect(inlinedManifest('<html></html>')).toBeUndefined();
});

test("the page's message to the worker is read by its schema; Workbox's own messages are not it", () => {
  expect(z.safeParse(savePagesMessageSchema, { type: SAVE_PAGES, pages: ['/rates'] }).data).toEqual({
    type: SAVE_PAGES,
    pages: ['/rates'],
  });
  expect(
    z.safeParse(savePagesMessageSchema, { type: 'CACHE_URLS', payload: { urlsToCache: [] } }).success,
  ).toBe(false);
  expect(z.safeParse(savePagesMessageSchema, { type: SAVE_PAGES, pages: '/rates' }).success).toBe(false);
});

test("the kill switch's clearing deletes every cache of the worker's and no other", async () => {
  const names = new Set(['gpa-pages', 'gpa-area-customer', 'gpa-shell', 'another-app']);
  const storage = {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  } as unknown as CacheStorage;
  await clearOfflineCaches(storage);
  expect([...names]).toEqual(['another-app']);
});
