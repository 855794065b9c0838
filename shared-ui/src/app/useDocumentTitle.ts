import { useEffect } from 'react';

export const SITE_NAME = 'Guam Power Authority';

/** Every route sets a document title: "Page | Site". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
