import { screen, within } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import RetirementPlansPage from './RetirementPlansPage';

test('states the contributions, the 5% + 5% defined contribution and the vesting schedule', () => {
  renderPage(<RetirementPlansPage />);
  expect(
    screen.getByText(/contribute 9\.5% of base pay each pay period \(10\.5% under the high option\)/),
  ).toBeInTheDocument();
  expect(screen.getByText(/contributes 5% of base pay and the Authority contributes 5%/)).toBeInTheDocument();
  const vesting = screen.getByRole('table', { name: 'Vesting in the employer contributions' });
  expect(within(vesting).getByRole('row', { name: 'Up to 5 years 0%' })).toBeInTheDocument();
  expect(within(vesting).getByRole('row', { name: 'More than 5 years 100%' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Government of Guam Retirement Fund/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});
