import { useCollection } from '@gpa/shared-ui';

// The about-us lists are read newest first (id descending) with their file. The page calls all seven hooks
// in one render, so the seven requests go out in parallel, not one after another.
export const useFactSheets = () => useCollection('about-us-gpa-fact-sheets', { populate: ['File'], sort: ['id:desc'] });
export const useEngineeringDocuments = () => useCollection('about-us-engineerings', { populate: ['File'], sort: ['id:desc'] });
export const useInternalAuditDocuments = () => useCollection('about-us-internal-audits', { populate: ['File'], sort: ['id:desc'] });
export const useSupplyManagementDocuments = () =>
  useCollection('about-us-supply-management-administrations', { populate: ['File'], sort: ['id:desc'] });
export const useGmPerformanceDocuments = () => useCollection('about-us-gm-performances', { populate: ['File'], sort: ['id:desc'] });
export const useCcuMeetingRecordings = () => useCollection('about-us-ccu-meeting-recordings', { populate: ['File'], sort: ['id:desc'] });
// A directory reads best in the order the editors entered it.
export const useDepartmentNumbers = () => useCollection('about-us-department-numbers', { populate: ['File'], sort: ['id:asc'] });
