import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading, Problem } from '../components/Status';
import { RetryBoundary } from '../components/RetryBoundary';
import type { AreaRoute } from './areaRoutes';

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

/** Renders one page of an area with its loading state and a retry when its code fails to load. */
export function AreaPageView({ route }: { route: AreaRoute }) {
  const [, setAttempt] = useState(0);
  const Page = lazyPage(route);
  return (
    <RetryBoundary
      onRetry={() => {
        lazyPages.delete(route);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <Problem title="This page could not be loaded." onRetry={retry}>
          Part of the site did not respond. Check your connection and try again.
        </Problem>
      )}
    >
      <Suspense fallback={<Loading label="Loading page…" />}>
        <Page />
      </Suspense>
    </RetryBoundary>
  );
}
