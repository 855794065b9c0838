// The community pages' content reads: cybersecurity FAQs, safety tips, educational resources.
import { contentRead, useContent } from '@gpa/shared-ui';

export const cybersecurityFaqsRead = contentRead('cybersecurity-faqs', { populate: ['File'] });
export const useCybersecurityFaqs = () => useContent(cybersecurityFaqsRead);

// Outdoor tips in ascending order, indoor and storm tips newest first.
export const indoorSafetyRead = contentRead('community-safety-indoors', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useIndoorSafety = () => useContent(indoorSafetyRead);
export const outdoorSafetyRead = contentRead('community-safety-outdoors', {
  populate: ['File'],
  sort: ['id:asc'],
});
export const useOutdoorSafety = () => useContent(outdoorSafetyRead);
export const stormSafetyRead = contentRead('community-safety-storms', {
  populate: ['File', 'Document'],
  sort: ['id:desc'],
});
export const useStormSafety = () => useContent(stormSafetyRead);

export const educationalResourcesRead = contentRead('community-educational-resources', {
  populate: ['File'],
  sort: ['id:desc'],
});
export const useEducationalResources = () => useContent(educationalResourcesRead);
