// Contact numbers and hours: one content record each (the Contact Us page lists the same records), read by
// every page that gives one (shared-ui's useContact), so a number or its hours can never differ from page to page.
import { contentRead } from '@gpa/shared-ui';

/** The customer pages' read of the contact records: declared with each route whose page quotes one. */
export const contactItemsRead = contentRead('contact-items', { sort: ['id:asc'] });

/** The records the customer pages quote, by their title in the content service. */
export const CONTACT_TITLES = {
  customerService: 'Customer Service',
  phonePayments: 'Phone Payments',
  powerAlerts: 'Power Alerts (text messages)',
} as const;
