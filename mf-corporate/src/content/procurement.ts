// The procurement page's content reads, one per table or list.
import { contentRead, useContent } from '@gpa/shared-ui';

// The procurement page's tables. Each hook is its own query, so they all load in parallel.
export const availableTendersRead = contentRead('procurement-available-tenders-tables', {
  populate: ['File', 'AmendmentFiles'],
  sort: ['IssuanceDate:desc'],
});
export const useAvailableTenders = () => useContent(availableTendersRead);
export const staysRead = contentRead('procurement-stay-tables', { populate: ['File'], sort: ['Date:desc'] });
export const useStays = () => useContent(staysRead);
export const awardedBidsRead = contentRead('procurement-bids-tables', {
  populate: ['TitleFile', 'OpenCloseDateFile', 'AwardeeFile'],
  sort: ['AwardDate:desc'],
});
export const useAwardedBids = () => useContent(awardedBidsRead);
export const inventorySpecsRead = contentRead('procurement-inventory-tables', { populate: ['File'] });
export const useInventorySpecs = () => useContent(inventorySpecsRead);
export const nonInventorySpecsRead = contentRead('procurement-non-inventory-tables', { populate: ['File'] });
export const useNonInventorySpecs = () => useContent(nonInventorySpecsRead);
export const dimensionDocumentsRead = contentRead('procurement-dimension-tables', { populate: ['File'] });
export const useDimensionDocuments = () => useContent(dimensionDocumentsRead);

export const generalManagerContractsRead = contentRead('procurement-general-approval-tables', {
  populate: ['ContractFile', 'POFile'],
});
export const useGeneralManagerContracts = () => useContent(generalManagerContractsRead);
export const commissionContractsRead = contentRead('procurement-commission-tables', {
  populate: ['ContractFile', 'POFile'],
});
export const useCommissionContracts = () => useContent(commissionContractsRead);
export const pucContractsRead = contentRead('procurement-poc-tables', {
  populate: ['ContractFile', 'POFile'],
});
export const usePucContracts = () => useContent(pucContractsRead);

/** The procurement lists the Procurement page reads, in the order its sections show them. */
export const procurementPageReads = [
  availableTendersRead,
  staysRead,
  awardedBidsRead,
  inventorySpecsRead,
  nonInventorySpecsRead,
  dimensionDocumentsRead,
  generalManagerContractsRead,
  commissionContractsRead,
  pucContractsRead,
];
