// The query client settings every page's content reads use.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // retryOnMount: false keeps a failed read failed until the visitor presses Retry. A server-rendered
      // page that shows the "couldn't load" notice then hydrates to the same notice instead of swapping it
      // for a spinner (a hydration mismatch), and a failing content service is not hit again on every mount.
      // networkMode 'always': a read is made whatever navigator.onLine says (the service worker may answer it
      // from its store; a failed one shows its notice, which retries once the network answers: QueryState).
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        retryOnMount: false,
        networkMode: 'always',
      },
    },
  });
}
