import { useCollection } from '@gpa/shared-ui';

// The procurement page's tables. Each hook is its own query, so they all load in parallel.
export const useAvailableTenders = () =>
  useCollection('procurement-available-tenders-tables', { populate: ['File', 'AmendmentFiles'], sort: ['IssuanceDate:desc'] });
export const useStays = () => useCollection('procurement-stay-tables', { populate: ['File'], sort: ['Date:desc'] });
export const useAwardedBids = () =>
  useCollection('procurement-bids-tables', { populate: ['TitleFile', 'OpenCloseDateFile', 'AwardeeFile'], sort: ['AwardDate:desc'] });
export const useInventorySpecs = () => useCollection('procurement-inventory-tables', { populate: ['File'] });
export const useNonInventorySpecs = () => useCollection('procurement-non-inventory-tables', { populate: ['File'] });
export const useDimensionDocuments = () => useCollection('procurement-dimension-tables', { populate: ['File'] });

export const useGeneralManagerContracts = () => useCollection('procurement-general-approval-tables', { populate: ['ContractFile', 'POFile'] });
export const useCommissionContracts = () => useCollection('procurement-commission-tables', { populate: ['ContractFile', 'POFile'] });
export const usePucContracts = () => useCollection('procurement-poc-tables', { populate: ['ContractFile', 'POFile'] });
