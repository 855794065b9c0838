// The edge tier's rules: which keys each change purges, what the purge sends, the version-set cookie.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { manifestChangeKeys, keyOfRead, pageKeys, shareAtEdge } = require('./surrogateKeys');
const { createEdgePurge, edgePurgeUrls } = require('./edgePurge');
const { createManifestSource, purgingOnChange } = require('../releases/manifestSource');
const { versionSetOf, versionSetCookie } = require('../canary/versionSet');
const { writeSiteManifest, areaEntry } = require('../releases/siteManifest');

const area = (name, version, canary) => ({
  name: `mf_${name}`,
  version,
  entry: `/areas/${name}/${version}/remoteEntry.js`,
  routes: [],
  ...(canary
    ? {
        canary: {
          version: canary,
          entry: `/areas/${name}/${canary}/remoteEntry.js`,
          routes: [],
          percent: 10,
          since: '2026-01-01',
        },
      }
    : {}),
});
const manifest = (areas, rest = {}) => ({ content: { apiUrl: '/api', filesUrl: '' }, areas, ...rest });

describe('keys a manifest change purges', () => {
  const before = manifest({ customer: area('customer', '1.0.0'), tools: area('tools', '2.0.0') });

  test('a release or a rollback: the area version that is no longer live, nothing else', () => {
    expect(
      manifestChangeKeys(
        before,
        manifest({ customer: area('customer', '1.1.0'), tools: area('tools', '2.0.0') }),
      ),
    ).toEqual(['area:customer@1.0.0']);
  });

  test('a canary started, then promoted: the stable version, then both the old stable and the canary', () => {
    const canary = manifest({ customer: area('customer', '1.0.0', '1.1.0'), tools: area('tools', '2.0.0') });
    expect(manifestChangeKeys(before, canary)).toEqual(['area:customer@1.0.0']);
    expect(
      manifestChangeKeys(
        canary,
        manifest({ customer: area('customer', '1.1.0'), tools: area('tools', '2.0.0') }),
      ),
    ).toEqual(['area:customer@1.0.0', 'area:customer@1.1.0']);
  });

  test("the manifest's own fields (kill switch) or a new area: every page (the manifest key); the same text: nothing", () => {
    expect(manifestChangeKeys(before, { ...before, maintenance: true })).toEqual(['manifest']);
    expect(manifestChangeKeys(before, manifest({ ...before.areas, news: area('news', '1.0.0') }))).toEqual([
      'manifest',
    ]);
    expect(manifestChangeKeys(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
  });
});

test("a page's keys: its path, the manifest's area versions, what its render read; an answer setting a cookie is never shared", () => {
  expect(keyOfRead('/api/notices?filters[x]=1')).toBe('collection:notices');
  expect(keyOfRead('/search.json?q=rates')).toBe('search');
  expect(keyOfRead('/elsewhere')).toBeUndefined();
  expect(
    pageKeys('/outages', manifest({ customer: area('customer', '1.0.0') }), ['collection:notices']),
  ).toEqual(['site', 'page:/outages', 'manifest', 'area:customer@1.0.0', 'collection:notices']);
  const headers = new Map();
  const res = {
    getHeader: (name) => headers.get(name),
    setHeader: (name, value) => headers.set(name.toLowerCase(), value),
  };
  shareAtEdge(res, ['page:/']);
  expect(headers.get('surrogate-key')).toBe('site page:/');
  headers.clear();
  headers.set('set-cookie', ['gpa-cohort=0123456789abcdef']);
  shareAtEdge(res, ['page:/']);
  expect([headers.get('cache-control'), headers.get('surrogate-key')]).toEqual([
    'private, no-cache',
    undefined,
  ]);
});

describe('purges sent', () => {
  afterEach(() => jest.useRealTimers());

  test('each key set once to every edge, and again shortly after (a render in progress may have reached the edge)', () => {
    jest.useFakeTimers();
    const sent = [];
    const purge = createEdgePurge({
      urls: ['http://edge-a/', 'http://edge-b/'],
      send: async (url, keys) => (sent.push([url, keys]), { ok: true, status: 200 }),
      repeatMs: 10,
    });
    purge(['collection:notices', 'collection:notices', 'collection:outages']);
    expect(sent).toEqual([
      ['http://edge-a/', 'collection:notices collection:outages'],
      ['http://edge-b/', 'collection:notices collection:outages'],
    ]);
    jest.advanceTimersByTime(9);
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(4);
  });

  test('off without EDGE_PURGE_URLS; a failing edge is logged, not thrown', async () => {
    expect(edgePurgeUrls({})).toEqual([]);
    expect(edgePurgeUrls({ EDGE_PURGE_URLS: 'http://127.0.0.1:8081/, http://10.0.0.2:80' })).toEqual([
      'http://127.0.0.1:8081/',
      'http://10.0.0.2/',
    ]);
    const logs = [];
    const purge = createEdgePurge({
      urls: ['http://edge/'],
      send: () => Promise.reject(new Error('refused')),
      log: (line) => logs.push(line),
      repeatMs: 1e6,
    });
    purge(['site']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs).toEqual(['edge purge of "site" at http://edge/ failed: refused']);
  });

  test('a release written to the site manifest purges the version it replaced; one live for a moment is purged too', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-purge-'));
    const release = (version) =>
      writeSiteManifest(siteDir, {
        areas: {
          tools: areaEntry({
            area: 'tools',
            name: 'mf_tools',
            version,
            routes: [{ path: '/x', title: 'X' }],
          }),
        },
      });
    release('1.0.0');
    const purged = [];
    jest.useFakeTimers();
    const live = purgingOnChange(createManifestSource(siteDir), (keys) => purged.push(keys), 10);
    release('1.1.0');
    // No request meanwhile: the look every 10 ms finds it.
    jest.advanceTimersByTime(10);
    expect(purged).toEqual([['area:tools@1.0.0']]);
    // A page rendered from 1.2.0 (a request saw it), then rolled back at once: 1.2.0's pages are purged.
    release('1.2.0');
    expect(live.current()?.areas.tools.version).toBe('1.2.0');
    release('1.1.0');
    live.current();
    live.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
    expect(purged.slice(1)).toEqual([['area:tools@1.1.0'], ['area:tools@1.2.0']]);
  });
});

test('the version-set cookie names only the areas a visitor gets at a canary version; set or cleared when it says otherwise', () => {
  const live = manifest({ customer: area('customer', '1.0.0', '1.1.0'), tools: area('tools', '2.0.0') });
  const canaryVisitor = manifest({ customer: area('customer', '1.1.0'), tools: area('tools', '2.0.0') });
  expect(versionSetOf(canaryVisitor, live)).toBe('customer@1.1.0');
  expect(
    versionSetOf(manifest({ customer: area('customer', '1.0.0'), tools: area('tools', '2.0.0') }), live),
  ).toBe('');
  const answer = (cookie, visitor) => {
    const set = [];
    const res = { append: (name, value) => set.push(value), vary: () => undefined };
    versionSetCookie({ visitorManifest: () => visitor, liveManifest: () => live })(
      { get: () => cookie, secure: false },
      res,
      () => undefined,
    );
    return set;
  };
  expect(answer('gpa-versions=customer@1.1.0', canaryVisitor)).toEqual([]);
  expect(answer('', canaryVisitor)).toEqual([
    expect.stringMatching(/^gpa-versions=customer@1\.1\.0; Path=\/; Max-Age=\d+/),
  ]);
  expect(
    answer(
      'gpa-versions=customer@1.1.0',
      manifest({ customer: area('customer', '1.0.0'), tools: area('tools', '2.0.0') }),
    ),
  ).toEqual([expect.stringMatching(/^gpa-versions=; Path=\/; Max-Age=0/)]);
});

test('a change notice purges the keys of the collections it affects, once, from the site server that received it', async () => {
  const http = require('node:http');
  const { createSiteApp } = require('../app');
  const { affectedCollections } = require('../content/contentChanges');
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-notice-'));
  const purged = [];
  const app = createSiteApp({
    siteDir,
    contentUrl: 'http://127.0.0.1:9',
    contentChangesSecret: 's3cret',
    purgeEdge: (keys) => purged.push(keys),
  });
  const server = await new Promise((resolve) => {
    const listening = http.createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const answer = await fetch(`http://127.0.0.1:${server.address().port}/_content-changes`, {
    method: 'POST',
    headers: { authorization: 'Bearer s3cret', 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', uid: 'api::website-notification.website-notification' }),
  });
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(siteDir, { recursive: true, force: true });
  expect(answer.status).toBe(204);
  expect(purged).toEqual([
    affectedCollections('api::website-notification.website-notification').map(
      (collection) => `collection:${collection}`,
    ),
  ]);
  expect(purged[0]).toEqual(['collection:website-notifications']);
});
