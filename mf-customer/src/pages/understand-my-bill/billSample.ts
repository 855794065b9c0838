// The figures of the sample bill and what each numbered part of a bill means.
import { BASE_RATES_EFFECTIVE, CURRENT_LEAC } from '@gpa/shared-ui';

/**
 * The sample bill of /how-do-i/understand-my-bill: a residential bill for 1,000 kWh at the seeded rate table
 * (the rate calculator shows the same lines), and the parts of a bill that its numbered callouts point at.
 */
export const SAMPLE_BILL = {
  account: {
    number: '1234567890',
    address: '123 Marine Corps Dr',
    schedule: 'R (Residential)',
    period: 'Oct 1 - Oct 31, 2025',
  },
  meter: { previous: '45,210', present: '46,210', used: '1,000 kWh' },
  customerCharge: '$15.00',
  energy: [
    { label: 'First 500 kWh', amount: '$34.78' },
    { label: 'Over 500 kWh', amount: '$43.44' },
    { label: 'Water well and self-insurance', amount: '$5.69' },
  ],
  fuelCharge: '$155.50',
  // The LEAC the sample uses (the current one, as the rate calculator), said on the bill: the bill comparison's differs.
  fuelRate: `$${CURRENT_LEAC.secondary}`,
  fuelRateEffective: CURRENT_LEAC.effective,
  baseRatesEffective: BASE_RATES_EFFECTIVE,
  total: { amount: '$254.41', due: 'Nov 20, 2025' },
} as const;

/** The parts of a bill, in the order of the callout numbers on the sample. */
export const BILL_PARTS: { term: string; meaning: string }[] = [
  {
    term: 'Account information',
    meaning: 'Your account number, service address, rate schedule and billing period.',
  },
  {
    term: 'Meter reading',
    meaning:
      'The previous and present readings of your meter; their difference is the energy you used in kilowatt hours (kWh).',
  },
  {
    term: 'Customer charge',
    meaning: 'A fixed monthly amount that covers meter reading, billing and customer service.',
  },
  {
    term: 'Energy charge',
    meaning: 'The base rate for each kWh you used, in blocks: the first 500 kWh and the kWh above 500.',
  },
  {
    term: 'Fuel recovery charge (LEAC)',
    meaning:
      'The cost of the fuel used to make your electricity, passed on without profit and reviewed every six months.',
  },
  {
    term: 'Total amount due',
    meaning: 'Your current charges plus any unpaid balance, and the date payment is due.',
  },
];
