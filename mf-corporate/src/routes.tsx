import type { AreaRoute } from '@gpa/shared-ui';

// The pages this area owns. The build publishes path and title as routes.json for the shell.
export const routes: AreaRoute[] = [
  { path: '/foia-reports', title: 'FOIA Reports', page: () => import('./pages/foia-reports/FoiaReportsPage') },
  // Procurement, operations and planning, news and media.
  { path: '/corporate/procurement', title: 'Procurement', page: () => import('./pages/procurement/ProcurementPage') },
  { path: '/corporate/operations', title: 'Power to Serve and Operations', page: () => import('./pages/operations/OperationsPage') },
  {
    path: '/corporate/operations/highlights-and-significant-events',
    title: 'Highlights and Significant Events',
    page: () => import('./pages/operations-highlights/HighlightsPage'),
  },
  {
    path: '/corporate/operations/projects-forecasts-and-studies',
    title: 'Projects, Forecasts and Studies',
    page: () => import('./pages/operations-projects/ProjectsForecastsStudiesPage'),
  },
  { path: '/corporate/operations/anticipated-projects', title: 'Anticipated Projects', page: () => import('./pages/operations-anticipated/AnticipatedProjectsPage') },
  {
    path: '/corporate/operations/planning-document-archive',
    title: 'Planning Document Archive',
    page: () => import('./pages/operations-archive/PlanningDocumentArchivePage'),
  },
  {
    path: '/corporate/operations/renewable-resources-links',
    title: 'Renewable Resources Links',
    page: () => import('./pages/operations-renewables/RenewableResourcesLinksPage'),
  },
  { path: '/corporate/operations/planning-data', title: 'Planning Data', page: () => import('./pages/operations-planning-data/PlanningDataPage') },
  {
    path: '/corporate/news/integrated-resource-plan',
    title: 'Integrated Resource Plan',
    page: () => import('./pages/irp/IntegratedResourcePlanPage'),
  },
  { path: '/news-and-media', title: 'News and Media', page: () => import('./pages/news-and-media/NewsAndMediaPage') },
];
