import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import CertificationsPage from './CertificationsPage';

test('lists the supported certifications with the way back to Human Resources', () => {
  renderPage(<CertificationsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Certifications' })).toBeInTheDocument();
  expect(screen.getByText(/Professional Engineer \(PE\) licence/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Human Resources' })).toHaveAttribute(
    'href',
    '/corporate/human-resources',
  );
});
