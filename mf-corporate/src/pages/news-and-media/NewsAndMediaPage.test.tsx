import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { disclosureToggle, mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import NewsAndMediaPage, { NO_ARTICLES } from './NewsAndMediaPage';

jest.setTimeout(30_000);

let wide = false;
beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' });
  wide = false;
  window.matchMedia = jest.fn((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});

const LONG =
  'Crews are restoring power feeder by feeder; hospitals, water and wastewater facilities come first, followed by main roads, villages and finally individual homes.';
const category = (Name: string) => ({ data: { id: 1, attributes: { Name, createdAt: '', updatedAt: '' } } });
const article = (
  Date: string,
  Name: string,
  Title: string,
  Description = 'Short description.',
  file: string | null = `/uploads/${Date}.pdf`,
) => ({
  Title,
  Description,
  Date,
  Document: mediaFixture(file),
  article_category: category(Name),
});

// Twelve press releases across 2023 and 2024 (five in May 2023), two newsletters, one GM report.
const ARTICLES = [
  ...Array.from({ length: 7 }, (_, i) =>
    article(`2024-0${i + 1}-10`, 'Press Release', `Press release 2024-${i + 1}`),
  ),
  article('2023-05-03', 'Press Release', 'Prepare for typhoon season'),
  article('2023-05-26', 'Press Release', 'Restoration underway', LONG),
  article('2023-05-28', 'Press Release', 'Windows reopen', 'No document yet.', null),
  article('2023-05-17', 'Press Release', 'Generator safety'),
  article('2023-05-02', 'Press Release', 'Storm supplies'),
  article('2023-05-30', 'Newsletter', 'Newsletter May 2023'),
  article('2024-10-01', 'Newsletter', 'Newsletter October 2024'),
  article('2023-05-31', 'general manager report', 'GM Report May 2023'),
];

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('LATEST: newest first, no newsletters, 6 cards per page at narrow widths, paging in the address', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, { path: '/news-and-media', pattern: '/news-and-media' });
  expect(
    await screen.findByRole('heading', { name: 'Latest News' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(cardTitles()).toEqual([
    'Press release 2024-7',
    'Press release 2024-6',
    'Press release 2024-5',
    'Press release 2024-4',
    'Press release 2024-3',
    'Press release 2024-2',
  ]);
  const pages = screen.getByRole('navigation', { name: 'News pages' });
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/news-and-media?page=3',
  );
  await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
  await waitFor(() => expect(cardTitles()).toEqual(['Storm supplies']));
  expect(screen.getByRole('heading', { name: 'Latest News' })).toHaveFocus();
});

test('9 cards per page in the wide layout', async () => {
  wide = true;
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, { path: '/news-and-media', pattern: '/news-and-media' });
  await screen.findByRole('heading', { name: 'Latest News' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
});

test('cards cut descriptions to 150 characters, keep the full text for screen readers, and open the PDF in a new tab', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, {
    path: '/news-and-media?mode=press-releases&year=2023&month=5',
    pattern: '/news-and-media',
  });
  const card = (
    await screen.findByRole('heading', { name: 'Restoration underway' }, { timeout: 10_000 })
  ).closest('article')!;
  const description = within(card).getByTitle(LONG);
  expect(description.querySelector('[aria-hidden="true"]')).toHaveTextContent(`${LONG.slice(0, 150)}...`);
  expect(within(description).getByText(LONG)).toHaveClass('visually-hidden');
  expect(within(card).getByText('May 26, 2023')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Continue Reading.*Restoration underway/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/2023-05-26.pdf',
  );
  expect(within(card).getByRole('link', { name: /Continue Reading/ })).toHaveAttribute('target', '_blank');
  const noDocument = screen.getByRole('heading', { name: 'Windows reopen' }).closest('article')!;
  expect(within(noDocument).queryByRole('link')).toBeNull();
});

test('PRESS RELEASES shows the chosen month (with GM reports, without newsletters); NEWSLETTERS and GM CCU show their category', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, {
    path: '/news-and-media?mode=press-releases&year=2023&month=5',
    pattern: '/news-and-media',
  });
  expect(
    await screen.findByRole('heading', { name: 'Press Releases: May 2023' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(cardTitles()).toEqual([
    'GM Report May 2023',
    'Windows reopen',
    'Restoration underway',
    'Generator safety',
    'Prepare for typhoon season',
    'Storm supplies',
  ]);

  const archive = screen.getByRole('navigation', { name: 'Archives' });
  await userEvent.click(within(archive).getByRole('link', { name: 'Newsletters' }));
  await waitFor(() => expect(cardTitles()).toEqual(['Newsletter October 2024', 'Newsletter May 2023']));
  await userEvent.click(within(archive).getByRole('link', { name: 'GPA GM CCU Presentations' }));
  await waitFor(() => expect(cardTitles()).toEqual(['GM Report May 2023']));
  expect(within(archive).getByRole('link', { name: 'See All Press Releases' })).toHaveAttribute(
    'href',
    '/news-and-media',
  );
});

test('the archive lists years newest first with only their months that have press releases; an empty month says No Articles Found', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, { path: '/news-and-media', pattern: '/news-and-media' });
  const archive = await screen.findByRole('navigation', { name: 'Archives' }, { timeout: 10_000 });
  expect(
    within(archive)
      .getAllByRole('group')
      .map((year) => year.querySelector('summary')?.textContent),
  ).toEqual(['2024', '2023']);
  await userEvent.click(disclosureToggle('2023'));
  const months = within(archive).getByRole('list', { name: '2023 press releases by month' });
  expect(
    within(months)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['May 2023']);
});

test('a month without press releases (reached by its address) says No Articles Found', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, {
    path: '/news-and-media?mode=press-releases&year=2023&month=4',
    pattern: '/news-and-media',
  });
  expect(await screen.findByText(NO_ARTICLES, undefined, { timeout: 10_000 })).toBeInTheDocument();
});

test('?monthToRender opens May 2023 once the articles have loaded', async () => {
  mockContent({ articles: ARTICLES });
  renderPage(<NewsAndMediaPage />, {
    path: '/news-and-media?monthToRender=true',
    pattern: '/news-and-media',
  });
  expect(
    await screen.findByRole('heading', { name: 'Press Releases: May 2023' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'May 2023', current: 'page' })).toBeInTheDocument();
});

test('the connect-with-us button leads to the e-newsletter sign-up; a failed load shows a Retry', async () => {
  mockContent({ articles: new Error('down') });
  renderPage(<NewsAndMediaPage />, { path: '/news-and-media', pattern: '/news-and-media' });
  expect(screen.getByRole('link', { name: /Connect With Us/ })).toHaveAttribute(
    'href',
    '/in-our-community/#e-newsletter',
  );
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    "We couldn't load the news articles right now.",
  );
});
