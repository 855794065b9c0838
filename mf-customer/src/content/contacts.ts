// The contact records the customer pages quote (shared-ui's useContact reads them), by their title.
export const CONTACT_TITLES = {
  customerService: 'Customer Service',
  phonePayments: 'Phone Payments',
  powerAlerts: 'Power Alerts (text messages)',
} as const;
