// Contact numbers and hours: one content record each (the Contact Us page lists the same records), read by
// every page that gives one, so a number or its hours can never differ from page to page.
import { contentRead, useContent, type ContactItemsItem } from '@gpa/shared-ui';

export const contactItemsRead = contentRead('contact-items', { sort: ['id:asc'] });

/** The records the customer pages quote, by their title in the content service. */
export const CONTACT_TITLES = {
  customerService: 'Customer Service',
  phonePayments: 'Phone Payments',
  powerAlerts: 'Power Alerts (text messages)',
} as const;

export type ContactFact = Pick<ContactItemsItem, 'phone' | 'hours'> & { telHref?: string; smsHref?: string };

/** A phone number as a tel:/sms: address: its digits, with the country code 1 of Guam's numbers. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The contact record titled `title` (undefined while it loads or when an editor removed it). */
export function useContact(title: string): ContactFact | undefined {
  const item = useContent(contactItemsRead).data?.find((entry) => entry.attributes.title === title);
  if (!item) return undefined;
  const { phone, hours } = item.attributes;
  return phone
    ? { phone, hours, telHref: `tel:${dialable(phone)}`, smsHref: `sms:${dialable(phone)}` }
    : { phone, hours };
}
