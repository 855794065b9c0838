// The held document page's own loading boundary (heldPage.ts): the router's PageBoundary stays hydrated around
// it, so the page opened next replaces this boundary as React deletes it, never hydrating it; only a page that
// is used needs its code. If that code fails to load, the page stays as served, with a notice above it.
import styled from '@emotion/styled';
import { PageBoundary, Problem, useRetryWhenReachable, type PublishedRoute } from '@gpa/shared-ui';
import { useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AreaCodeContext } from './areaCode';
import { heldPageProblem, releaseHeldPage, subscribeHeldPage, type HeldPageProblem } from './heldPage';

// In view wherever the visitor was in the page when it failed, over the page's column.
const Notice = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const Column = styled.div`
  max-width: calc(${({ theme }) => `${theme.maxWidth} - 2 * ${theme.space(2)}`});
  margin: 0 auto;
`;

/** The held page's code did not load: it can still be read and followed; offline, it loads by itself later. */
function HeldCodeFailure({ problem }: { problem: HeldPageProblem }) {
  const offline = useRetryWhenReachable(releaseHeldPage);
  return (
    <Notice>
      <Column>
        <Problem
          title={offline ? 'You are offline.' : 'Part of this page did not load.'}
          onRetry={releaseHeldPage}
          retrying={problem === 'retrying'}
        >
          {offline
            ? 'You can read this page and follow its links; its buttons and forms work once the connection returns.'
            : 'You can read this page and follow its links; its buttons and forms need the rest. Check your connection and try again.'}
        </Problem>
      </Column>
    </Notice>
  );
}

function HeldPageNotice({ route }: { route: PublishedRoute }) {
  const problem = useSyncExternalStore(
    subscribeHeldPage,
    () => heldPageProblem(route),
    () => undefined,
  );
  return problem ? <HeldCodeFailure problem={problem} /> : null;
}

export function HeldPageBoundary({ route, children }: { route: PublishedRoute; children: ReactNode }) {
  const { holds } = useContext(AreaCodeContext);
  // Decided once, as the page mounts (hydrates): the same tree for as long as the page is shown.
  const [ownBoundary] = useState(() => holds(route));
  // One element for the page's life: a new one would be an update that the held page must hydrate for.
  const page = useMemo(() => <PageBoundary>{children}</PageBoundary>, [children]);
  if (!ownBoundary) return children;
  return (
    <>
      <HeldPageNotice route={route} />
      {page}
    </>
  );
}
