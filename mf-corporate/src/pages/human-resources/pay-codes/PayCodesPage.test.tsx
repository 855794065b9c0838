import { screen, within } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import PayCodesPage from './PayCodesPage';

test('overtime is 1.5x; night differential is +10% for 6 PM-6 AM with at least 4 consecutive hours', () => {
  renderPage(<PayCodesPage />);
  const table = screen.getByRole('table', { name: 'Pay codes' });
  expect(
    within(table).getByRole('row', { name: /^OT Overtime 1\.5 times the regular hourly rate/ }),
  ).toBeInTheDocument();
  expect(
    within(table).getByRole('row', {
      name: /^ND Night differential 10% added .* between 6 PM and 6 AM, when at least 4 consecutive hours/,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/paid at 1\.5x the regular rate/)).toBeInTheDocument();
});
