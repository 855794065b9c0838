import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureContent, configureFederation } from '@gpa/shared-ui';
import { disclosure, disclosureToggle, mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import RateAdjustmentPage from './RateAdjustmentPage';
import { FAQ_GROUPS, RATE_NEWS_RELEASES, RATE_SCHEDULE_OPTIONS } from './rateAdjustment';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadArea = jest.mocked(loadRemote);

const BillComparison = () => <p>Bill comparison calculator</p>;

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  configureFederation({
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' } },
    remoteTimeoutMs: 1000,
  });
  loadArea.mockReset();
  loadArea.mockResolvedValue({ default: BillComparison });
});

const image = (url: string) => ({ data: { id: 1, attributes: { url, name: url, width: 320, height: 200 } } });

const content = {
  'rate-adjustment-faqs': FAQ_GROUPS.flatMap((group) =>
    [1, 2, 3].map((n) => ({
      group,
      question: `${group} question ${n}?`,
      answer: `Answer ${n} for ${group}.`,
    })),
  ),
  'rate-schedule-charts': [
    {
      Schedule: 'R',
      Title: 'Schedule R: current and proposed monthly bill',
      Chart: image('/uploads/schedule-r.png'),
    },
    {
      Schedule: 'G-3',
      Title: 'Schedule G (Three Phase): current and proposed monthly bill',
      Chart: image('/uploads/schedule-g3.png'),
    },
  ],
  'rate-documents': [
    { Anchor: 'billing-samples', File: mediaFixture('/uploads/billing-samples.pdf') },
    ...RATE_NEWS_RELEASES.map(({ anchor }) => ({
      Anchor: anchor,
      File: mediaFixture(`/uploads/${anchor}.pdf`),
    })),
  ],
  'news-releases': [
    { Title: 'News Release - PUC Approves Rate Adjustment', File: mediaFixture('/uploads/puc.pdf') },
  ],
};

test('shows the cards and every section closed at first', () => {
  mockContent(content);
  renderPage(<RateAdjustmentPage />);
  const cards = screen.getByRole('list', { name: 'Rate adjustment at a glance' });
  for (const text of ['$53.00', 'Feb 1, 2025', '$42.00', 'Sept 1, 2025', '900,000+', '$359', '$306', '$264'])
    expect(cards).toHaveTextContent(text);
  // Each bill figure with the LEAC of its date in words, next to it.
  expect(cards).toHaveTextContent(
    'Feb 2025 (base rates of 2/1/2025 with the LEAC of February 1, 2025, $0.208802 per kWh)$306',
  );
  expect(cards).toHaveTextContent('Jan 2025 (rates before Feb 1, 2025 with the LEAC of August 1, 2024');
  for (const name of [
    "FAQ's",
    'Proposed Rate Adjustments',
    'Billing Samples',
    'Petitions',
    'Workforce Reports',
    'Residential Calculator',
  ])
    expect(disclosure(name)).not.toHaveAttribute('open');
});

test('a shared result (?kwh=1000) opens the Residential Calculator and brings it into view', async () => {
  mockContent(content);
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderPage(<RateAdjustmentPage />, { path: '/rateadjustment?kwh=1000', pattern: '/rateadjustment' });
  expect(disclosure('Residential Calculator')).toHaveAttribute('open');
  expect(await screen.findByText('Bill comparison calculator')).toBeVisible();
  expect(disclosure("FAQ's")).not.toHaveAttribute('open');
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(scrolled.mock.contexts[0]).toContainElement(disclosure('Residential Calculator'));
});

test("FAQ's lists the questions under the four groups with the update date", async () => {
  const user = userEvent.setup();
  mockContent(content);
  renderPage(<RateAdjustmentPage />);
  await user.click(disclosureToggle("FAQ's"));
  const faqs = disclosure("FAQ's");
  expect(faqs).toHaveTextContent('Updated 4/16/2025');
  expect((await within(faqs).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
    ...FAQ_GROUPS,
  ]);
  expect(within(faqs).getAllByRole('heading', { level: 4 })).toHaveLength(12);
});

test('the schedule dropdown shows the chosen schedule chart, a notice without a chart, and "No schedule selected." when cleared', async () => {
  const user = userEvent.setup();
  mockContent(content);
  renderPage(<RateAdjustmentPage />);
  await user.click(disclosureToggle('Proposed Rate Adjustments'));
  const proposed = disclosure('Proposed Rate Adjustments');
  const select = within(proposed).getByLabelText('Rate schedule');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a schedule', ...RATE_SCHEDULE_OPTIONS.map((option) => option.label)]);
  expect(proposed).toHaveTextContent('No schedule selected.');

  await user.selectOptions(select, 'Schedule G (Three Phase)');
  const chart = await within(proposed).findByRole('img', {
    name: 'Schedule G (Three Phase): current and proposed monthly bill',
  });
  expect(chart).toHaveAttribute('src', '/uploads/schedule-g3.png');
  expect(chart).toHaveAttribute('width', '320');
  expect(chart).toHaveAttribute('height', '200');

  await user.selectOptions(select, 'Schedule L');
  expect(proposed).toHaveTextContent('No chart is available for Schedule L yet.');
  await user.selectOptions(select, '');
  expect(proposed).toHaveTextContent('No schedule selected.');
});

test('an address naming a schedule (?schedule=, what the picker sends without the script) opens its panel on its chart', async () => {
  mockContent(content);
  renderPage(<RateAdjustmentPage />, {
    path: '/rateadjustment?kwh=800&schedule=G-3',
    pattern: '/rateadjustment',
  });
  const proposed = disclosure('Proposed Rate Adjustments');
  expect(proposed).toHaveAttribute('open');
  expect(within(proposed).getByLabelText('Rate schedule')).toHaveValue('G-3');
  expect(
    await within(proposed).findByRole('img', {
      name: 'Schedule G (Three Phase): current and proposed monthly bill',
    }),
  ).toBeVisible();
  // The form sends the choice with the address's kWh, back to the picker; its Show chart button is the script's.
  const form = within(proposed).getByRole('button', { name: 'Show chart' }).closest('form');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveFormValues({ kwh: '800', schedule: 'G-3' });
});

test('Billing Samples links one PDF; Petitions and Workforce Reports have no contents yet', async () => {
  const user = userEvent.setup();
  mockContent(content);
  renderPage(<RateAdjustmentPage />);
  for (const name of ['Billing Samples', 'Petitions', 'Workforce Reports'])
    await user.click(disclosureToggle(name));
  const samples = disclosure('Billing Samples');
  expect(await within(samples).findByRole('link', { name: /Billing Samples/ })).toHaveAttribute(
    'href',
    '/uploads/billing-samples.pdf',
  );
  expect(within(samples).getAllByRole('link')).toHaveLength(1);
  for (const name of ['Petitions', 'Workforce Reports'])
    expect(disclosure(name)).toHaveTextContent('No contents to show as of the moment');
});

test('the sidebar has the question mail link and the nine fixed news releases followed by the collection items', async () => {
  mockContent(content);
  renderPage(<RateAdjustmentPage />);
  const sidebar = screen.getByRole('complementary', { name: 'Questions and news releases' });
  // "Email Questions" is the mail link itself, not a heading above a link named by the address.
  expect(within(sidebar).getByRole('link', { name: 'Email Questions' })).toHaveAttribute(
    'href',
    'mailto:ratequestions@gpagwa.com',
  );
  expect(within(sidebar).queryByRole('heading', { name: 'Email Questions' })).toBeNull();
  await waitFor(() => expect(within(sidebar).getAllByRole('listitem')).toHaveLength(10));
  const links = within(sidebar).getAllByRole('link').slice(1);
  expect(links[0]).toHaveAttribute('href', '/uploads/rate-news-2025-04-16.pdf');
  expect(links[9]).toHaveTextContent('News Release - PUC Approves Rate Adjustment');
});

test('the Residential Calculator embeds the bill comparison of mf-tools; when mf-tools is down it shows a fallback with Retry', async () => {
  const user = userEvent.setup();
  mockContent(content);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadArea.mockRejectedValueOnce(new Error('connection refused'));
  renderPage(<RateAdjustmentPage />);
  await user.click(disclosureToggle('Residential Calculator'));
  const calculator = disclosure('Residential Calculator');
  expect(await within(calculator).findByRole('alert')).toHaveTextContent(
    'Residential calculator: this part of the site is not available right now.',
  );
  expect(loadArea).toHaveBeenCalledWith('mf_tools/BillComparison');
  await user.click(within(calculator).getByRole('button', { name: 'Retry' }));
  expect(await within(calculator).findByText('Bill comparison calculator')).toBeInTheDocument();
});

test('with the content service down the static parts stay: cards, sections, the fixed news release names', async () => {
  mockContent({});
  renderPage(<RateAdjustmentPage />);
  expect(screen.getByRole('list', { name: 'Rate adjustment at a glance' })).toHaveTextContent('$53.00');
  const sidebar = screen.getByRole('complementary', { name: 'Questions and news releases' });
  expect(within(sidebar).getAllByRole('listitem')).toHaveLength(9);
  expect(await within(sidebar).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
