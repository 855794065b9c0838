import { AreaPageView, RetryBoundary, useDocumentTitle, type PublishedRoute } from '@gpa/shared-ui';
import { startTransition, use, useContext, useState } from 'react';
import { AreaCodeContext } from './federation/areaCode';
import { NotFoundPage } from './pages/NotFoundPage';
import { Unavailable } from './pages/Unavailable';

function AreaRoute({ area, route }: { area: string; route: PublishedRoute }) {
  const module = use(useContext(AreaCodeContext).load(area));
  const page = module.routes.find((candidate) => candidate.path === route.path);
  return page ? <AreaPageView route={page} /> : <NotFoundPage />;
}

/**
 * A page owned by an area: its code loads on the first visit (inside the router's PageBoundary, so a
 * navigation keeps the current page until it can show), in a boundary that keeps failures local.
 */
export function RemoteAreaPage({ area, route }: { area: string; route: PublishedRoute }) {
  useDocumentTitle(route.title, route.path);
  const { forget } = useContext(AreaCodeContext);
  const [, setAttempt] = useState(0);
  return (
    <RetryBoundary
      onRetry={() => {
        forget(area);
        startTransition(() => setAttempt((n) => n + 1));
      }}
      fallback={(retry) => (
        <Unavailable title={route.title} message="This part of the site is not available right now." onRetry={retry} />
      )}
    >
      <AreaRoute area={area} route={route} />
    </RetryBoundary>
  );
}
