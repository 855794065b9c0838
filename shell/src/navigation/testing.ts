// Test helper (not bundled: only tests import this file): the route tables the areas publish today.
import type { AreaRouteTable } from '../federation/areas';

const { readRouteTable } = require('@gpa/shared-ui/build/route-table.js') as {
  readRouteTable: (file: string) => AreaRouteTable['routes'];
};
const { areas } = require('../../../scripts/lib/packages') as { areas: Record<string, string> };

/** Every area's route table as its build publishes it (routes.json), read from its src/routes.tsx. */
export const publishedRouteTables = (): AreaRouteTable[] =>
  Object.entries(areas).map(([area, pkg]) => ({
    area,
    routes: readRouteTable(require.resolve(`@gpa/${pkg}/routes`)),
  }));
