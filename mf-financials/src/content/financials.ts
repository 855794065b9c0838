import { useCollection } from '@gpa/shared-ui';

// /corporate/financials (spec corporate §7): every list populates its File.
export const useAuditedStatements = () => useCollection('financials-audited-statements-archives', { populate: ['File'] });
export const useUnauditedStatements = () => useCollection('financials-un-audited-statements-archives', { populate: ['File'] });
export const useSelfInsuranceProtocols = () => useCollection('financials-self-insurance-protocols', { populate: ['File'] });
export const useCitizenCentricReports = () => useCollection('financials-citizen-centric-reports', { populate: ['File'] });
export const useAnnualReports = () => useCollection('financials-annual-reports', { populate: ['Thumbnail', 'File'] });
export const useBondStatements = () => useCollection('financials-bond-statements', { populate: ['File'] });
export const useOperatingData = () => useCollection('financials-operating-data-items', { populate: ['File'] });
export const useAssessmentReports = () => useCollection('financials-assesment-reports', { populate: ['File'] });
export const useCreditRatings = () => useCollection('financial-credit-ratings', { populate: ['File', 'credit_rating_year'] });
export const useTravelReports = () => useCollection('non-employee-travel-justification-reports', { populate: ['File'] });
