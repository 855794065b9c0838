import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { AddressBar, mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import FinancialsPage from './FinancialsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const open = (search = '') =>
  renderPage(
    <>
      <FinancialsPage />
      <AddressBar />
    </>,
    { path: `/corporate/financials${search}`, pattern: '/corporate/financials' },
  );

const topTabs = () => within(screen.getByRole('tablist', { name: 'Financial reports' }));
const selectedTopTab = () => topTabs().getByRole('tab', { selected: true });

const year = (Year: string) => ({
  data: { id: Number(Year), attributes: { Year, createdAt: '', updatedAt: '' } },
});
const pdf = (url: string) => mediaFixture(url);

const content = {
  'financials-audited-statements-archives': [
    { AnchorText: 'FY2024 Audited Financial Statements', File: pdf('/uploads/fy2024.pdf') },
  ],
  'financials-citizen-centric-reports': [
    { AnchorText: 'Citizen Centric Report FY2024', File: pdf('/uploads/ccr.pdf') },
  ],
  'financials-annual-reports': [
    {
      Title: 'Annual Report 2024',
      Thumbnail: pdf('/uploads/cover-2024.png'),
      File: pdf('/uploads/ar-2024.pdf'),
    },
    { Title: 'Annual Report 2019', Thumbnail: mediaFixture(null), File: mediaFixture(null), Link: null },
  ],
  'financials-assesment-reports': [
    { AnchorText: 'Management & Operational Assessment - Generation', File: pdf('/uploads/moa.pdf') },
  ],
  'financial-credit-ratings': [
    {
      AnchorText: 'Fitch 2023',
      credit_rating_year: year('2023'),
      File: { data: [{ id: 1, attributes: { url: '/uploads/f23.pdf', name: 'f' } }] },
    },
    {
      AnchorText: 'Fitch 2025',
      credit_rating_year: year('2025'),
      File: {
        data: [
          { id: 2, attributes: { url: '/uploads/f25.pdf', name: 'f' } },
          { id: 3, attributes: { url: '/uploads/f25-release.pdf', name: 'r' } },
        ],
      },
    },
    {
      AnchorText: "Moody's 2024",
      credit_rating_year: year('2024'),
      File: { data: [{ id: 4, attributes: { url: '/uploads/m24.pdf', name: 'm' } }] },
    },
  ],
  'non-employee-travel-justification-reports': [
    { Anchor: 'Travel - January FY2025', File: pdf('/uploads/jan25.pdf') },
    { Anchor: 'Travel - March FY2024', File: pdf('/uploads/mar24.pdf') },
    { Anchor: 'Travel - October FY2025', File: pdf('/uploads/oct25.pdf') },
    { Anchor: 'Travel - December FY2024', File: pdf('/uploads/dec24.pdf') },
  ],
} as const;

test('without ?tab the Financial Statements tab opens on its Audited sub-tab; the assessment section lists its sections', async () => {
  mockContent(content as never);
  open();
  expect(selectedTopTab()).toHaveTextContent('Financial Statements');
  expect(screen.getByRole('tab', { name: 'Audited', selected: true })).toBeInTheDocument();
  expect(
    screen.getByRole('tab', { name: 'Un-Audited & Statement of Revenues and Expenses' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Self-Insurance Protocols' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /FY2024 Audited Financial Statements/ })).toHaveAttribute(
    'href',
    '/uploads/fy2024.pdf',
  );
  const assessment = screen.getByRole('region', { name: 'Management & Operational Assessment' });
  expect(await within(assessment).findByRole('link', { name: /Generation/ })).toHaveAttribute(
    'href',
    '/uploads/moa.pdf',
  );
});

test.each([
  ['?tab=ar', 'Annual Reports', '?tab=ar'],
  ['?tab=ccr', 'Citizen Centric Reports', '?tab=ccr'],
  ['garbage', 'Financial Statements', '?tab=nonsense'],
  ['script text', 'Financial Statements', `?tab=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['a 10 KB value', 'Financial Statements', `?tab=${'ar'.repeat(5_000)}`],
])('%s opens %s', (_label, tab, search) => {
  mockContent(content as never);
  open(search);
  expect(selectedTopTab()).toHaveTextContent(tab);
});

test('Annual Reports show a sized thumbnail, the title and a link; a report without file or cover says so', async () => {
  mockContent(content as never);
  open('?tab=ar');
  const cover = await screen.findByRole('heading', { name: 'Annual Report 2024' });
  const card = cover.closest('li') as HTMLElement;
  const image = card.querySelector('img');
  expect(image).toHaveAttribute('src', '/uploads/cover-2024.png');
  expect(image).toHaveAttribute('width', '320');
  expect(image).toHaveAttribute('height', '200');
  expect(within(card).getByRole('link', { name: /Read the Annual Report 2024/ })).toHaveAttribute(
    'href',
    '/uploads/ar-2024.pdf',
  );
  const older = screen.getByRole('heading', { name: 'Annual Report 2019' }).closest('li') as HTMLElement;
  expect(older).toHaveTextContent('Not available online yet.');
  expect(older.querySelector('img')).toBeNull();
});

test('choosing a tab puts it in the address (a new history entry) and Back returns to the previous tab', async () => {
  const user = userEvent.setup();
  mockContent(content as never);
  open();
  await user.click(topTabs().getByRole('tab', { name: 'Annual Reports' }));
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=ar');
  await user.click(topTabs().getByRole('tab', { name: 'Citizen Centric Reports' }));
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=ccr');
  expect(await screen.findByRole('link', { name: /Citizen Centric Report FY2024/ })).toBeInTheDocument();
  expect(screen.getByText(/^Reports posted as of \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(selectedTopTab()).toHaveTextContent('Annual Reports');
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(selectedTopTab()).toHaveTextContent('Financial Statements');
  expect(screen.getByRole('status', { name: 'address' })).toBeEmptyDOMElement();
});

test('arrow keys move between the top tabs, keep focus on the tab and update the address', async () => {
  const user = userEvent.setup();
  mockContent(content as never);
  open();
  topTabs().getByRole('tab', { name: 'Financial Statements' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(topTabs().getByRole('tab', { name: 'Citizen Centric Reports' })).toHaveFocus();
  await user.keyboard('{End}');
  const travel = topTabs().getByRole('tab', { name: 'Non-Employee Travel Justification' });
  expect(travel).toHaveFocus();
  expect(travel).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=travel');
});

test('Credit Ratings are grouped by year, the groups in reversed order of fetch; a File array gives one link per file', async () => {
  const user = userEvent.setup();
  mockContent(content as never);
  open('?tab=bonds');
  expect(screen.getByRole('tab', { name: 'Bond Official Statements', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Operating Data Rule 15C2-12' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Operating Data' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Credit Ratings' }));
  const headings = await screen.findAllByRole('heading', { level: 2, name: /^20\d\d$/ });
  expect(headings.map((heading) => heading.textContent)).toEqual(['2024', '2025', '2023']);
  const group2025 = screen.getByRole('region', { name: 'Credit ratings 2025' });
  expect(
    within(group2025)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/uploads/f25.pdf', '/uploads/f25-release.pdf']);
});

test('Operating Data Rule 15C2-12 is empty', async () => {
  const user = userEvent.setup();
  mockContent(content as never);
  open('?tab=bonds');
  await user.click(screen.getByRole('tab', { name: 'Operating Data Rule 15C2-12' }));
  expect(screen.getByRole('tabpanel', { name: 'Operating Data Rule 15C2-12' })).toHaveTextContent(
    'No contents to show as of the moment.',
  );
});

test('travel reports: current fiscal year (2025) and archive, each in fiscal order', async () => {
  const user = userEvent.setup();
  mockContent(content as never);
  open('?tab=travel');
  const current = await screen.findAllByRole('link', { name: /Travel - / });
  expect(current.map((link) => link.textContent)).toEqual([
    expect.stringContaining('October FY2025'),
    expect.stringContaining('January FY2025'),
  ]);
  await user.click(screen.getByRole('tab', { name: 'Archive' }));
  const archive = await screen.findAllByRole('link', { name: /Travel - / });
  expect(archive.map((link) => link.textContent)).toEqual([
    expect.stringContaining('December FY2024'),
    expect.stringContaining('March FY2024'),
  ]);
});

test('with the content service down the tabs and headings still show, each list with a Retry', async () => {
  mockContent({
    'financials-audited-statements-archives': new Error('down'),
    'financials-assesment-reports': new Error('down'),
  });
  open();
  expect(topTabs().getAllByRole('tab')).toHaveLength(5);
  expect(screen.getByRole('heading', { name: 'Management & Operational Assessment' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
});

test('empty lists say so', async () => {
  mockContent({ 'financials-audited-statements-archives': [], 'financials-assesment-reports': null });
  open();
  expect(await screen.findByText('No audited financial statements yet.')).toBeInTheDocument();
  expect(await screen.findByText('No assessment sections yet.')).toBeInTheDocument();
});
