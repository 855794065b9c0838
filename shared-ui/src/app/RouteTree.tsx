// The page a route tree shows at the router's location, in any router (browser, server, hash, memory).
import { useRoutes, type RouteObject } from 'react-router';

/** Renders the matching branch of `routes` (React Router's declarative mode over route objects). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
