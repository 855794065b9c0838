import { useCollection } from '@gpa/shared-ui';

export const useCybersecurityFaqs = () => useCollection('cybersecurity-faqs', { populate: ['File'] });
