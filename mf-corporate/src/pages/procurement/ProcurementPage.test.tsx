import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_EXTERNAL_LINKS, configureContent } from '@gpa/shared-ui';
import { disclosure, disclosureToggle, mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { PROCUREMENT_CONTACT_TITLE } from './ProcurementContact';
import ProcurementPage from './ProcurementPage';
import { tenderMarkers } from './ProcurementTables';

// A long page of tables: role queries over it are slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

const contract = (Description: string, BaseContract: string, po: boolean) => ({
  Description,
  BaseContract,
  ContractFile: mediaFixture(`/uploads/${BaseContract}.pdf`),
  POFile: mediaFixture(po ? `/uploads/${BaseContract}-po.pdf` : null),
});

const FIXTURE = {
  'procurement-available-tenders-tables': [
    {
      Type: 'BID',
      Title: 'Wooden Utility Poles',
      AnnouncementNumber: 'GPA-IFB-019-2025',
      IssuanceDate: '2025-05-12',
      Due: 'June 24, 2025 2:00 PM ChST',
      AmendmentFiles: { data: [] },
      File: mediaFixture('/uploads/ifb-019.pdf'),
      ReBid: true,
    },
    {
      Type: 'Multi-step',
      Title: 'Renewable Phase IV',
      AnnouncementNumber: 'GPA-MSB-002-2025',
      IssuanceDate: '2025-03-17',
      Due: 'August 15, 2025',
      AmendmentFiles: {
        data: [
          {
            id: 7,
            attributes: {
              url: '/uploads/amendment-1.pdf',
              name: 'amendment-1.pdf',
              caption: 'GPA-MSB-002-2025 Amendment 1',
            },
          },
        ],
      },
      File: mediaFixture(null),
      StayOfProcurement: true,
      ReSolicitation: true,
    },
  ],
  'procurement-stay-tables': [
    {
      Type: 'BID',
      DescriptionTitle: 'Fuel Oil Tank Cleaning',
      DescriptionLine1: 'GPA-IFB-011-2025',
      DescriptionLine2: 'Stay lifted.',
      File: { data: [] },
      Announcement: 'Lift of Stay',
      Date: '2025-04-02',
      Due: 'April 30, 2025',
    },
  ],
  'procurement-bids-tables': [
    {
      Bid: 'GPA-IFB-004-2025',
      Title: 'LED Fixtures',
      TitleFile: mediaFixture('/uploads/ifb-004.pdf'),
      AwardDate: '2025-03-14',
      DatePosted: '2025-03-18',
      OpenCloseDate: 'Opened Feb 11, 2025',
      OpenCloseDateFile: mediaFixture(null),
      Awardee: 'Pacific Lighting Supply LLC',
      AwardeeFile: mediaFixture('/uploads/award.pdf'),
    },
  ],
  'procurement-inventory-tables': [
    { AnchorText: 'Spec - Transformers', File: mediaFixture('/uploads/spec-transformers.pdf') },
  ],
  'procurement-non-inventory-tables': [],
  'procurement-dimension-tables': [
    {
      Title: 'Handhole Dimensions',
      Dimensions: '17 in x 30 in x 24 in',
      File: mediaFixture('/uploads/handhole.pdf'),
    },
  ],
  'procurement-general-approval-tables': [contract('Tree trimming', 'GPA-C-2024-018', true)],
  'procurement-commission-tables': [contract('Transformers (multi-year)', 'GPA-C-2024-009', false)],
  'procurement-poc-tables': [contract('Residual fuel oil supply', 'GPA-C-2023-001', true)],
  'contact-items': [{ title: PROCUREMENT_CONTACT_TITLE, phone: '(671) 648-5060' }],
} as Parameters<typeof mockContent>[0];

test('tender markers come in a fixed order', () => {
  expect(tenderMarkers({ StayOfProcurement: true, ReBid: true, ReSolicitation: true })).toEqual([
    'Stay of Procurement',
    'Re-Bid',
    'Re-Solicitation',
  ]);
  expect(tenderMarkers({ StayOfProcurement: false, ReBid: null, ReSolicitation: false })).toEqual([]);
});

test('every procurement collection is requested at once, before any answer arrives', async () => {
  const fetchMock = mockContent(FIXTURE);
  renderPage(<ProcurementPage />);
  // Every request (the tables' and the contact record's) leaves on the first render: none waits for another.
  const requested = fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost').pathname.replace('/api/', ''))
    .sort();
  expect(requested).toEqual(Object.keys(FIXTURE).sort());
  await screen.findByRole('region', { name: 'Available tenders' }, { timeout: 5000 });
});

test('tenders show type, markers, dates, amendments and the file; stays, awards and dimensions their columns', async () => {
  mockContent(FIXTURE);
  renderPage(<ProcurementPage />);
  const tenders = await screen.findByRole('region', { name: 'Available tenders' }, { timeout: 5000 });
  expect(screen.getByText(/^Tenders open as of \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
  const [, poles, phase4] = within(tenders).getAllByRole('row');
  expect(poles).toHaveTextContent('BIDWooden Utility PolesRe-BidGPA-IFB-019-2025May 12, 2025');
  expect(within(poles!).getByRole('link', { name: /GPA-IFB-019-2025 document/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/ifb-019.pdf',
  );
  expect(phase4).toHaveTextContent('Stay of ProcurementRe-Solicitation');
  expect(within(phase4!).getByRole('link', { name: /GPA-MSB-002-2025 Amendment 1/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/amendment-1.pdf',
  );
  // No file attached: the label stays plain text.
  expect(within(phase4!).getByText('GPA-MSB-002-2025 document').closest('a')).toBeNull();

  const stays = await screen.findByRole('region', { name: 'Stay of procurement' });
  expect(
    within(stays)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Type', 'Description', 'Announcement', 'Date', 'Due']);
  const awards = await screen.findByRole('region', { name: 'Bids awarded' });
  expect(within(awards).getByRole('link', { name: /Pacific Lighting Supply LLC/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/award.pdf',
  );
  expect(within(awards).getByText('Opened Feb 11, 2025').closest('a')).toBeNull();
  expect(await screen.findByRole('link', { name: /Handhole Dimensions/ })).toBeInTheDocument();
  expect(screen.getByText('No non-inventory specifications are posted yet.')).toBeInTheDocument();
});

test('three contract tables with contract and PO files, the approval tiers, sole source and the external lists', async () => {
  mockContent(FIXTURE);
  renderPage(<ProcurementPage />);
  const commission = await screen.findByRole(
    'region',
    { name: 'Contracts approved by the Consolidated Commission on Utilities' },
    { timeout: 5000 },
  );
  expect(within(commission).getByRole('link', { name: /Contract GPA-C-2024-009/ })).toBeInTheDocument();
  expect(within(commission).queryByRole('link', { name: /PO / })).toBeNull();
  expect(await screen.findByRole('link', { name: /PO GPA-C-2023-001/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/GPA-C-2023-001-po.pdf',
  );
  expect(
    screen.getByText(/The General Manager approves contracts from \$0\.01 to \$1,000,000/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /Contracts of \$1,500,000 and above also need the approval of the Guam Public Utilities Commission/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sole Source' })).toBeInTheDocument();
  const lists = screen.getByRole('heading', { name: 'Procurement Lists' }).nextElementSibling!
    .nextElementSibling as HTMLElement;
  expect(
    within(lists)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
  ).toEqual([
    'Available',
    'Emergency Procurement',
    'Protest/Stay',
    'Lift of Stay',
    'Awarded',
    'Awarded Sole Source',
    'Closed',
    'Technical Documents',
    'GPA Contracts',
    'Issued',
  ]);
  for (const title of [
    'Mission Statements',
    'Contact Information & Hours',
    'COVID-19 Notice to Bidders',
    'Add-on Links',
  ]) {
    expect(disclosure(title)).not.toHaveAttribute('open');
  }
});

test('procurement appeals link to the Office of Public Accountability at the address the site menu uses', async () => {
  mockContent(FIXTURE);
  renderPage(<ProcurementPage />);
  await userEvent.click(disclosureToggle('Add-on Links'));
  expect(
    screen.getByRole('link', {
      name: /^Office of Public Accountability, where procurement appeals are filed/,
    }),
  ).toHaveAttribute('href', SHARED_EXTERNAL_LINKS.publicAuditor);
  await screen.findByRole('region', { name: 'Available tenders' }, { timeout: 5000 });
});

test('one failed table shows its own Retry; the others still load', async () => {
  mockContent({ ...FIXTURE, 'procurement-bids-tables': new Error('down') });
  renderPage(<ProcurementPage />);
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    "We couldn't load the awarded bids right now.",
  );
  await waitFor(() => expect(screen.getByRole('region', { name: 'Available tenders' })).toBeInTheDocument());
});
