// The route table entry of the page on screen, for its title and path.
import type { PublishedRoute } from '@gpa/contracts';
import { createContext, useContext } from 'react';

/** The route table entry of the page on screen, as its area's routes.tsx declares it. */
export const CurrentRouteContext = createContext<PublishedRoute | null>(null);

/**
 * The current page's route: its path and title come from the area's route table, so a page that serves
 * several routes (one component for many static screens) writes neither twice.
 */
export function useCurrentRoute(): PublishedRoute {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute() is for pages rendered from a route table');
  return route;
}
