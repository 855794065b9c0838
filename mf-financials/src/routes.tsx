// The financials area's route table: its pages, their titles, content reads and menu, footer and search
// entries.
import type { AreaRoute } from '@gpa/shared-ui';
import { fuelPurchasesRead, pucLeacOrdersRead } from './content/leac';
import { financialsTabContentRead } from './content/financials';
import { FINANCIALS_VIEWS } from './pages/financials/financialsTabs';
import {
  newsReleasesRead,
  rateAdjustmentFaqsRead,
  rateDocumentsRead,
  scheduleChartsRead,
} from './content/rates';

// The pages this area owns. The build publishes path, title, query and the menu, footer and search entries
// as routes.json (the site manifest carries them: the shell lists a page with no shell release); each page's
// content reads are declared with it (the server reads them before its one render, the browser prefetches
// them when a visitor points at a link).
export const routes: AreaRoute[] = [
  {
    path: '/corporate/financials',
    title: 'Financials',
    pageCode: 'whenUsed',
    menu: [{ group: 'about', label: 'Financials', order: 70 }],
    // The top tab (a view of its own) and the sub-tabs of three of them, each a link to its address.
    query: ['tab', 'statements', 'bonds', 'travel'],
    views: FINANCIALS_VIEWS,
    content: (params) => financialsTabContentRead(params.get('tab')),
    page: () => import('./pages/financials/FinancialsPage'),
  },
  {
    path: '/rates',
    title: 'Rates',
    pageCode: 'whenUsed',
    menu: [
      { group: 'business', label: 'Rates', order: 30 },
      { group: 'rates', label: 'Rates', order: 10 },
    ],
    content: () => [rateDocumentsRead],
    page: () => import('./pages/rates/RatesPage'),
  },
  {
    path: '/leac',
    pageCode: 'whenUsed',
    title: 'Levelized Energy Adjustment Clause (LEAC)',
    menu: [{ group: 'rates', label: 'LEAC', order: 20 }],
    search: {
      label: 'Fuel charge',
      description: 'The fuel part of every bill: fuel purchases and the PUC orders that set the LEAC factor.',
    },
    query: ['tab'],
    content: () => [fuelPurchasesRead, pucLeacOrdersRead],
    page: () => import('./pages/leac/LeacPage'),
  },
  {
    path: '/rateadjustment',
    title: 'Rate Adjustment',
    menu: [{ group: 'rates', label: 'Rate Adjustment', order: 40 }],
    search: {
      label: 'Rate increase',
      description: 'What the rate adjustment changes on a bill, with a calculator by kWh.',
    },
    // ?schedule= is the picker's choice without the script (its panel open with that chart).
    query: ['kwh', 'schedule'],
    // Its picker and calculator sit in closed panels: opening one loads the code. A shared result (?kwh=)
    // opens the calculator's panel, and the page then loads its code at once.
    pageCode: 'whenUsed',
    content: () => [rateDocumentsRead, scheduleChartsRead, rateAdjustmentFaqsRead, newsReleasesRead],
    page: () => import('./pages/rate-adjustment/RateAdjustmentPage'),
  },
];
