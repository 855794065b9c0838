import type { AreaRoute } from '@gpa/shared-ui';

// The pages this area owns. The build publishes path and title as routes.json for the shell.
export const routes: AreaRoute[] = [
  { path: '/corporate/financials', title: 'Financials', query: ['tab'], page: () => import('./pages/financials/FinancialsPage') },
  { path: '/rates', title: 'Rates', page: () => import('./pages/rates/RatesPage') },
  { path: '/leac', title: 'Levelized Energy Adjustment Clause (LEAC)', page: () => import('./pages/leac/LeacPage') },
  { path: '/rateadjustment', title: 'Rate Adjustment', page: () => import('./pages/rate-adjustment/RateAdjustmentPage') },
];
