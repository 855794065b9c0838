import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { requestFor } from '../../testing/testRequests';
import SopIndexPage from './SopIndexPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('lists only procedures with a file, by Title, each linking to its file', async () => {
  const fetchMock = mockContent({
    'standard-operating-procedures': [
      { Title: 'SOP 035 - Outage Response', File: mediaFixture('/uploads/sop35.pdf') },
      { Title: 'SOP 050 - Draft', File: mediaFixture(null) },
      { Title: 'SOP 001 - Applications', File: mediaFixture('/uploads/sop01.pdf') },
    ],
  });
  renderPage(<SopIndexPage />);
  await screen.findByRole('link', { name: /SOP 001/ });
  expect(screen.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual([
    'SOP 001 - Applications',
    'SOP 035 - Outage Response',
  ]);
  expect(screen.queryByText('SOP 050 - Draft')).toBeNull();
  const request = requestFor(fetchMock, 'standard-operating-procedures');
  expect(request?.searchParams.get('sort[0]')).toBe('Title:asc');
  expect(request?.searchParams.get('populate[0]')).toBe('File');
});

test('no procedure with a file gives an empty-state message; a failure an error with Retry', async () => {
  mockContent({ 'standard-operating-procedures': [{ Title: 'SOP 050 - Draft', File: mediaFixture(null) }] });
  const { unmount } = renderPage(<SopIndexPage />);
  expect(
    await screen.findByText('No standard operating procedures have been published yet.'),
  ).toBeInTheDocument();
  unmount();
  mockContent({ 'standard-operating-procedures': new Error('down') });
  renderPage(<SopIndexPage />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
