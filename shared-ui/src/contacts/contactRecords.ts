// Contact numbers, addresses and hours: one content record each (the Contact Us page lists the same records),
// read by every page of every area that gives one, so a number or its hours can never differ from page to page.
import type { ContactItemsItem } from '../content/collections.generated';
import { contentRead, useContent } from '../content/useCollection';

/** The one read of the contact records: declare it with every route whose page quotes one. */
export const contactItemsRead = contentRead('contact-items', { sort: ['id:asc'] });

export type ContactFact = Pick<ContactItemsItem, 'phone' | 'hours' | 'email' | 'address'> & {
  telHref?: string;
  smsHref?: string;
};

/** A phone number as a tel:/sms: address: its digits, with the country code 1 of Guam's numbers. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The contact record titled `title` (undefined while it loads or when an editor removed it). */
export function useContact(title: string): ContactFact | undefined {
  const item = useContent(contactItemsRead).data?.find((entry) => entry.attributes.title === title);
  if (!item) return undefined;
  const { phone, hours, email, address } = item.attributes;
  const fact = { phone, hours, email, address };
  return phone ? { ...fact, telHref: `tel:${dialable(phone)}`, smsHref: `sms:${dialable(phone)}` } : fact;
}
