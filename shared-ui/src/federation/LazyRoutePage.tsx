// The pages' one loading boundary: each route's page loaded lazily, with a retry after a failed load.
import styled from '@emotion/styled';
import {
  Suspense,
  lazy,
  startTransition,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Loading, Problem } from '../components/Status';
import { RetryBoundary } from '../components/RetryBoundary';
import {
  OFFLINE_PAGE_MESSAGE,
  OPENS_WHEN_ONLINE,
  useRetryWhenReachable,
} from '../network/useRetryWhenReachable';
import type { AreaRoute } from './areaRoute';
import { CurrentRouteContext } from './currentRoute';

// One lazy component per route, so revisiting a page does not suspend again. React.lazy remembers a
// failure forever, so a retry replaces the cached lazy with a fresh one.
const lazyPages = new WeakMap<AreaRoute, LazyExoticComponent<ComponentType>>();

function lazyPage(route: AreaRoute): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(route.page);
    lazyPages.set(route, page);
  }
  return page;
}

// A window high: while the first page loads, the footer waits below the fold instead of jumping up, then down
// again when the page arrives (layout shifts).
const FirstPageLoading = styled.div`
  min-height: 100vh;
`;

/**
 * The one loading boundary of the pages, around the router's outlet rather than each page: a navigation is a
 * transition, so the current page stays on screen (header and footer included) until the next page's code
 * has loaded. Its "Loading page…" shows only when there is no page yet (a first, client-rendered load).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <FirstPageLoading>
          <Loading label="Loading page…" />
        </FirstPageLoading>
      }
    >
      {children}
    </Suspense>
  );
}

/** A page whose code did not load: offline it says so and opens by itself once the network answers. */
function PageLoadFailure({ retry }: { retry: () => void }) {
  const offline = useRetryWhenReachable(retry);
  return offline ? (
    <Problem title={OFFLINE_PAGE_MESSAGE} onRetry={retry}>
      {OPENS_WHEN_ONLINE}
    </Problem>
  ) : (
    <Problem title="This page could not be loaded." onRetry={retry}>
      Part of the site did not respond. Check your connection and try again.
    </Problem>
  );
}

/** Renders one page of an area (inside PageBoundary), with a retry when its code fails to load. */
export function LazyRoutePage({ route }: { route: AreaRoute }) {
  const [, setAttempt] = useState(0);
  const Page = lazyPage(route);
  return (
    <RetryBoundary
      onRetry={() => {
        lazyPages.delete(route);
        // A transition: the notice stays until the page's code has loaded again.
        startTransition(() => setAttempt((n) => n + 1));
      }}
      fallback={(retry) => <PageLoadFailure retry={retry} />}
    >
      <CurrentRouteContext.Provider value={route}>
        {/* One component per route, kept across renders (lazyPages), not a new one each render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </CurrentRouteContext.Provider>
    </RetryBoundary>
  );
}
