// The shell's start in the browser (index.ts loads it): reads the data blocks the server put in the page,
// starts the signals, hydrates (or renders) the site, then follows content changes and starts offline support.
import { AppProviders, createQueryClient, hydrateContent } from '@gpa/shared-ui';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, bootFromManifest } from './App';
import { readDataBlock } from './federation/dataBlocks';
import { holdDocumentPage, hydrateHeldPageFor } from './federation/heldPage';
import { followChanges } from './live/followChanges';
import { afterInteractive } from './afterInteractive';
import { yieldToMain } from './afterFirstPaint';
import { reportingRootErrors, startSignals } from './signals';
import { siteManifestSchema } from './federation/siteManifest';
import * as z from 'zod/v4-mini';

// TanStack Query's own format (dehydrate() on the server): its two lists are checked here, their entries by
// hydrate() itself.
const dehydratedStateShape = z.looseObject({
  queries: z.array(z.unknown()),
  mutations: z.array(z.unknown()),
});
const dehydratedStateSchema = z.custom<DehydratedState>(
  (value) => z.safeParse(dehydratedStateShape, value).success,
);

/**
 * Reads the page's data blocks and starts the site. The site server puts the manifest in every page, and, in
 * a server-rendered page, the content it rendered with: the first render then needs no request and equals
 * the HTML already on screen. Reading them and hydrating are two tasks.
 */
export async function startSite() {
  const manifest = readDataBlock('site-manifest', siteManifestSchema);
  const queryState = readDataBlock('query-state', dehydratedStateSchema);
  const renderedAt = readDataBlock('render-clock', z.number());
  // Page views, errors and Web Vitals of a sampled share of visits, to the site server (signals/).
  startSignals(manifest);
  const queryClient = createQueryClient();
  if (queryState) hydrateContent(queryClient, queryState);
  const initialBoot = manifest ? bootFromManifest(manifest) : undefined;
  await yieldToMain();

  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedAt={renderedAt}>
        <App initialBoot={initialBoot} />
      </AppProviders>
    </StrictMode>
  );
  // Hydration as a transition is done in slices that yield to the browser between them, instead of one long
  // task that would hold up a tap on a phone (the server's HTML is already on screen meanwhile).
  // The server's HTML of a text-only page stays as it is until the visitor needs the page's code.
  if (queryState && initialBoot) {
    holdDocumentPage();
    startTransition(() => void hydrateRoot(container, app, reportingRootErrors));
  } else createRoot(container, reportingRootErrors).render(app);
  // Content changes pushed by the site server: what changed is read again at once (live/). Opened now, not when
  // idle: a change the server learns meanwhile would reach this tab only at its next read.
  followChanges(queryClient, { renderedAt, beforeReread: hydrateHeldPageFor });
  // Offline support (service worker, offline notice) loads only once the page is interactive. Without it (a
  // browser that refuses the worker, a failed download) the site works as before. The worker keeps the
  // content entry checks for reads made offline: the page names them.
  afterInteractive(
    () =>
      void import('./offline/startOffline')
        .then(({ startOffline }) => startOffline(queryClient))
        .catch(() => undefined),
  );
}
