import { useCollection } from '@gpa/shared-ui';

export const useCybersecurityFaqs = () => useCollection('cybersecurity-faqs', { populate: ['File'] });

// Spec §7: outdoor tips in ascending order, indoor and storm tips newest first.
export const useIndoorSafety = () => useCollection('community-safety-indoors', { populate: ['File'], sort: ['id:desc'] });
export const useOutdoorSafety = () => useCollection('community-safety-outdoors', { populate: ['File'], sort: ['id:asc'] });
export const useStormSafety = () => useCollection('community-safety-storms', { populate: ['File', 'Document'], sort: ['id:desc'] });

export const useEducationalResources = () => useCollection('community-educational-resources', { populate: ['File'], sort: ['id:desc'] });
