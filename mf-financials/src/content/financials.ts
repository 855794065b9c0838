// The financials page's content reads: statements, reports, ratings, travel and the other lists.
import { contentRead, useContent, type AnyContentRead } from '@gpa/shared-ui';
import { tabFromParam, type FinancialsTab } from '../pages/financials/financialsTabs';

// /corporate/financials: every list populates its File.
export const auditedStatementsRead = contentRead('financials-audited-statements-archives', {
  populate: ['File'],
});
export const useAuditedStatements = () => useContent(auditedStatementsRead);
export const unauditedStatementsRead = contentRead('financials-un-audited-statements-archives', {
  populate: ['File'],
});
export const useUnauditedStatements = () => useContent(unauditedStatementsRead);
export const selfInsuranceProtocolsRead = contentRead('financials-self-insurance-protocols', {
  populate: ['File'],
});
export const useSelfInsuranceProtocols = () => useContent(selfInsuranceProtocolsRead);
export const citizenCentricReportsRead = contentRead('financials-citizen-centric-reports', {
  populate: ['File'],
});
export const useCitizenCentricReports = () => useContent(citizenCentricReportsRead);
export const annualReportsRead = contentRead('financials-annual-reports', {
  populate: ['Thumbnail', 'File'],
});
export const useAnnualReports = () => useContent(annualReportsRead);
export const bondStatementsRead = contentRead('financials-bond-statements', { populate: ['File'] });
export const useBondStatements = () => useContent(bondStatementsRead);
export const operatingDataRead = contentRead('financials-operating-data-items', { populate: ['File'] });
export const useOperatingData = () => useContent(operatingDataRead);
export const assessmentReportsRead = contentRead('financials-assesment-reports', { populate: ['File'] });
export const useAssessmentReports = () => useContent(assessmentReportsRead);
export const creditRatingsRead = contentRead('financial-credit-ratings', {
  populate: ['File', 'credit_rating_year'],
});
export const useCreditRatings = () => useContent(creditRatingsRead);
export const travelReportsRead = contentRead('non-employee-travel-justification-reports', {
  populate: ['File'],
});
export const useTravelReports = () => useContent(travelReportsRead);

// What the page reads on each top tab (only the shown tab renders), its tabs of their own included: the
// server reads them all before its render, so choosing one shows its list at once, and the admin names the
// top tab (the page's view, ?tab=) for each of them.
const TAB_READS: Record<FinancialsTab, AnyContentRead[]> = {
  statements: [auditedStatementsRead, unauditedStatementsRead, selfInsuranceProtocolsRead],
  ccr: [citizenCentricReportsRead],
  ar: [annualReportsRead],
  bonds: [bondStatementsRead, creditRatingsRead, operatingDataRead],
  travel: [travelReportsRead],
};

/** The page's reads for `?tab=` (as the page reads it). */
export const financialsTabContentRead = (tabParam: string | null): AnyContentRead[] => [
  assessmentReportsRead,
  ...TAB_READS[tabFromParam(tabParam)],
];
