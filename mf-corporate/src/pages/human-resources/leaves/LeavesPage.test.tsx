import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import LeavesPage from './LeavesPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('the accrual table comes from the content service, with every leave constant', async () => {
  mockContent({
    'operations-hr-leaves-tables': [
      {
        YearsOfService: 'Less than 5 years',
        AnnualLeave: '4 hours per pay period',
        TotalYearCredit: '104 hours',
      },
      {
        YearsOfService: '15 years or more',
        AnnualLeave: '8 hours per pay period',
        TotalYearCredit: '208 hours',
      },
    ],
  });
  renderPage(<LeavesPage />);
  const table = await screen.findByRole('table', { name: 'Annual leave accrual by years of service' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Years of service', 'Annual leave', 'Total year credit']);
  expect(
    within(table).getByRole('row', { name: /15 years or more 8 hours per pay period 208 hours/ }),
  ).toBeInTheDocument();
  const text = document.body.textContent ?? '';
  for (const rule of [
    'up to 320 hours of annual leave',
    'earn 4 hours of sick leave each biweekly pay period',
    'up to 20 working days of paid leave',
    'up to 12 weeks of job-protected leave',
    'up to 15 days of paid military leave',
    'up to 90 working days of donated leave',
    'up to 4 hours of paid leave every two pay periods',
  ])
    expect(text).toContain(rule);
});

test('an empty table says so', async () => {
  mockContent({ 'operations-hr-leaves-tables': [] });
  renderPage(<LeavesPage />);
  expect(await screen.findByText('The annual leave table is not available yet.')).toBeInTheDocument();
});
