import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, Problem } from './Status';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the status and error texts ("FOIA reports"). */
  what: string;
  children: (data: T) => ReactNode;
}

/** Loading, error-with-retry and success for one content read: every page shows them the same way. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={`Loading ${what}…`} />;
  if (query.isError)
    return (
      <Problem title={`We couldn't load the ${what} right now.`} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        Please check your connection and try again.
      </Problem>
    );
  return <>{children(query.data)}</>;
}
