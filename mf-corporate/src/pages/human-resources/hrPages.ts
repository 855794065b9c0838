/** The human-resources subpages, in the order the landing page lists them (paths match routes.tsx). */
export const HR_BASE = '/corporate/human-resources';

export interface HrPageLink {
  to: string;
  title: string;
  summary: string;
}

export const HR_PAGES: HrPageLink[] = [
  {
    to: `${HR_BASE}/personnel-services`,
    title: 'Personnel Services',
    summary: 'Rules and regulations, compensation, policies, required postings and forms.',
  },
  {
    to: `${HR_BASE}/employee-benefits`,
    title: 'Employee Benefits',
    summary: 'Plan documents and links for health, dental, retirement and life insurance.',
  },
  {
    to: `${HR_BASE}/benefits`,
    title: 'Benefits',
    summary: 'Benefits contacts, medical and dental coverage and enrollment documents.',
  },
  {
    to: `${HR_BASE}/retirement-plans`,
    title: 'Retirement Plans',
    summary: 'Defined benefit and defined contribution plans, contributions and vesting.',
  },
  {
    to: `${HR_BASE}/life-insurance-benefit`,
    title: 'Life Insurance Benefit',
    summary: 'Basic life insurance for employees and how to enroll.',
  },
  {
    to: `${HR_BASE}/the-cafeteria-plan`,
    title: 'The Cafeteria Plan',
    summary: 'Pre-tax premiums and flexible spending accounts.',
  },
  {
    to: `${HR_BASE}/paid-holidays`,
    title: 'Paid Holidays',
    summary: 'The legal holidays observed by the Authority.',
  },
  { to: `${HR_BASE}/leaves`, title: 'Leaves', summary: 'Annual, sick, family, military and other leave.' },
  {
    to: `${HR_BASE}/pay-codes`,
    title: 'Pay Codes',
    summary: 'Overtime, night differential and other pay codes.',
  },
  {
    to: `${HR_BASE}/certifications`,
    title: 'Certifications',
    summary: 'Professional and trade certifications the Authority supports.',
  },
  {
    to: `${HR_BASE}/special-programs`,
    title: 'Special Programs',
    summary: 'Apprenticeship, training and development.',
  },
  { to: `${HR_BASE}/demographics`, title: 'Demographics', summary: 'Workforce demographics reports.' },
  {
    to: `${HR_BASE}/petitions`,
    title: 'Petitions',
    summary: 'Petitions to the Public Utilities Commission on personnel matters.',
  },
];
