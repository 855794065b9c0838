// How every page shows a content read: loading, failed with Retry or offline, or its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRetryWhenReachable } from '../network/useRetryWhenReachable';
import { Loading, Problem } from './Status';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the status and error texts ("FOIA reports"). */
  what: string;
  children: (data: T) => ReactNode;
}

const OFFLINE_READ = 'You are offline. This part of the page loads by itself once the connection returns.';

/** A failed read: Retry; offline (the network does not answer), it says so and reads again once it does. */
function ReadProblem({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  const retry = () => void query.refetch();
  const offline = useRetryWhenReachable(retry);
  return (
    <Problem title={`We couldn't load the ${what} right now.`} onRetry={retry} retrying={query.isFetching}>
      {offline ? OFFLINE_READ : 'Please check your connection and try again.'}
    </Problem>
  );
}

/** Loading, error-with-retry and success for one content read: every page shows them the same way. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={`Loading ${what}…`} />;
  if (query.isError) return <ReadProblem query={query} what={what} />;
  return <>{children(query.data)}</>;
}
