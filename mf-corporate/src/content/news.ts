import { useCollection } from '@gpa/shared-ui';

/** Every article with its category and document ("populate all"); the page filters, sorts and pages them. */
export const useArticles = () => useCollection('articles', { populate: '*' });
