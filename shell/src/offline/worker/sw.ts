// The service worker: network-first pages and code with saved copies for offline, content caches, and the
// manifest-driven clean-up of retired area builds.
import '../../zodJitless';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, Strategy, type StrategyHandler } from 'workbox-strategies';
import * as z from 'zod/v4-mini';
import {
  buildsKey,
  CACHE_PREFIX,
  clearOfflineCaches,
  inlinedManifest,
  parseWorkerManifest,
  savePagesMessageSchema,
  type ManifestForWorker,
} from '../protocol';
import {
  describeSaved,
  isServerRendered,
  offlinePage,
  savedBuilds,
  savedCopy,
  servedCopy,
} from './savedPages';
import { createPageSaving } from './pageSaving';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
const CACHE = {
  pages: `${CACHE_PREFIX}pages`,
  content: `${CACHE_PREFIX}content`,
  manifest: `${CACHE_PREFIX}manifest`,
  shell: `${CACHE_PREFIX}shell`,
};
const areaCache = (area: string) => `${CACHE_PREFIX}area-${area}`;
const MANIFEST_PATH = '/site-manifest.json';
// Code (the shell's and the areas' files, hashed or not) is taken from the network whenever it answers within
// this time: through the browser's HTTP cache, which keeps hashed files a year and which no page script can
// write. The worker's caches are the origin's: any script on the site could put a file there (under any name:
// caches.keys() lists them all), so a stored copy is served only when the network fails (offline).
const CODE_NETWORK_TIMEOUT_S = 4;
// Not pages: content, uploads, area folders (their standalone QA pages), the health check, the change stream.
const NOT_PAGES = /^\/(api|uploads|areas|healthz|events|sw\.js)(\/|$)/;

// Bounds on storage: every cache keeps at most so many entries, none older than its age limit.
const bounded = (maxEntries: number, maxAgeDays: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY_S, purgeOnQuotaError: true });
const cacheFor = (maxEntries: number, maxAgeDays: number) => [storable, bounded(maxEntries, maxAgeDays)];

// --- what the worker knows of the live site ---------------------------------------------------------

let liveManifest: ManifestForWorker | undefined;

async function knownManifest(): Promise<ManifestForWorker | undefined> {
  if (liveManifest) return liveManifest;
  const saved = await caches.match(MANIFEST_PATH, { cacheName: CACHE.manifest });
  liveManifest = saved ? parseWorkerManifest(await saved.json()) : undefined;
  return liveManifest;
}

/**
 * Every manifest the worker sees (site-manifest.json, or one inlined in a page from the network) tells it
 * the live builds. A changed area: the saved pages rendered with another build are fetched again, then
 * that area's files of retired builds are dropped (other areas' files stay). The kill switch turns it off.
 */
async function learn(manifest: ManifestForWorker, event: ExtendableEvent): Promise<void> {
  if (manifest.serviceWorker === false) return turnOff();
  const previous = await knownManifest();
  liveManifest = manifest;
  if (previous && buildsKey(previous) === buildsKey(manifest)) return;
  const cache = await caches.open(CACHE.manifest);
  await cache.put(
    MANIFEST_PATH,
    new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );
  if (!previous) return;
  const changed = Object.keys(manifest.areas).filter(
    (area) => previous.areas[area]?.entry !== manifest.areas[area]?.entry,
  );
  await refreshSavedPages(manifest, event);
  await Promise.all(changed.map((area) => dropRetiredBuilds(area, manifest.areas[area]?.entry ?? '')));
}

async function refreshSavedPages(manifest: ManifestForWorker, event: ExtendableEvent) {
  const cache = await caches.open(CACHE.pages);
  for (const request of await cache.keys()) {
    const builds = savedBuilds((await cache.match(request)) ?? new Response());
    if (!builds || builds === buildsKey(manifest)) continue;
    // A page that cannot be saved again at the live builds is not kept: it would run a retired build.
    await savePage(request.url, event).catch(() => cache.delete(request));
  }
}

async function dropRetiredBuilds(area: string, liveEntry: string) {
  const liveFolder = liveEntry.slice(0, liveEntry.lastIndexOf('/') + 1);
  const cache = await caches.open(areaCache(area));
  for (const request of await cache.keys())
    if (!new URL(request.url).pathname.startsWith(liveFolder)) await cache.delete(request);
}

let switchedOff = false;

async function turnOff() {
  switchedOff = true;
  await clearOfflineCaches(caches);
  await self.registration.unregister();
}

// --- strategies --------------------------------------------------------------------------------------

/** Only complete answers are stored, and nothing once the kill switch has cleared the caches. */
const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !switchedOff ? response : null),
};

/** Pages are stored with when they were saved; a saved copy is served with a meta element saying so. */
const savedCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response, event }) => {
    const copy = switchedOff ? null : await savedCopy(response, new Date());
    const html = copy ? await copy.clone().text() : '';
    const manifest = inlinedManifest(html);
    if (manifest) await learn(manifest, event);
    // The page's manifest may carry the kill switch: then nothing is stored again after the caches are cleared.
    if (switchedOff) return null;
    // A page saved without being opened must carry its content: a client-rendered fallback is not kept
    // (it is tried again on a later visit). An opened one has had its content reads stored meanwhile.
    return request.mode === 'navigate' || isServerRendered(html) ? copy : null;
  },
  // Why the copy is used, as the page cannot know it: the network failed (recorded here, before the strategy
  // reads the cache), or it has not answered within the wait.
  fetchDidFail: async ({ state }) => {
    if (state) state.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) =>
    cachedResponse ? servedCopy(cachedResponse, state?.networkFailed ? 'offline' : 'slow') : null,
};
const pageOptions = { cacheName: CACHE.pages, plugins: [savedCopies, bounded(60, 30)] };
// How long a visitor online waits for the network's page (and notices) before the saved copy is shown: the
// network's is current (a corrected notice), the saved one may be superseded; a weak connection still gets
// the saved copy after this wait.
const NETWORK_WAIT_S = 1;
/** A saved page at the live builds: the network's if it answers within the wait, else the saved copy (weak connections), stored when the network's arrives. */
const briefNetworkFirst = new NetworkFirst({ ...pageOptions, networkTimeoutSeconds: NETWORK_WAIT_S });
/** Otherwise the network's page, and the saved one only when the network fails (offline). */
const networkFirst = new NetworkFirst(pageOptions);

/** Saving a page the visitor has not opened: from the network only (a failure must not pass for a save). */
class SaveFromNetwork extends Strategy {
  protected override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return handler.fetchAndCachePut(request);
  }
}
const saveFromNetwork = new SaveFromNetwork(pageOptions);

/** The manifest is never answered from the cache while the network answers. */
const manifestStrategy = new NetworkFirst({
  cacheName: CACHE.manifest,
  plugins: [
    storable,
    { cacheKeyWillBeUsed: async () => MANIFEST_PATH },
    {
      fetchDidSucceed: async ({ response, event }) => {
        const manifest = response.ok ? parseWorkerManifest(await response.clone().json()) : undefined;
        if (manifest) await learn(manifest, event);
        return response;
      },
    },
  ],
});

// The site server's content answers carry an ETag of their body: a stored answer is superseded when the
// network's ETag differs, whatever the length ("4:00" -> "5:00"). The length only tells apart an answer
// stored before answers had an ETag.
const contentOptions = {
  cacheName: CACHE.content,
  plugins: [...cacheFor(200, 7), new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'content-length'] })],
};
/** Content reads: the saved answer at once, the fresh one stored meanwhile; the page is told when it changed (and re-reads). */
const contentStrategy = new StaleWhileRevalidate(contentOptions);
/** The notices (an outage's time and place): the network's unless it is slow or down, so a superseded notice is not shown online. */
const noticesStrategy = new NetworkFirst({ ...contentOptions, networkTimeoutSeconds: NETWORK_WAIT_S });
const NOTICES = /^\/api\/website-notifications(\/|$)/;

/** The network's code, its stored copy (only ever the worker's own 200 answers) offline. */
const codeFiles = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: CODE_NETWORK_TIMEOUT_S,
    plugins: cacheFor(maxEntries, 60),
  });
const shellFiles = codeFiles(CACHE.shell, 80);
const areaStrategies = new Map<string, Strategy>();
/** One cache per area, so that a release of one area never evicts another area's files. */
function areaFiles(area: string) {
  let strategy = areaStrategies.get(area);
  if (!strategy) {
    strategy = codeFiles(areaCache(area), 150);
    areaStrategies.set(area, strategy);
  }
  return strategy;
}

// --- routes ------------------------------------------------------------------------------------------

const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = (request: Request, url: URL) =>
  sameOrigin(url) &&
  !NOT_PAGES.test(url.pathname) &&
  (request.mode === 'navigate' || (request.headers.get('Accept') ?? '').startsWith('text/html'));

async function pageHandler({
  request,
  event,
}: {
  request: Request;
  event: ExtendableEvent;
}): Promise<Response> {
  const saved = await caches.match(request, { cacheName: CACHE.pages });
  const live = await knownManifest();
  const builds = saved && savedBuilds(saved);
  const current = saved && (!builds || !live || builds === buildsKey(live));
  return (current ? briefNetworkFirst : networkFirst).handle({ request, event });
}

router.registerRoute(new Route(({ request, url }) => isPage(request, url), pageHandler));
router.registerRoute(
  new Route(({ url }) => sameOrigin(url) && url.pathname === MANIFEST_PATH, manifestStrategy),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'),
    ({ request, url, event }) =>
      (NOTICES.test(url.pathname) ? noticesStrategy : contentStrategy).handle({ request, event }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && /^\/areas\/[^/]+\/[^/]+\//.test(url.pathname),
    ({ request, url, event }) => areaFiles(url.pathname.split('/')[2] ?? '').handle({ request, event }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && !NOT_PAGES.test(url.pathname),
    ({ request, event }) => shellFiles.handle({ request, event }),
  ),
);

/** A page never saved, offline: the small offline page with links to the saved ones. */
router.setCatchHandler(async ({ request }) => {
  if (!isPage(request, new URL(request.url))) return Response.error();
  const cache = await caches.open(CACHE.pages);
  const saved = await Promise.all(
    (await cache.keys()).map(async (key) =>
      describeSaved(key.url, (await cache.match(key)) ?? new Response()),
    ),
  );
  return offlinePage(saved);
});

// --- saving pages the visitor has not opened ---------------------------------------------------------

const { savePage, saveWithEssentialPages } = createPageSaving({
  router,
  saveFromNetwork,
  manifestStrategy,
  knownManifest,
  pagesCache: CACHE.pages,
  manifestPath: MANIFEST_PATH,
});

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
// The page asks to save itself (and the essential pages) once it is interactive, and each page it moves to
// in place; the files it loaded before the worker ran come through Workbox's CACHE_URLS message.
self.addEventListener('message', (event) => {
  // Workbox's own messages (CACHE_URLS) come this way too: they are not this one.
  const message = z.safeParse(savePagesMessageSchema, event.data).data;
  if (message) event.waitUntil(saveWithEssentialPages(message.pages ?? [], event));
});
router.addFetchListener();
router.addCacheListener();
