// The GPA initiatives pages' content reads: links, CEMP documents and FAQs, stakeholder meetings, capacity
// projects.
import { contentRead, useContent } from '@gpa/shared-ui';

export const guamLinksRead = contentRead('gpa-initiatives-guam-links', { populate: ['File'] });
export const useGuamLinks = () => useContent(guamLinksRead);
export const otherLinksRead = contentRead('gpa-initiatives-other-links', { populate: ['File'] });
export const useOtherLinks = () => useContent(otherLinksRead);
export const cempDocumentsRead = contentRead('cemp-documents', { populate: ['File'] });
export const useCempDocuments = () => useContent(cempDocumentsRead);
export const cempFaqsRead = contentRead('cemp-faqs', { sort: ['id:asc'] });
export const useCempFaqs = () => useContent(cempFaqsRead);
export const stakeholderMeetingsRead = contentRead('stakeholder-meetings', { sort: ['id:asc'] });
export const useStakeholderMeetings = () => useContent(stakeholderMeetingsRead);
export const capacityProjectsRead = contentRead('capacity-projects', { sort: ['Order:asc'] });
export const useCapacityProjects = () => useContent(capacityProjectsRead);
