import type { AreaRoute } from '@gpa/shared-ui';

// The pages this area owns. The build publishes path and title as routes.json for the shell.
export const routes: AreaRoute[] = [
  { path: '/leac', title: 'Levelized Energy Adjustment Clause (LEAC)', page: () => import('./pages/leac/LeacPage') },
];
