// The about-us page's content reads: fact sheets, division documents, GM performance, CCU recordings,
// department numbers.
import { contentRead, useContent } from '@gpa/shared-ui';

// The about-us lists are read newest first (id descending) with their file. The page calls all seven hooks
// in one render, so the seven requests go out in parallel, not one after another.
export const factSheetsRead = contentRead('about-us-gpa-fact-sheets', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useFactSheets = () => useContent(factSheetsRead);
export const engineeringDocumentsRead = contentRead('about-us-engineerings', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useEngineeringDocuments = () => useContent(engineeringDocumentsRead);
export const internalAuditDocumentsRead = contentRead('about-us-internal-audits', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useInternalAuditDocuments = () => useContent(internalAuditDocumentsRead);
export const supplyManagementDocumentsRead = contentRead('about-us-supply-management-administrations', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useSupplyManagementDocuments = () => useContent(supplyManagementDocumentsRead);
export const gmPerformanceDocumentsRead = contentRead('about-us-gm-performances', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useGmPerformanceDocuments = () => useContent(gmPerformanceDocumentsRead);
export const ccuMeetingRecordingsRead = contentRead('about-us-ccu-meeting-recordings', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useCcuMeetingRecordings = () => useContent(ccuMeetingRecordingsRead);
// A directory reads best in the order the editors entered it.
export const departmentNumbersRead = contentRead('about-us-department-numbers', {
  populate: ['File'],
  sort: ['id:asc'],
});
export const useDepartmentNumbers = () => useContent(departmentNumbersRead);

/** What the About Us page reads, in the order its sections show them. */
export const aboutUsPageReads = [
  factSheetsRead,
  engineeringDocumentsRead,
  internalAuditDocumentsRead,
  supplyManagementDocumentsRead,
  gmPerformanceDocumentsRead,
  ccuMeetingRecordingsRead,
  departmentNumbersRead,
];
