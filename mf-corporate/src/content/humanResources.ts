// The human resources pages' content reads: personnel documents, benefits, demographics, petitions, HR files,
// job openings.
import { contentRead, useContent, type StrapiItem } from '@gpa/shared-ui';

const withFile = { populate: ['File' as const] };

export const rulesAndRegulationsRead = contentRead('hr-personel-services-rules-regulations', withFile);
export const useRulesAndRegulations = () => useContent(rulesAndRegulationsRead);
export const compensationsRead = contentRead('hr-personel-services-compensations', withFile);
export const useCompensations = () => useContent(compensationsRead);
export const policiesRead = contentRead('hr-personel-services-policies', withFile);
export const usePolicies = () => useContent(policiesRead);
export const requiredPostingsRead = contentRead('hr-personel-services-required-postings', withFile);
export const useRequiredPostings = () => useContent(requiredPostingsRead);
export const personnelFormsRead = contentRead('hr-personel-services-forms', withFile);
export const usePersonnelForms = () => useContent(personnelFormsRead);
/** What the Personnel Services page reads, in the order its sections show them. */
export const personnelServicesReads = [
  rulesAndRegulationsRead,
  compensationsRead,
  policiesRead,
  requiredPostingsRead,
  personnelFormsRead,
];
export const employeeBenefitsRead = contentRead('hr-employee-benefits', withFile);
export const useEmployeeBenefits = () => useContent(employeeBenefitsRead);
export const demographicsRead = contentRead('hr-demographics', withFile);
export const useDemographics = () => useContent(demographicsRead);
export const petitionsRead = contentRead('hr-petitions', withFile);
export const usePetitions = () => useContent(petitionsRead);
/** The shared pool of HR documents; the benefits, life insurance and special programs pages pick theirs by anchor text. */
export const hrFilesRead = contentRead('hr-files', withFile);
export const useHrFiles = () => useContent(hrFilesRead);
export const leaveTableRead = contentRead('operations-hr-leaves-tables', { sort: ['id:asc'] });
export const useLeaveTable = () => useContent(leaveTableRead);
export const jobOpeningsRead = contentRead('job-openings', {
  populate: ['File'],
  sort: ['ClosingDate:desc'],
});
export const useJobOpenings = () => useContent(jobOpeningsRead);

/**
 * The documents of `items` whose AnchorText is one of `anchorTexts` (case and spacing insensitive), in the
 * order of `anchorTexts`: how the HR pages find their files in the shared pool.
 */
export function matchByAnchorText<T extends { AnchorText?: string | null }>(
  items: StrapiItem<T>[],
  anchorTexts: string[],
): StrapiItem<T>[] {
  const key = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return anchorTexts.flatMap((wanted) =>
    items.filter((item) => key(item.attributes.AnchorText) === key(wanted)),
  );
}
