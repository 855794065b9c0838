import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import InternetPolicyPage, { PRIVACY_CONTACT } from './InternetPolicyPage';

test('states every point of the privacy statement', () => {
  renderPage(<InternetPolicyPage />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Visiting anonymously',
    'Personal information you give us',
    'We do not sell or share your information',
    'Visit statistics',
    'Cookies',
    'Questions',
  ]);
  expect(screen.getByText(/without telling us who you are/)).toBeInTheDocument();
  expect(screen.getByText(/we use it only to respond/)).toBeInTheDocument();
  expect(screen.getByText(/never sell, rent or share/)).toBeInTheDocument();
  expect(screen.getByText(/we keep statistics of visits/)).toBeInTheDocument();
  expect(screen.getByText(/generally does not use cookies/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: PRIVACY_CONTACT })).toHaveAttribute(
    'href',
    `mailto:${PRIVACY_CONTACT}`,
  );
});
