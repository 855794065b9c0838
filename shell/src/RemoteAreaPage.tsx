import { AreaPageView, RetryBoundary, useDocumentTitle, type PublishedRoute } from '@gpa/shared-ui';
import { Suspense, use, useState } from 'react';
import { forgetArea, loadAreaModule } from './federation/areas';
import { NotFoundPage } from './pages/NotFoundPage';
import { Unavailable } from './pages/Unavailable';
import { Loading } from '@gpa/shared-ui';

function AreaRoute({ area, route }: { area: string; route: PublishedRoute }) {
  const module = use(loadAreaModule(area));
  const page = module.routes.find((candidate) => candidate.path === route.path);
  return page ? <AreaPageView route={page} /> : <NotFoundPage />;
}

/** A page owned by an area: its code loads on the first visit, inside a boundary that keeps failures local. */
export function RemoteAreaPage({ area, route }: { area: string; route: PublishedRoute }) {
  useDocumentTitle(route.title);
  const [, setAttempt] = useState(0);
  return (
    <RetryBoundary
      onRetry={() => {
        forgetArea(area);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <Unavailable title={route.title} message="This part of the site is not available right now." onRetry={retry} />
      )}
    >
      <Suspense fallback={<Loading label="Loading page…" />}>
        <AreaRoute area={area} route={route} />
      </Suspense>
    </RetryBoundary>
  );
}
