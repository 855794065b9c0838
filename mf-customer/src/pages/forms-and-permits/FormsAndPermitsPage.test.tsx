import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { BusinessFormsAndPermitsPage, ResidentialFormsAndPermitsPage } from './FormsAndPermitsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://cms.example.org' }));

const LONG = 'Net Metering Interconnection Application and Agreement';

/** The content reads made (a failed read also probes the network, outside /api). */
const requested = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/'));

test('residential: four lists from their collections, newest first, Others labels cut to 35 characters', async () => {
  const fetchMock = mockContent({
    'residential-fn-p-standards': [
      { Anchor: 'Residential Plan Review Checklist', File: mediaFixture('/uploads/checklist.pdf') },
    ],
    'residential-fn-p-work-orders': [
      {
        Anchor: 'Meter Inspection Request',
        File: mediaFixture(null),
        Link: 'https://forms.example.org/meter',
      },
    ],
    'residential-fn-p-work-signs': [],
    'residential-fn-p-work-others': [
      { Anchor: LONG, File: mediaFixture('/uploads/net-metering.pdf') },
      { Anchor: 'Load Letter Template', File: mediaFixture('/uploads/load-letter.pdf') },
      { Anchor: 'Fee schedule (at our offices)', File: mediaFixture(null), Link: null },
      {
        Anchor: 'Solar Water Heater Permit Checklist (ask at the counter)',
        File: mediaFixture(null),
        Link: null,
      },
      {
        Anchor: 'Building Permit Information (Department of Public Works)',
        File: mediaFixture(null),
        Link: 'https://dpw.guam.gov/',
      },
    ],
  });
  renderPage(<ResidentialFormsAndPermitsPage />, { path: '/residential/forms-and-permits' });

  const others = await screen.findByRole('region', { name: 'Others' });
  // Shown cut to 35 + '...'; the full label is the accessible name and the tooltip.
  const cut = await within(others).findByRole('link', { name: new RegExp(`^${LONG}`) });
  expect(within(cut).getByText('Net Metering Interconnection Applic...')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(cut).toHaveAttribute('title', LONG);
  expect(cut).toHaveAttribute('target', '_blank');
  expect(cut).toHaveAttribute('href', 'https://cms.example.org/uploads/net-metering.pdf');
  expect(within(others).getByRole('link', { name: /^Load Letter Template/ })).not.toHaveAttribute('title');
  // Every Others label is cut as the seed cuts it; an item with neither file nor link opens its full text in place
  // (where to get it is in the part the cut hides), a short one stays plain text.
  expect(within(others).getByText('Fee schedule (at our offices)').closest('a, details')).toBeNull();
  const counter = within(others).getByText('Solar Water Heater Permit Checklist...').closest('details')!;
  expect(within(counter).getByText('Solar Water Heater Permit Checklist...')).toBeVisible();
  expect(
    within(counter).getByText('Solar Water Heater Permit Checklist (ask at the counter)', { selector: 'p' }),
  ).not.toBeVisible();
  await userEvent.click(counter.querySelector('summary')!);
  expect(
    within(counter).getByText('Solar Water Heater Permit Checklist (ask at the counter)', { selector: 'p' }),
  ).toBeVisible();
  // An item with a link but no file is cut too; its full label is its accessible name and tooltip.
  const dpw = within(others).getByRole('link', {
    name: /^Building Permit Information \(Department of Public Works\)/,
  });
  expect(dpw).toHaveAttribute('title', 'Building Permit Information (Department of Public Works)');
  expect(dpw.firstChild?.textContent).toBe('Building Permit Information (Depart...');

  // Standards labels are never cut; a link-only item opens its link.
  expect(screen.getByRole('link', { name: /Residential Plan Review Checklist/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Meter Inspection Request/ })).toHaveAttribute(
    'href',
    'https://forms.example.org/meter',
  );
  expect(
    within(screen.getByRole('region', { name: 'Signs' })).getByText('No forms in this list yet.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Residential plan review' })).toHaveTextContent(
    'Give 48 hours notice',
  );

  const urls = requested(fetchMock);
  expect(urls.map((url) => url.pathname).sort()).toEqual([
    '/api/residential-fn-p-standards',
    '/api/residential-fn-p-work-orders',
    '/api/residential-fn-p-work-others',
    '/api/residential-fn-p-work-signs',
  ]);
  for (const url of urls) {
    expect(url.searchParams.get('sort[0]')).toBe('id:desc');
    expect(url.searchParams.get('populate[0]')).toBe('File');
  }
});

test('business: its own four collections and the commercial and multi-residential plan review; a failed list leaves the rest', async () => {
  const fetchMock = mockContent({
    'business-fn-p-standards': [
      {
        Anchor: 'Commercial and Multi-Residential Plan Review Checklist',
        File: mediaFixture('/uploads/c.pdf'),
      },
    ],
    'business-fn-p-work-orders': new Error('down'),
    'business-fn-p-work-signs': [
      { Anchor: 'Switchgear Room Warning Sign', File: mediaFixture('/uploads/s.pdf') },
    ],
    'business-fn-p-work-others': [],
  });
  renderPage(<BusinessFormsAndPermitsPage />, { path: '/business/forms-and-permits' });
  expect(await screen.findByRole('link', { name: /Switchgear Room Warning Sign/ })).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Work Order Processing' })).findByRole('alert'),
  ).toHaveTextContent(/couldn't load/);
  expect(screen.getByRole('heading', { level: 1, name: 'Business Forms & Permits' })).toBeInTheDocument();
  expect(
    screen.getByRole('complementary', { name: 'Commercial and multi-residential plan review' }),
  ).toBeInTheDocument();
  expect(requested(fetchMock).every((url) => url.pathname.startsWith('/api/business-'))).toBe(true);
});
