// The corporate area's route table: its pages, their titles, content reads and menu, footer and search
// entries.
import type { AreaRoute } from '@gpa/shared-ui';
import { contactItemsRead } from './content/contactItems';
import { aboutUsPageReads } from './content/aboutUs';
import { foiaReportsRead } from './content/foiaReports';
import {
  demographicsRead,
  employeeBenefitsRead,
  hrFilesRead,
  jobOpeningsRead,
  leaveTableRead,
  personnelServicesReads,
  petitionsRead,
} from './content/humanResources';
import { irpPageReads, irpSummariesRead, masterPlanDocumentsRead } from './content/irp';
import { articlesRead } from './content/news';
import { operationsPageReads } from './content/operations';
import { procurementPageReads } from './content/procurement';
import { standardOperatingProceduresRead } from './content/sop';

/**
 * A static corporate screen: one component shows them all, by path (pages/corporate-screens/screens.tsx).
 * Text and links only, so a first visit holds its code until used.
 */
const corporateScreen = (path: string, title: string): AreaRoute => ({
  path,
  title,
  pageCode: 'whenUsed',
  page: () => import('./pages/corporate-screens/CorporateScreenPage'),
});

// The pages this area owns. The build publishes path, title, query and the menu, footer and search entries
// as routes.json (the site manifest carries them: the shell lists a page with no shell release).
export const routes: AreaRoute[] = [
  {
    path: '/foia-reports',
    title: 'FOIA Reports',
    pageCode: 'whenUsed',
    menu: [{ group: 'about', label: 'FOIA Reports', order: 90 }],
    content: () => [foiaReportsRead],
    page: () => import('./pages/foia-reports/FoiaReportsPage'),
  },
  // About us, human resources, job openings, SOP, internet policy, contact, static corporate screens.
  {
    path: '/corporate/about-us',
    pageCode: 'whenUsed',
    title: 'About Us',
    menu: [{ group: 'about', label: 'About GPA', order: 10 }],
    content: () => aboutUsPageReads,
    page: () => import('./pages/about-us/AboutUsPage'),
  },
  {
    path: '/corporate/human-resources',
    title: 'Human Resources',
    pageCode: 'whenUsed',
    menu: [{ group: 'about', label: 'Human Resources', order: 60 }],
    page: () => import('./pages/human-resources/HumanResourcesPage'),
  },
  {
    path: '/corporate/human-resources/personnel-services',
    title: 'Personnel Services',
    pageCode: 'whenUsed',
    content: () => personnelServicesReads,
    page: () => import('./pages/human-resources/personnel-services/PersonnelServicesPage'),
  },
  {
    path: '/corporate/human-resources/employee-benefits',
    title: 'Employee Benefits',
    pageCode: 'whenUsed',
    content: () => [employeeBenefitsRead],
    page: () => import('./pages/human-resources/employee-benefits/EmployeeBenefitsPage'),
  },
  {
    path: '/corporate/human-resources/benefits',
    title: 'Benefits',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () => import('./pages/human-resources/benefits/BenefitsPage'),
  },
  {
    path: '/corporate/human-resources/certifications',
    title: 'Certifications',
    pageCode: 'whenUsed',
    page: () => import('./pages/human-resources/certifications/CertificationsPage'),
  },
  {
    path: '/corporate/human-resources/special-programs',
    title: 'Special Programs',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () => import('./pages/human-resources/special-programs/SpecialProgramsPage'),
  },
  {
    path: '/corporate/human-resources/special-programs/apprenticeship-program',
    title: 'Apprenticeship Program',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () =>
      import('./pages/human-resources/special-programs/apprenticeship-program/ApprenticeshipProgramPage'),
  },
  {
    path: '/corporate/human-resources/special-programs/training-and-development',
    title: 'Training and Development',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () =>
      import('./pages/human-resources/special-programs/training-and-development/TrainingAndDevelopmentPage'),
  },
  {
    path: '/corporate/human-resources/demographics',
    title: 'Demographics',
    pageCode: 'whenUsed',
    content: () => [demographicsRead],
    page: () => import('./pages/human-resources/demographics/DemographicsPage'),
  },
  {
    path: '/corporate/human-resources/retirement-plans',
    title: 'Retirement Plans',
    pageCode: 'whenUsed',
    page: () => import('./pages/human-resources/retirement-plans/RetirementPlansPage'),
  },
  {
    path: '/corporate/human-resources/life-insurance-benefit',
    title: 'Life Insurance Benefit',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () => import('./pages/human-resources/life-insurance-benefit/LifeInsuranceBenefitPage'),
  },
  {
    path: '/corporate/human-resources/paid-holidays',
    title: 'Paid Holidays',
    pageCode: 'whenUsed',
    content: () => [hrFilesRead],
    page: () => import('./pages/human-resources/paid-holidays/PaidHolidaysPage'),
  },
  {
    path: '/corporate/human-resources/the-cafeteria-plan',
    title: 'The Cafeteria Plan',
    pageCode: 'whenUsed',
    page: () => import('./pages/human-resources/the-cafeteria-plan/TheCafeteriaPlanPage'),
  },
  {
    path: '/corporate/human-resources/pay-codes',
    title: 'Pay Codes',
    pageCode: 'whenUsed',
    page: () => import('./pages/human-resources/pay-codes/PayCodesPage'),
  },
  {
    path: '/corporate/human-resources/petitions',
    title: 'Petitions',
    pageCode: 'whenUsed',
    content: () => [petitionsRead],
    page: () => import('./pages/human-resources/petitions/PetitionsPage'),
  },
  {
    path: '/corporate/human-resources/leaves',
    title: 'Leaves',
    pageCode: 'whenUsed',
    content: () => [leaveTableRead],
    page: () => import('./pages/human-resources/leaves/LeavesPage'),
  },
  {
    path: '/how-do-i/find-job-openings',
    title: 'Find Job Openings',
    pageCode: 'whenUsed',
    menu: [{ group: 'how-do-i', label: 'Find Job Openings', order: 50 }],
    content: () => [jobOpeningsRead],
    page: () => import('./pages/find-job-openings/FindJobOpeningsPage'),
  },
  {
    path: '/sop-index',
    title: 'SOP Index',
    pageCode: 'whenUsed',
    footer: { label: 'SOP Index', order: 20 },
    content: () => [standardOperatingProceduresRead],
    page: () => import('./pages/sop-index/SopIndexPage'),
  },
  {
    path: '/internet-policy',
    title: 'Internet Policy',
    pageCode: 'whenUsed',
    footer: { label: 'Internet Policy', order: 10 },
    page: () => import('./pages/internet-policy/InternetPolicyPage'),
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    pageCode: 'whenUsed',
    offlineEssential: true,
    menu: [
      { group: 'about', label: 'Contact Us', order: 20 },
      { group: 'about', label: 'Hours & Locations', order: 30, at: '#hours-and-locations' },
    ],
    content: () => [contactItemsRead],
    page: () => import('./pages/contact-us/ContactUsPage'),
  },
  corporateScreen('/corporate/mission-and-vision', 'Mission and Vision'),
  corporateScreen('/corporate/general-manager-message', "General Manager's Message"),
  corporateScreen('/corporate/performance', 'Performance'),
  corporateScreen(
    '/corporate/internal-audit-and-revenue-protection',
    'Internal Audit and Revenue Protection',
  ),
  corporateScreen('/corporate/environmental-compliance', 'Environmental Compliance'),
  corporateScreen('/corporate/strategic-planning', 'Strategic Planning'),
  corporateScreen('/corporate/disaster-recovery', 'Disaster Recovery'),
  corporateScreen('/corporate/smart-grid', 'Smart Grid Programme'),
  corporateScreen('/corporate/streetlight-project', 'Streetlight Project'),
  corporateScreen('/corporate/leac-costs', 'LEAC Costs'),
  // Procurement, operations and planning, news and media.
  {
    path: '/corporate/procurement',
    title: 'Procurement',
    pageCode: 'whenUsed',
    menu: [{ group: 'about', label: 'Procurement', order: 80 }],
    content: () => [...procurementPageReads, contactItemsRead],
    page: () => import('./pages/procurement/ProcurementPage'),
  },
  {
    path: '/corporate/operations',
    title: 'Power to Serve and Operations',
    pageCode: 'whenUsed',
    // Its tabs, each a link to its address.
    query: ['tab'],
    menu: [{ group: 'initiatives', label: 'Power to Serve and Operations', order: 20 }],
    content: () => operationsPageReads,
    page: () => import('./pages/operations/OperationsPage'),
  },
  {
    path: '/corporate/operations/highlights-and-significant-events',
    title: 'Highlights and Significant Events',
    pageCode: 'whenUsed',
    page: () => import('./pages/operations/highlights-and-significant-events/HighlightsPage'),
  },
  {
    path: '/corporate/operations/projects-forecasts-and-studies',
    title: 'Projects, Forecasts and Studies',
    pageCode: 'whenUsed',
    page: () => import('./pages/operations/projects-forecasts-and-studies/ProjectsForecastsStudiesPage'),
  },
  {
    path: '/corporate/operations/anticipated-projects',
    title: 'Anticipated Projects',
    pageCode: 'whenUsed',
    page: () => import('./pages/operations/anticipated-projects/AnticipatedProjectsPage'),
  },
  {
    path: '/corporate/operations/planning-document-archive',
    title: 'Planning Document Archive',
    pageCode: 'whenUsed',
    content: () => [irpSummariesRead, masterPlanDocumentsRead],
    page: () => import('./pages/operations/planning-document-archive/PlanningDocumentArchivePage'),
  },
  {
    path: '/corporate/operations/renewable-resources-links',
    title: 'Renewable Resources Links',
    pageCode: 'whenUsed',
    page: () => import('./pages/operations/renewable-resources-links/RenewableResourcesLinksPage'),
  },
  {
    path: '/corporate/operations/planning-data',
    title: 'Planning Data',
    pageCode: 'whenUsed',
    page: () => import('./pages/operations/planning-data/PlanningDataPage'),
  },
  {
    path: '/corporate/news/integrated-resource-plan',
    title: 'Integrated Resource Plan',
    pageCode: 'whenUsed',
    content: () => irpPageReads,
    page: () => import('./pages/irp/IntegratedResourcePlanPage'),
  },
  {
    path: '/news-and-media',
    title: 'News and Media',
    menu: [
      { group: 'main', label: 'News & Media', order: 40 },
      { group: 'about', label: 'News & Media', order: 40 },
      { group: 'about', label: 'Newsletters', order: 50, at: '?mode=newsletters' },
    ],
    query: ['mode', 'year', 'month', 'page', 'monthToRender'],
    content: () => [articlesRead],
    page: () => import('./pages/news-and-media/NewsAndMediaPage'),
  },
];
