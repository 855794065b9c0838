import type { AreaRoute } from '@gpa/shared-ui';
import { allFormListsRead, accountLinkCardsRead } from './content/forms';
import { cybersecurityFaqsRead, educationalResourcesRead, indoorSafetyRead, outdoorSafetyRead, stormSafetyRead } from './content/community';
import { capacityProjectsRead, cempDocumentsRead, cempFaqsRead, guamLinksRead, otherLinksRead, stakeholderMeetingsRead } from './content/initiatives';
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

// The pages this area owns. The build publishes path, title and query as routes.json for the shell; each
// page's content reads are declared with it (the server reads them before its one render, the browser
// prefetches them when a visitor points at a link).
export const routes: AreaRoute[] = [
  { path: '/', title: 'Home', content: () => [contentFileRead('rules-and-regulations'), contentFileRead('customer-service-directory')], page: () => import('./pages/home/HomePage') },
  { path: '/how-do-i/understand-my-bill', title: 'Understand My Bill', content: () => [contentFileRead('bill-sample')], page: () => import('./pages/understand-my-bill/UnderstandMyBillPage') },
  {
    path: '/how-do-i/track-my-energy-consumption',
    title: 'Track My Energy Consumption',
    page: () => import('./pages/track-my-energy-consumption/TrackMyEnergyConsumptionPage'),
  },
  {
    path: '/how-do-i/start-stop-move-services',
    title: 'Start, Stop & Move Services',
    content: () => [depositTableRead],
    page: () => import('./pages/start-stop-move-services/StartStopMoveServicesPage'),
  },
  {
    path: '/how-do-i/get-financial-assistance',
    title: 'Get Financial Assistance',
    content: () => [financialAssistanceFaqsRead],
    page: () => import('./pages/get-financial-assistance/GetFinancialAssistancePage'),
  },
  {
    path: '/residential/manage-my-account',
    title: 'Manage My Account (Residential)',
    content: () => [accountLinkCardsRead('residential')],
    page: () => import('./pages/manage-my-account/ManageMyAccountPage').then((m) => ({ default: m.ResidentialManageMyAccountPage })),
  },
  {
    path: '/business/manage-my-account',
    title: 'Manage My Account (Business)',
    content: () => [accountLinkCardsRead('business')],
    page: () => import('./pages/manage-my-account/ManageMyAccountPage').then((m) => ({ default: m.BusinessManageMyAccountPage })),
  },
  {
    path: '/residential/forms-and-permits',
    title: 'Residential Forms & Permits',
    content: () => allFormListsRead('residential'),
    page: () => import('./pages/forms-and-permits/FormsAndPermitsPage').then((m) => ({ default: m.ResidentialFormsAndPermitsPage })),
  },
  {
    path: '/business/forms-and-permits',
    title: 'Business Forms & Permits',
    content: () => allFormListsRead('business'),
    page: () => import('./pages/forms-and-permits/FormsAndPermitsPage').then((m) => ({ default: m.BusinessFormsAndPermitsPage })),
  },
  { path: '/brighterdaysahead', title: 'Brighter Days Ahead', content: () => [capacityProjectsRead, pageImagesRead('brighter-days')], page: () => import('./pages/brighter-days-ahead/BrighterDaysAheadPage') },
  { path: '/beatthepeak', title: 'Beat the Peak', page: () => import('./pages/beat-the-peak/BeatThePeakPage') },
  { path: '/gpa-initiatives', title: 'GPA Initiatives', page: () => import('./pages/gpa-initiatives/GpaInitiativesPage') },
  {
    path: '/gpa-initiatives/clean-energy-master-plan',
    title: 'Clean Energy Master Plan',
    content: () => [cempDocumentsRead, cempFaqsRead, stakeholderMeetingsRead],
    page: () => import('./pages/gpa-initiatives/clean-energy-master-plan/CleanEnergyMasterPlanPage'),
  },
  { path: '/gpa-initiatives/other-resources', title: 'Other Resources', content: () => [guamLinksRead, otherLinksRead], page: () => import('./pages/gpa-initiatives/other-resources/OtherResourcesPage') },
  {
    path: '/gpa-initiatives/what-were-doing/information-videos',
    title: 'Information Videos',
    page: () => import('./pages/gpa-initiatives/information-videos/InformationVideosPage'),
  },
  { path: '/power-alerts', title: 'Power Alerts', content: () => [alertGlossaryRead, powerAlertFaqsRead], page: () => import('./pages/power-alerts/PowerAlertsPage') },
  { path: '/ways-to-pay', title: 'Ways to Pay', content: () => [paymentMethodsRead], page: () => import('./pages/ways-to-pay/WaysToPayPage') },
  { path: '/in-our-community', title: 'In Our Community', page: () => import('./pages/in-our-community/InOurCommunityPage') },
  {
    path: '/in-our-community/educational-resources',
    title: 'Educational Resources',
    content: () => [educationalResourcesRead],
    page: () => import('./pages/in-our-community/educational-resources/EducationalResourcesPage'),
  },
  { path: '/in-our-community/safety', title: 'Safety', content: () => [indoorSafetyRead, outdoorSafetyRead, stormSafetyRead], page: () => import('./pages/in-our-community/safety/SafetyPage') },
  {
    path: '/in-our-community/community-partners-and-programs',
    title: 'Community Partners & Programs',
    page: () => import('./pages/in-our-community/community-partners/CommunityPartnersPage'),
  },
  { path: '/cybersecurity', title: 'Cybersecurity', content: () => [cybersecurityFaqsRead], page: () => import('./pages/cybersecurity/CybersecurityPage') },
  { path: '/energy-saving-tips', title: 'Energy-Saving Tips', page: () => import('./pages/energy-saving-tips/EnergySavingTipsPage') },
  { path: '/rebates', title: 'Rebates', content: () => [rebateVendorsRead], page: () => import('./pages/rebates/RebatesPage') },
];
