// The customer area's route table: its pages, their titles, content reads and menu, footer and search
// entries.
import { contactItemsRead } from './content/contacts';
import type { AreaRoute } from '@gpa/shared-ui';
import { allFormListsRead, accountLinkCardsRead } from './content/forms';
import {
  cybersecurityFaqsRead,
  educationalResourcesRead,
  indoorSafetyRead,
  outdoorSafetyRead,
  stormSafetyRead,
} from './content/community';
import {
  capacityProjectsRead,
  cempDocumentsRead,
  cempFaqsRead,
  guamLinksRead,
  otherLinksRead,
  stakeholderMeetingsRead,
} from './content/initiatives';
import {
  alertGlossaryRead,
  contentFileRead,
  depositTableRead,
  financialAssistanceFaqsRead,
  pageImagesRead,
  paymentMethodsRead,
  powerAlertFaqsRead,
  rebateVendorsRead,
} from './content/service';

// The pages this area owns. The build publishes path, title, query and the menu, footer and search entries
// as routes.json (the site manifest carries them: the shell lists a page with no shell release); each page's
// content reads are declared with it (the server reads them before its one render, the browser prefetches
// them when a visitor points at a link).
export const routes: AreaRoute[] = [
  {
    path: '/',
    title: 'Home',
    offlineEssential: true,
    // Links, and a carousel that rides by CSS in the server's HTML: its code waits until the visitor uses the
    // page (a carousel button clicked meanwhile is done once it has hydrated).
    pageCode: 'whenUsed',
    content: () => [
      contentFileRead('rules-and-regulations'),
      contentFileRead('customer-service-directory'),
      paymentMethodsRead,
    ],
    page: () => import('./pages/home/HomePage'),
  },
  {
    path: '/how-do-i/understand-my-bill',
    title: 'Understand My Bill',
    pageCode: 'whenUsed',
    menu: [{ group: 'how-do-i', label: 'Understand My Bill', order: 10 }],
    content: () => [contentFileRead('bill-sample')],
    page: () => import('./pages/understand-my-bill/UnderstandMyBillPage'),
  },
  {
    path: '/how-do-i/track-my-energy-consumption',
    title: 'Track My Energy Consumption',
    pageCode: 'whenUsed',
    menu: [{ group: 'how-do-i', label: 'Track My Energy Consumption', order: 20 }],
    page: () => import('./pages/track-my-energy-consumption/TrackMyEnergyConsumptionPage'),
  },
  {
    path: '/how-do-i/start-stop-move-services',
    title: 'Start, Stop & Move Services',
    pageCode: 'whenUsed',
    offlineEssential: true,
    menu: [
      { group: 'how-do-i', label: 'Start, Stop & Move Services', order: 30 },
      { group: 'residential', label: 'Start, Stop & Move Services', order: 30 },
    ],
    content: () => [depositTableRead],
    page: () => import('./pages/start-stop-move-services/StartStopMoveServicesPage'),
  },
  {
    path: '/how-do-i/get-financial-assistance',
    title: 'Get Financial Assistance',
    pageCode: 'whenUsed',
    menu: [
      { group: 'how-do-i', label: 'Get Financial Assistance', order: 40 },
      { group: 'residential', label: 'Get Financial Assistance', order: 40 },
    ],
    content: () => [financialAssistanceFaqsRead],
    page: () => import('./pages/get-financial-assistance/GetFinancialAssistancePage'),
  },
  {
    path: '/residential/manage-my-account',
    title: 'Manage My Account (Residential)',
    pageCode: 'whenUsed',
    menu: [{ group: 'residential', label: 'Manage My Account', order: 10 }],
    content: () => [accountLinkCardsRead('residential')],
    page: () =>
      import('./pages/manage-my-account/ManageMyAccountPage').then((m) => ({
        default: m.ResidentialManageMyAccountPage,
      })),
  },
  {
    path: '/business/manage-my-account',
    title: 'Manage My Account (Business)',
    pageCode: 'whenUsed',
    menu: [{ group: 'business', label: 'Manage My Account', order: 10 }],
    content: () => [accountLinkCardsRead('business')],
    page: () =>
      import('./pages/manage-my-account/ManageMyAccountPage').then((m) => ({
        default: m.BusinessManageMyAccountPage,
      })),
  },
  {
    path: '/residential/forms-and-permits',
    title: 'Residential Forms & Permits',
    pageCode: 'whenUsed',
    menu: [{ group: 'residential', label: 'Forms & Permits', order: 20 }],
    content: () => allFormListsRead('residential'),
    page: () =>
      import('./pages/forms-and-permits/FormsAndPermitsPage').then((m) => ({
        default: m.ResidentialFormsAndPermitsPage,
      })),
  },
  {
    path: '/business/forms-and-permits',
    title: 'Business Forms & Permits',
    pageCode: 'whenUsed',
    menu: [{ group: 'business', label: 'Forms & Permits', order: 20 }],
    content: () => allFormListsRead('business'),
    page: () =>
      import('./pages/forms-and-permits/FormsAndPermitsPage').then((m) => ({
        default: m.BusinessFormsAndPermitsPage,
      })),
  },
  {
    path: '/brighterdaysahead',
    title: 'Brighter Days Ahead',
    pageCode: 'whenUsed',
    menu: [{ group: 'rates', label: 'Brighter Days Ahead', order: 60 }],
    content: () => [capacityProjectsRead, pageImagesRead('brighter-days')],
    page: () => import('./pages/brighter-days-ahead/BrighterDaysAheadPage'),
  },
  {
    path: '/beatthepeak',
    title: 'Beat the Peak',
    pageCode: 'whenUsed',
    menu: [{ group: 'rates', label: 'Beat the Peak', order: 50 }],
    page: () => import('./pages/beat-the-peak/BeatThePeakPage'),
  },
  {
    path: '/gpa-initiatives',
    title: 'GPA Initiatives',
    pageCode: 'whenUsed',
    menu: [{ group: 'main', label: 'GPA Initiatives', order: 30 }],
    page: () => import('./pages/gpa-initiatives/GpaInitiativesPage'),
  },
  {
    path: '/gpa-initiatives/clean-energy-master-plan',
    title: 'Clean Energy Master Plan',
    pageCode: 'whenUsed',
    menu: [{ group: 'initiatives', label: 'Clean Energy Master Plan', order: 10 }],
    content: () => [cempDocumentsRead, cempFaqsRead, stakeholderMeetingsRead],
    page: () => import('./pages/gpa-initiatives/clean-energy-master-plan/CleanEnergyMasterPlanPage'),
  },
  {
    path: '/gpa-initiatives/other-resources',
    title: 'Other Resources',
    pageCode: 'whenUsed',
    menu: [{ group: 'initiatives', label: 'Other Resources', order: 70 }],
    content: () => [guamLinksRead, otherLinksRead],
    page: () => import('./pages/gpa-initiatives/other-resources/OtherResourcesPage'),
  },
  {
    path: '/gpa-initiatives/what-were-doing/information-videos',
    title: 'Information Videos',
    pageCode: 'whenUsed',
    menu: [{ group: 'initiatives', label: 'Information Videos', order: 60 }],
    page: () => import('./pages/gpa-initiatives/information-videos/InformationVideosPage'),
  },
  {
    path: '/power-alerts',
    pageCode: 'whenUsed',
    title: 'Power Alerts',
    offlineEssential: true,
    menu: [
      { group: 'how-do-i', label: 'Get Outage Alerts', order: 70 },
      { group: 'resources', label: 'Power Alerts', order: 20 },
    ],
    content: () => [alertGlossaryRead, powerAlertFaqsRead, contactItemsRead],
    page: () => import('./pages/power-alerts/PowerAlertsPage'),
  },
  {
    path: '/ways-to-pay',
    title: 'Ways to Pay',
    pageCode: 'whenUsed',
    offlineEssential: true,
    menu: [
      { group: 'how-do-i', label: 'Pay My Bill', order: 60 },
      { group: 'resources', label: 'Ways to Pay', order: 10 },
    ],
    content: () => [paymentMethodsRead, contactItemsRead],
    page: () => import('./pages/ways-to-pay/WaysToPayPage'),
  },
  {
    path: '/in-our-community',
    title: 'In Our Community',
    menu: [
      { group: 'main', label: 'In Our Community', order: 20 },
      { group: 'community', label: 'E-Newsletter Sign-Up', order: 40, at: '#e-newsletter' },
    ],
    page: () => import('./pages/in-our-community/InOurCommunityPage'),
  },
  {
    path: '/in-our-community/educational-resources',
    title: 'Educational Resources',
    menu: [
      { group: 'community', label: 'Educational Resources', order: 10 },
      { group: 'initiatives', label: 'Educational Resources', order: 50 },
    ],
    content: () => [educationalResourcesRead],
    page: () => import('./pages/in-our-community/educational-resources/EducationalResourcesPage'),
  },
  {
    path: '/in-our-community/safety',
    title: 'Safety',
    menu: [{ group: 'community', label: 'Safety', order: 20 }],
    query: ['tab'],
    content: () => [indoorSafetyRead, outdoorSafetyRead, stormSafetyRead],
    page: () => import('./pages/in-our-community/safety/SafetyPage'),
  },
  {
    path: '/in-our-community/community-partners-and-programs',
    title: 'Community Partners & Programs',
    pageCode: 'whenUsed',
    menu: [{ group: 'community', label: 'Community Partners & Programs', order: 30 }],
    page: () => import('./pages/in-our-community/community-partners/CommunityPartnersPage'),
  },
  {
    path: '/cybersecurity',
    title: 'Cybersecurity',
    pageCode: 'whenUsed',
    menu: [{ group: 'initiatives', label: 'Cybersecurity', order: 40 }],
    content: () => [cybersecurityFaqsRead],
    page: () => import('./pages/cybersecurity/CybersecurityPage'),
  },
  {
    path: '/energy-saving-tips',
    title: 'Energy-Saving Tips',
    pageCode: 'whenUsed',
    menu: [
      { group: 'residential', label: 'Energy-Saving Tips', order: 60 },
      { group: 'business', label: 'Energy-Saving Tips', order: 50 },
    ],
    page: () => import('./pages/energy-saving-tips/EnergySavingTipsPage'),
  },
  {
    path: '/rebates',
    title: 'Rebates',
    pageCode: 'whenUsed',
    menu: [
      { group: 'residential', label: 'Get a Rebate', order: 50 },
      { group: 'business', label: 'Get a Rebate', order: 40 },
    ],
    content: () => [rebateVendorsRead],
    page: () => import('./pages/rebates/RebatesPage'),
  },
];
