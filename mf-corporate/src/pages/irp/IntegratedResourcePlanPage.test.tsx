import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import IntegratedResourcePlanPage from './IntegratedResourcePlanPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

const presentation = (Topic: string, file: string | null, video: string | null, Pending = false) => ({
  Topic,
  Presentation_File: mediaFixture(file),
  Anchor_File: `${Topic} slides`,
  Presentation_Video: video,
  Anchor_Video: video ? `${Topic} video` : null,
  Pending,
});

function mockIrp(overrides: Parameters<typeof mockContent>[0] = {}) {
  return mockContent({
    'stakeholder-meetings': [
      {
        Meeting: 'Stakeholder Meeting 1',
        Topics: 'Load forecast',
        Date: '2021-01-29',
        Start_Time: '09:00:00.000',
        End_Time: '12:00:00.000',
        updatedAt: '2024-02-01T00:00:00.000Z',
      },
      {
        Meeting: 'Final Report Summary',
        Topics: 'Final Report Summary',
        Date: null,
        Start_Time: null,
        End_Time: null,
        updatedAt: '2025-06-30T12:00:00.000Z',
      },
    ] as never,
    'gpa-initiatives-irp-1-meetings': [
      presentation('Welcome', '/uploads/welcome.pdf', 'https://video.example.org/1'),
      presentation('Questions', '/uploads/q.pdf', null),
    ],
    'gpa-initiatives-irp-2-meetings': [
      presentation('Storage', '/uploads/storage.pdf', null),
      presentation('Transmission', null, null, true),
    ],
    'gpa-initiatives-irp-3-meetings': [],
    'gpa-initiatives-irp-summaries': [
      { AnchorText: 'Meeting 1 Summary', File: mediaFixture('/uploads/summary-1.pdf') },
    ],
    ...overrides,
  });
}

test('one schedule table per meeting: long weekday date, start - end time, TBD for the final report, and the latest update', async () => {
  mockIrp();
  renderPage(<IntegratedResourcePlanPage />);
  const first = await screen.findByRole(
    'region',
    { name: 'Stakeholder Meeting 1 schedule' },
    { timeout: 5000 },
  );
  expect(
    within(first)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Meeting', 'Date', 'Time', 'Topics']);
  expect(within(first).getByRole('row', { name: /Stakeholder Meeting 1/ })).toHaveTextContent(
    'Friday, January 29, 20219:00 AM - 12:00 PMLoad forecast',
  );
  const final = screen.getByRole('region', { name: 'Final Report Summary schedule' });
  expect(
    within(final)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['TBD', 'TBD', 'Final Report Summary']);
  expect(screen.getByText('*Page Updated: June 30, 2025')).toBeInTheDocument();
});

test('the 2021 meetings number their presentations meeting-index, link what exists and mark Pending ones', async () => {
  mockIrp();
  renderPage(<IntegratedResourcePlanPage />);
  const meeting1 = await screen.findByRole('region', { name: 'Stakeholder Meeting 1 presentations' });
  const rows = within(meeting1).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1-1', '1-2']);
  expect(within(rows[0]!).getByRole('link', { name: /Welcome slides/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/welcome.pdf',
  );
  expect(within(rows[0]!).getByRole('link', { name: /Welcome video/ })).toHaveAttribute(
    'href',
    'https://video.example.org/1',
  );

  const meeting2 = await screen.findByRole('region', { name: 'Stakeholder Meeting 2 presentations' });
  const pendingRow = within(meeting2).getByRole('row', { name: /2-2/ });
  expect(pendingRow).toHaveTextContent('Pending');
  // No file yet: the label is plain text, not a link.
  expect(within(pendingRow).getByText('Transmission slides').closest('a')).toBeNull();
  expect(
    screen.getByText(/network issues during this meeting affected the sound and video quality/),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Stakeholder Meeting 3: Friday, December 10, 2021' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Presentations for this meeting will be posted here.')).toBeInTheDocument();
});

test('a failed schedule keeps the rest of the page working, with a Retry', async () => {
  mockIrp({ 'stakeholder-meetings': new Error('down') });
  renderPage(<IntegratedResourcePlanPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't load the stakeholder meetings right now.",
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Meeting 1 Summary/ })).toBeInTheDocument();
});
