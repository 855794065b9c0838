import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { requestFor } from '../../../testing/testRequests';
import PetitionsPage from './PetitionsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('each petition has a button opening its file or its link', async () => {
  const fetchMock = mockContent({
    'hr-petitions': [
      {
        Title: 'Petition for Positions',
        Description: 'New positions.',
        File: mediaFixture('/uploads/positions.pdf'),
      },
      {
        Title: 'PUC Docket Listing',
        Description: 'All dockets.',
        Link: 'https://www.guampuc.com/',
        File: mediaFixture(null),
      },
    ],
  });
  renderPage(<PetitionsPage />);
  expect(
    await screen.findByRole('link', { name: /View petition\s+for Petition for Positions/ }),
  ).toHaveAttribute('href', '/uploads/positions.pdf');
  expect(screen.getByRole('link', { name: /View petition\s+for PUC Docket Listing/ })).toHaveAttribute(
    'href',
    'https://www.guampuc.com/',
  );
  expect(requestFor(fetchMock, 'hr-petitions')?.searchParams.get('populate[0]')).toBe('File');
});

test('a failed read shows an error with Retry', async () => {
  mockContent({ 'hr-petitions': new Error('down') });
  renderPage(<PetitionsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the petitions right now.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
