// Contact numbers, addresses and hours: one content record each (the Contact Us page lists the same records),
// read by every page of every area that gives one, so a number or its hours can never differ from page to page.
import type { ContactItemsItem } from '../content/collections.generated';
import { useContent, type ContentRead } from '../content/useCollection';

export type ContactFact = Pick<ContactItemsItem, 'phone' | 'hours' | 'email' | 'address'> & {
  telHref?: string;
  smsHref?: string;
};

/** A phone number as a tel:/sms: address: its digits, with the country code 1 of Guam's numbers. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The contact record titled `title`, through `read`: the page's read of the contact records, declared with its
 * route (undefined while it loads or when an editor removed the record).
 */
export function useContact(read: ContentRead<'contact-items'>, title: string): ContactFact | undefined {
  const item = useContent(read).data?.find((entry) => entry.attributes.title === title);
  if (!item) return undefined;
  const { phone, hours, email, address } = item.attributes;
  const fact = { phone, hours, email, address };
  return phone ? { ...fact, telHref: `tel:${dialable(phone)}`, smsHref: `sms:${dialable(phone)}` } : fact;
}
