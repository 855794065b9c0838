import { screen, within } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import ApprenticeshipProgramPage from './ApprenticeshipProgramPage';

test('lists 6,000 on-the-job hours and 144 classroom hours a year, under Special Programs', () => {
  renderPage(<ApprenticeshipProgramPage />);
  expect(screen.getByText('6,000 hours of supervised on-the-job training.')).toBeInTheDocument();
  expect(
    screen.getByText('144 hours of classroom instruction each year of the program.'),
  ).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Human Resources', 'Special Programs', 'Apprenticeship Program']);
  expect(within(trail).getByText('Apprenticeship Program')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Special Programs' })).toHaveAttribute(
    'href',
    '/corporate/human-resources/special-programs',
  );
});
