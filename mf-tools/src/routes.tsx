import type { AreaRoute } from '@gpa/shared-ui';

// The pages this area owns. The build publishes path and title as routes.json for the shell.
export const routes: AreaRoute[] = [
  { path: '/rate-calculator', title: 'Rate Calculator', page: () => import('./pages/rate-calculator/RateCalculatorPage') },
  { path: '/bill-comparison-calculator', title: 'Bill Comparison Calculator', query: ['kwh'], page: () => import('./pages/bill-comparison/BillComparisonPage') },
  { path: '/newsletter-sign-up', title: 'Newsletter Sign-Up', page: () => import('./pages/newsletter-sign-up/NewsletterSignUpPage') },
  { path: '/school-visit-request', title: 'School Visit Request', page: () => import('./pages/school-visit-request/SchoolVisitRequestPage') },
];
