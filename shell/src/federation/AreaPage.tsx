// The route element of an area's page: loads the area's code on demand, with a local error boundary and Retry.
import {
  LazyRoutePage,
  OFFLINE_PAGE_MESSAGE,
  OPENS_WHEN_ONLINE,
  RetryBoundary,
  useDocumentTitle,
  useRetryWhenReachable,
  type PublishedRoute,
} from '@gpa/shared-ui';
import { startTransition, use, useContext, useLayoutEffect, useState } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Unavailable } from '../pages/Unavailable';
import { AreaCodeContext } from './areaCode';
import { heldPageCode, heldPageHydrated } from './heldPage';

/** The area's page for this route, once the area's code has loaded (a text-only page's when needed). */
function LoadedAreaPage({ area, route }: { area: string; route: PublishedRoute }) {
  const { load, forget } = useContext(AreaCodeContext);
  const held = heldPageCode(
    area,
    route,
    () => load(area),
    () => forget(area),
  );
  const module = use(held ?? load(area));
  // In the commit, before the browser's next event: a click then is React's alone, not also the held page's
  // (kept and done again, or a tab's address opened twice).
  useLayoutEffect(() => heldPageHydrated(route), [route]);
  const page = module.routes.find((candidate) => candidate.path === route.path);
  return page ? <LazyRoutePage route={page} /> : <NotFoundPage />;
}

/**
 * The area's code did not load. Offline (the network does not answer), the one clear reason, and the page
 * opens by itself when it answers again; the bar about a saved copy is not shown for this page.
 */
function AreaUnavailable({ title, retry }: { title: string; retry: () => void }) {
  const offline = useRetryWhenReachable(retry);
  const message = offline
    ? `${OFFLINE_PAGE_MESSAGE} ${OPENS_WHEN_ONLINE}`
    : 'This part of the site is not available right now.';
  return <Unavailable title={title} message={message} onRetry={retry} />;
}

/**
 * A page owned by an area: its code loads on the first visit (inside the router's PageBoundary, so a
 * navigation keeps the current page until it can show), in a boundary that keeps failures local.
 */
export function AreaPage({ area, route }: { area: string; route: PublishedRoute }) {
  useDocumentTitle(route.title, route.path);
  const { forget } = useContext(AreaCodeContext);
  const [, setAttempt] = useState(0);
  return (
    <RetryBoundary
      onRetry={() => {
        forget(area);
        startTransition(() => setAttempt((n) => n + 1));
      }}
      fallback={(retry) => <AreaUnavailable title={route.title} retry={retry} />}
    >
      <LoadedAreaPage area={area} route={route} />
    </RetryBoundary>
  );
}
