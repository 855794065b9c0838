import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import TheCafeteriaPlanPage from './TheCafeteriaPlanPage';

test('states the $1.50 fee per pay period and the 30-day enrollment windows', () => {
  renderPage(<TheCafeteriaPlanPage />);
  expect(screen.getByText(/\$1\.50 per pay period/)).toBeInTheDocument();
  expect(
    screen.getByText(/within 30 days of their start date.*within 30 days of a qualifying change/),
  ).toBeInTheDocument();
});
