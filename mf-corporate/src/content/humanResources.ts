import { useCollection, type StrapiItem } from '@gpa/shared-ui';

const withFile = { populate: ['File' as const] };

export const useRulesAndRegulations = () => useCollection('hr-personel-services-rules-regulations', withFile);
export const useCompensations = () => useCollection('hr-personel-services-compensations', withFile);
export const usePolicies = () => useCollection('hr-personel-services-policies', withFile);
export const useRequiredPostings = () => useCollection('hr-personel-services-required-postings', withFile);
export const usePersonnelForms = () => useCollection('hr-personel-services-forms', withFile);
export const useEmployeeBenefits = () => useCollection('hr-employee-benefits', withFile);
export const useDemographics = () => useCollection('hr-demographics', withFile);
export const usePetitions = () => useCollection('hr-petitions', withFile);
/** The shared pool of HR documents; the benefits, life insurance and special programs pages pick theirs by anchor text. */
export const useHrFiles = () => useCollection('hr-files', withFile);
export const useLeaveTable = () => useCollection('operations-hr-leaves-tables', { sort: ['id:asc'] });
export const useJobOpenings = () => useCollection('job-openings', { populate: ['File'], sort: ['ClosingDate:desc'] });

/**
 * The documents of `items` whose AnchorText is one of `anchorTexts` (case and spacing insensitive), in the
 * order of `anchorTexts`: how the HR pages find their files in the shared pool.
 */
export function matchByAnchorText<T extends { AnchorText?: string | null }>(items: StrapiItem<T>[], anchorTexts: string[]): StrapiItem<T>[] {
  const key = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return anchorTexts.flatMap((wanted) => items.filter((item) => key(item.attributes.AnchorText) === key(wanted)));
}
