import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import FoiaReportsPage from './FoiaReportsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

test('titles with a file link to it in a new tab; titles without one are plain text', async () => {
  const fetchMock = mockContent({
    'foia-reports': [
      { Title: 'FOIA Report FY2024 Q1', Order: 1, File: mediaFixture('/uploads/foia_q1.pdf') },
      { Title: 'FOIA Report FY2023 (pending upload)', Order: 2, File: mediaFixture(null) },
    ],
  });
  renderPage(<FoiaReportsPage />);

  const link = await screen.findByRole('link', { name: /FOIA Report FY2024 Q1/ });
  // A list that can go stale says the day it is of.
  expect(screen.getByText(/^Reports posted as of \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
  expect(link).toHaveAttribute('href', 'https://files.example.org/uploads/foia_q1.pdf');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('FOIA Report FY2023 (pending upload)').closest('a')).toBeNull();

  const request = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(request.pathname).toBe('/api/foia-reports');
  expect(request.searchParams.get('populate[0]')).toBe('File');
  expect([request.searchParams.get('sort[0]'), request.searchParams.get('sort[1]')]).toEqual([
    'Order:asc',
    'id:desc',
  ]);
  expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Strapi-Response-Format')).toBe('v4');
});

test.each([
  ['null', null],
  ['empty', []],
])('a %s list shows the no-data message', async (_label, rows) => {
  mockContent({ 'foia-reports': rows });
  renderPage(<FoiaReportsPage />);
  expect(await screen.findByText('No data to be displayed')).toBeInTheDocument();
});

test('a failed request shows a clear error with a retry, not a blank page', async () => {
  mockContent({ 'foia-reports': new Error('down') });
  renderPage(<FoiaReportsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the FOIA reports right now.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an entry the content service sends malformed shows the error with a retry, never undefined', async () => {
  mockContent({
    // @ts-expect-error -- a number where the catalog says text: an answer the content service sent malformed
    'foia-reports': [{ Title: 7, Order: 1, File: mediaFixture(null) }],
  });
  renderPage(<FoiaReportsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the FOIA reports right now.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('undefined');
});
