import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import DemographicsPage from './DemographicsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

test('each entry shows title and description; its button opens the uploaded file, else the link', async () => {
  mockContent({
    'hr-demographics': [
      {
        Title: 'Workforce Demographics FY2024',
        Description: '443 employees.',
        Link: 'https://ignored.example.org',
        File: mediaFixture('/uploads/fy24.pdf'),
      },
      {
        Title: 'EEO Report',
        Description: 'Annual EEO report.',
        Link: 'https://www.eeoc.gov/',
        File: mediaFixture(null),
      },
      {
        Title: 'Workforce Demographics FY2025',
        Description: 'To be published.',
        Link: null,
        File: mediaFixture(null),
      },
    ],
  });
  renderPage(<DemographicsPage />);
  expect(await screen.findByRole('heading', { name: 'Workforce Demographics FY2024' })).toBeInTheDocument();
  expect(screen.getByText('443 employees.')).toBeInTheDocument();
  const fileButton = screen.getByRole('link', { name: /View report\s+for Workforce Demographics FY2024/ });
  expect(fileButton).toHaveAttribute('href', 'https://files.example.org/uploads/fy24.pdf');
  expect(fileButton).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: /View report\s+for EEO Report/ })).toHaveAttribute(
    'href',
    'https://www.eeoc.gov/',
  );
  expect(screen.queryByRole('link', { name: /Workforce Demographics FY2025/ })).toBeNull();
  expect(screen.getByText('Document not available yet.')).toBeInTheDocument();
});

test('an empty list says so', async () => {
  mockContent({ 'hr-demographics': [] });
  renderPage(<DemographicsPage />);
  expect(await screen.findByText('No demographics reports have been published yet.')).toBeInTheDocument();
});
