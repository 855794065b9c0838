import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { disclosure, disclosureToggle, mockContent, renderPage } from '@gpa/shared-ui/testing';
import GetFinancialAssistancePage from './GetFinancialAssistancePage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const FAQS = [
  {
    question: 'Can GPA set up a payment arrangement?',
    answer: 'Yes. E-mail {email} with your account number.',
  },
];

test('closed sections open on click: rent and utilities with the income limits and fair market rents, and the FAQs', async () => {
  const user = userEvent.setup();
  mockContent({ 'financial-assistance-faqs': FAQS });
  renderPage(<GetFinancialAssistancePage />, { path: '/how-do-i/get-financial-assistance' });

  const panel = disclosure('Rent and utilities');
  expect(panel).not.toHaveAttribute('open');
  await user.click(disclosureToggle('Rent and utilities'));
  expect(panel).toHaveAttribute('open');
  expect(panel).toHaveTextContent('up to 18 months');
  expect(panel).toHaveTextContent('80 percent of the area median income');
  const limits = within(panel).getByRole('table', { name: 'Income limits by household size' });
  expect(within(limits).getByRole('row', { name: /^1 \$42,250$/ })).toBeInTheDocument();
  expect(within(limits).getByRole('row', { name: /^8 \$85,300$/ })).toBeInTheDocument();
  const rents = within(panel).getByRole('table', { name: 'Fair market rents' });
  expect(within(rents).getByRole('row', { name: /Studio \$1,093/ })).toBeInTheDocument();
  expect(within(rents).getByRole('row', { name: /5 bedrooms \$3,091/ })).toBeInTheDocument();

  await user.click(disclosureToggle('Frequently asked questions'));
  await screen.findByRole('group', { name: 'Can GPA set up a payment arrangement?' });
  await user.click(disclosureToggle('Can GPA set up a payment arrangement?'));
  expect(screen.getByRole('link', { name: 'customerservice@gpagwa.com' })).toHaveAttribute(
    'href',
    'mailto:customerservice@gpagwa.com',
  );
}, 30_000); // role queries over a long page are slow on a busy machine

test('the rental and homeowner assistance sections are hidden by default and shown by their switches', () => {
  mockContent({ 'financial-assistance-faqs': [] });
  const { unmount } = renderPage(<GetFinancialAssistancePage />);
  expect(screen.queryByRole('group', { name: 'Rental assistance' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Homeowner assistance' })).toBeNull();
  unmount();

  renderPage(<GetFinancialAssistancePage sections={{ rentalAssistance: true, homeownerAssistance: true }} />);
  expect(disclosure('Rental assistance')).toBeInTheDocument();
  expect(disclosure('Homeowner assistance')).toBeInTheDocument();
});
