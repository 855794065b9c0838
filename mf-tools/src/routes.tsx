// The tools area's route table: its pages, their titles, content reads and menu, footer and search entries.
import type { AreaRoute } from '@gpa/shared-ui';
import { rateTableRead } from './content/rateTable';

// The pages this area owns. The build publishes path, title, query and the menu, footer and search entries
// as routes.json (the site manifest carries them: the shell lists a page with no shell release); each page's
// content reads are declared with it (the server reads them before its one render, the browser prefetches
// them when a visitor points at a link).
export const routes: AreaRoute[] = [
  {
    path: '/rate-calculator',
    title: 'Rate Calculator',
    menu: [{ group: 'rates', label: 'Rate Calculator', order: 30 }],
    query: ['kwh'],
    content: () => [rateTableRead],
    page: () => import('./pages/rate-calculator/RateCalculatorPage'),
  },
  {
    path: '/bill-comparison-calculator',
    title: 'Bill Comparison Calculator',
    query: ['kwh'],
    page: () => import('./pages/bill-comparison/BillComparisonPage'),
  },
  {
    path: '/newsletter-sign-up',
    // The outcome of the form sent without script (the site server's answer; FORM_OUTCOME_PARAMS) is part of
    // the page. Written out: the build reads route tables as literals.
    query: ['form', 'fix'],
    title: 'Newsletter Sign-Up',
    page: () => import('./pages/newsletter-sign-up/NewsletterSignUpPage'),
  },
  {
    path: '/school-visit-request',
    // The outcome of the form sent without script (the site server's answer; FORM_OUTCOME_PARAMS) is part of
    // the page. Written out: the build reads route tables as literals.
    query: ['form', 'fix'],
    title: 'School Visit Request',
    page: () => import('./pages/school-visit-request/SchoolVisitRequestPage'),
  },
];
