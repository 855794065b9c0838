import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { requestFor } from '../../testing/testRequests';
import FindJobOpeningsPage, { formatDate } from './FindJobOpeningsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('dates read as long dates whatever the time zone; missing or invalid dates stay readable', () => {
  expect(formatDate('2025-06-16')).toBe('June 16, 2025');
  expect(formatDate('2025-01-01T00:00:00.000Z')).toBe('January 1, 2025');
  expect(formatDate(null)).toBe('-');
  expect(formatDate('soon')).toBe('soon');
});

test('explains who may apply and lists the announcements open as of today, latest closing first', async () => {
  const fetchMock = mockContent({
    'job-openings': [
      {
        Title: 'Power Plant Operator I',
        AnnouncementNumber: 'GPA-2025-041',
        Type: 'Open',
        OpeningDate: '2099-06-02',
        ClosingDate: '2099-06-16',
        File: mediaFixture('/uploads/041.pdf'),
      },
      {
        Title: 'Line Maintenance Supervisor',
        AnnouncementNumber: 'GPA-2025-038',
        Type: 'In-House',
        OpeningDate: '2099-05-26',
        ClosingDate: '2099-06-09',
        File: mediaFixture(null),
      },
      {
        Title: 'Closed Announcement',
        AnnouncementNumber: 'GPA-2020-001',
        Type: 'Open',
        OpeningDate: '2020-01-02',
        ClosingDate: '2020-01-16',
        File: mediaFixture(null),
      },
    ],
  });
  renderPage(<FindJobOpeningsPage />);
  expect(
    screen.getByText(/announcements are open to current employees and to the public/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /open only to permanent classified employees of the Authority\. Applications from non-permanent employees are returned\./,
    ),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Job announcements' });
  expect(within(table).getByRole('link', { name: /Power Plant Operator I/ })).toHaveAttribute(
    'href',
    '/uploads/041.pdf',
  );
  expect(
    within(table).getByRole('row', {
      name: /Line Maintenance Supervisor GPA-2025-038 In-House May 26, 2099 June 9, 2099/,
    }),
  ).toBeInTheDocument();
  expect(within(table).queryByRole('link', { name: /Line Maintenance Supervisor/ })).toBeNull();
  expect(within(table).queryByText('Closed Announcement')).toBeNull();
  expect(screen.getByText(/^Open for applications as of \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
  expect(requestFor(fetchMock, 'job-openings')?.searchParams.get('sort[0]')).toBe('ClosingDate:desc');
});

test('no openings is said plainly', async () => {
  mockContent({ 'job-openings': [] });
  renderPage(<FindJobOpeningsPage />);
  expect(
    await screen.findByText('There are no job openings right now. Please check again soon.'),
  ).toBeInTheDocument();
});
