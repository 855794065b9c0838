// The contact page's content read, and the featured trouble line split from the other contacts.
import { contentRead, useContent, type ContactItemsItem, type StrapiItem } from '@gpa/shared-ui';

/** The contact item set apart from the others, at the top of the page (the 24-hour trouble line). */
export const FEATURED_CONTACT_ID = 999999;

/** The corporate pages' read of the contact records: declared with each route whose page quotes one. */
export const contactItemsRead = contentRead('contact-items', { sort: ['id:asc'] });
export const useContactItems = () => useContent(contactItemsRead);

export function splitContacts(items: StrapiItem<ContactItemsItem>[]) {
  return {
    featured: items.find((item) => item.id === FEATURED_CONTACT_ID),
    others: items.filter((item) => item.id !== FEATURED_CONTACT_ID),
  };
}
