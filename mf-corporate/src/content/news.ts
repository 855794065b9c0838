// The news and media page's content read (every article, filtered and paged on the page).
import { contentRead, useContent } from '@gpa/shared-ui';

/** Every article with its category and document ("populate all"); the page filters, sorts and pages them. */
export const articlesRead = contentRead('articles', { populate: '*' });
export const useArticles = () => useContent(articlesRead);
