// Starts offline support once the page is interactive: the service worker, the saved-copy notice and refreshes.
import { whenNetworkReturns } from '@gpa/shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { readDataBlock } from '../federation/dataBlocks';
import { showSavedCopyNotice } from './offlineNotice';
import * as z from 'zod/v4-mini';
import {
  clearOfflineCaches,
  SAVE_PAGES,
  SERVICE_WORKER_URL,
  parseWorkerManifest,
  workerManifestSchema,
  type ManifestForWorker,
  type SavePagesMessage,
} from './protocol';
import { savedAt, savedReason } from './savedCopy';

/**
 * The live site manifest: the one inlined in a page that came from the network, else read (a saved copy's
 * is as old as the copy; a client-rendered page has none).
 */
async function liveManifest(): Promise<ManifestForWorker | undefined> {
  const inlined = readDataBlock('site-manifest', workerManifestSchema);
  if (inlined && !savedAt()) return inlined;
  try {
    return parseWorkerManifest(await (await fetch(`/site-manifest.json?t=${Date.now()}`)).json());
  } catch {
    return undefined;
  }
}

/** Workbox's broadcast that a stored content read changed (workbox-broadcast-update). */
const cacheUpdatedSchema = z.object({ type: z.literal('CACHE_UPDATED') });

/** Same-origin files this page loaded before the worker ran (scripts, manifests, content reads). */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin);

const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * Offline support, started once the page is interactive: the notice on a saved copy, the service worker
 * (or its removal, when the site manifest's kill switch `serviceWorker: false` is set), and the content
 * refresh when the worker has a newer copy than the one shown.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  const saved = savedAt();
  if (saved) {
    const networkReturns = whenNetworkReturns();
    showSavedCopyNotice(saved, savedReason(), networkReturns);
    // The content on screen is the saved one: read it again once a request reaches the network.
    void networkReturns.then(() => queryClient.invalidateQueries());
  }
  if (!('serviceWorker' in navigator)) return;

  const manifest = await liveManifest();
  if (manifest?.serviceWorker === false) {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    // The worker clears its caches as it turns off, but a file of this page it was storing meanwhile would
    // outlive that: the page, loaded by now, clears them too.
    await clearOfflineCaches(caches);
    return;
  }

  const firstVisit = !navigator.serviceWorker.controller;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  // A newer copy of a content read arrived (stale-while-revalidate): show it in place.
  workbox.addEventListener('message', (event) => {
    if (z.safeParse(cacheUpdatedSchema, event.data).success) void queryClient.invalidateQueries();
  });
  await workbox.register();

  const save = (pages: string[]) =>
    void workbox.messageSW({ type: SAVE_PAGES, pages } satisfies SavePagesMessage);
  // Every load: the worker saves what is missing or old among the essential pages (nothing when all are).
  if (firstVisit) {
    await workbox.active;
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedFiles() } });
  }
  save(firstVisit ? [currentPage()] : []);
  // Pages opened in place (the router, no page load) are saved too.
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigatesuccess', () =>
    save([currentPage()]),
  );
}
