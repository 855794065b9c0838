import type { AreaRoute } from '@gpa/shared-ui';
import { fuelPurchasesRead, pucLeacOrdersRead } from './content/leac';
import { financialsTabContentRead } from './content/financials';
import { newsReleasesRead, rateAdjustmentFaqsRead, rateDocumentsRead, scheduleChartsRead } from './content/rates';

// The pages this area owns. The build publishes path, title and query as routes.json for the shell; each
// page's content reads are declared with it (the server reads them before its one render, the browser
// prefetches them when a visitor points at a link).
export const routes: AreaRoute[] = [
  { path: '/corporate/financials', title: 'Financials', query: ['tab'], content: (params) => financialsTabContentRead(params.get('tab')), page: () => import('./pages/financials/FinancialsPage') },
  { path: '/rates', title: 'Rates', content: () => [rateDocumentsRead], page: () => import('./pages/rates/RatesPage') },
  { path: '/leac', title: 'Levelized Energy Adjustment Clause (LEAC)', content: () => [fuelPurchasesRead, pucLeacOrdersRead], page: () => import('./pages/leac/LeacPage') },
  { path: '/rateadjustment', title: 'Rate Adjustment', query: ['kwh'], content: () => [rateDocumentsRead, scheduleChartsRead, rateAdjustmentFaqsRead, newsReleasesRead], page: () => import('./pages/rate-adjustment/RateAdjustmentPage') },
];
