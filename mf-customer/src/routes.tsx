import type { AreaRoute } from '@gpa/shared-ui';

// The pages this area owns. The build publishes path and title as routes.json for the shell.
export const routes: AreaRoute[] = [
  { path: '/', title: 'Home', page: () => import('./pages/home/HomePage') },
  { path: '/cybersecurity', title: 'Cybersecurity', page: () => import('./pages/cybersecurity/CybersecurityPage') },
];
