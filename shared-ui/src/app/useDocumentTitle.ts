// The document title of each page (the server writes the same one).
import { useEffect } from 'react';

export const SITE_NAME = 'Guam Power Authority';

/** "Page | Site"; the home page (and an empty title) is just the site's name. */
export function documentTitle(title: string, path?: string): string {
  return title && path !== '/' ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Every route sets a document title (the server puts the same one in the HTML). */
export function useDocumentTitle(title: string, path?: string): void {
  useEffect(() => {
    document.title = documentTitle(title, path);
  }, [title, path]);
}
