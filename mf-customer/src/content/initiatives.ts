import { useCollection } from '@gpa/shared-ui';

export const useGuamLinks = () => useCollection('gpa-initiatives-guam-links', { populate: ['File'] });
export const useOtherLinks = () => useCollection('gpa-initiatives-other-links', { populate: ['File'] });
export const useCempDocuments = () => useCollection('cemp-documents', { populate: ['File'] });
export const useCempFaqs = () => useCollection('cemp-faqs', { sort: ['id:asc'] });
export const useStakeholderMeetings = () => useCollection('stakeholder-meetings', { sort: ['id:asc'] });
export const useCapacityProjects = () => useCollection('capacity-projects', { sort: ['Order:asc'] });
