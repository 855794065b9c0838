// The fees, deposits and lead times of service and billing, quoted on the start/stop/move page.

export const SERVICE_FEES = {
  applicationFee: 25,
  sameDayConnectionFee: 9,
  minimumOtherDeposit: 125,
  /** Deposit for other service classes: at most this many times the estimated monthly bill. */
  otherDepositBillMultiple: 2.5,
  depositInterestPercent: 1.24,
} as const;

export const SERVICE_LEAD_TIMES = {
  stopServiceWorkingDays: 2,
  applicationMonths: 8,
  padMountedApplicationMonths: 12,
  inspectionNoticeHours: 48,
} as const;

/** Application steps; `{email}` marks where the new-service mailbox goes (it becomes a mail link). */
export const APPLICATION_STEPS: { title: string; text: string }[] = [
  {
    title: 'Start service',
    text: 'Bring a valid photo ID and proof of occupancy (lease, deed or landlord letter) to any customer service office, or e-mail copies to {email}. Pay the $25.00 application fee and the deposit for your home.',
  },
  {
    title: 'Same-day connection',
    text: 'Need power today? Ask for same-day connection (an extra $9.00) when you apply before noon on a working day.',
  },
  {
    title: 'Stop service',
    text: 'Ask us to stop service at least 2 working days before you move out, in person or by e-mail to {email}. Your deposit, with interest, is applied to your final bill and any balance is refunded.',
  },
  {
    title: 'Move service',
    text: 'Moving within Guam? Stop service at the old address and start it at the new one with one request to {email}. Reconnection includes the $25.00 application fee.',
  },
];
