import type { SearchAnswer, SearchHit } from '@gpa/contracts';
import { AVAILABLE_PROCUREMENTS, configureContent } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPage } from './SearchPage';

const hit = (title: string, link: string, kind: SearchHit['kind'] = 'page'): SearchHit => ({
  kind,
  title,
  link,
  snippet: [{ text: `About ${title}: ` }, { text: 'rates', mark: true }],
});
const hits = (count: number) =>
  Array.from({ length: count }, (_, i) => hit(`Rate entry ${i + 1}`, `/page-${i + 1}`));

/** The site server's /search.json over these hits (five a page), counting what it was asked. */
function serveSearch(all: SearchHit[] | Error) {
  const asked: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    asked.push(url);
    if (all instanceof Error) return new Response('{}', { status: 503 });
    const pageCount = Math.max(1, Math.ceil(all.length / 5));
    const page = Math.min(Number(url.searchParams.get('page')), pageCount);
    const data = all.slice((page - 1) * 5, page * 5);
    const answer: SearchAnswer = {
      term: url.searchParams.get('q') ?? '',
      shortened: false,
      data,
      page,
      pageCount,
      total: all.length,
      from: data.length ? (page - 1) * 5 + 1 : 0,
      to: (page - 1) * 5 + data.length,
    };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example' }));

const renderSearch = (query: string) =>
  renderPage(<SearchPage />, { path: `/search${query}`, pattern: '/search' });

test.each(['', '?q=', '?q=%20%20'])('"%s" asks for a term, and nothing is searched', (query) => {
  const asked = serveSearch(hits(3));
  renderSearch(query);
  expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
  expect(screen.getByText('Please enter something to perform a search')).toBeInTheDocument();
  expect(document.title).toBe('Search | Guam Power Authority');
  expect(asked).toEqual([]);
});

test('no match says so with the term', async () => {
  serveSearch([]);
  renderSearch('?q=typhoon');
  expect(await screen.findByText('No results found for typhoon')).toBeInTheDocument();
  expect(document.title).toBe('Search results for typhoon | Guam Power Authority');
});

test('each result shows what it is, its title as a link, the words around the match (marked) and its address', async () => {
  const asked = serveSearch([
    hit('LEAC', '/leac'),
    hit('Net Metering Application', '/uploads/net_metering.pdf', 'document'),
    hit('Energy tips', 'https://example.org/tips', 'external'),
  ]);
  renderSearch('?q=%20rates%20');
  const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
  expect(asked[0]?.pathname).toBe('/search.json');
  expect(asked[0]?.searchParams.get('q')).toBe('rates');
  expect(items.map((item) => item.textContent)).toEqual([
    'PageLEACAbout LEAC: rates/leac',
    'DocumentNet Metering Application (opens in a new tab)About Net Metering Application: rates/uploads/net_metering.pdf',
    'Other siteEnergy tips (opens in a new tab)About Energy tips: rateshttps://example.org/tips',
  ]);
  expect(within(items[0]!).getByRole('link', { name: 'LEAC' })).toHaveAttribute('href', '/leac');
  expect(within(items[0]!).getByText('rates').tagName).toBe('MARK');
  // A document opens from the content service's files, in a new tab; so does another site.
  expect(within(items[1]!).getByRole('link')).toHaveAttribute(
    'href',
    'https://files.example/uploads/net_metering.pdf',
  );
  expect(within(items[1]!).getByRole('link')).toHaveAttribute('target', '_blank');
  expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', 'https://example.org/tips');
  expect(screen.getByText('Showing 3 results for “rates”')).toBeInTheDocument();
});

test('a snippet is text: markup in it is shown, never run', async () => {
  serveSearch([
    {
      kind: 'page',
      title: 'Odd',
      link: '/odd',
      snippet: [{ text: '<img src=x onerror=alert(1)>' }, { text: '<b>', mark: true }],
    },
  ]);
  renderSearch('?q=odd');
  const item = within(await screen.findByRole('list', { name: 'Search results' })).getByRole('listitem');
  expect(item).toHaveTextContent('<img src=x onerror=alert(1)><b>');
  expect(item.querySelector('img, b')).toBeNull();
});

test('a single result is counted naturally, without a range', async () => {
  serveSearch([hit('Typhoon preparedness', '/typhoon')]);
  renderSearch('?q=typhoon');
  expect(await screen.findByText('Showing 1 result for “typhoon”')).toBeInTheDocument();
});

test('five results per page, the page in the address, and accessible pagination that moves focus to the new results', async () => {
  const user = userEvent.setup();
  serveSearch(hits(13));
  renderSearch('?q=rate');
  expect(await screen.findByText('Showing 1–5 of 13 results for “rate”')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Search results pages' });
  expect(within(pages).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
  expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/search?q=rate&page=3',
  );

  await user.click(within(pages).getByRole('link', { name: 'Next page' }));
  const summary = await screen.findByText('Showing 6–10 of 13 results for “rate”');
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getByRole('link', { name: 'Rate entry 6' })).toBeInTheDocument();
});

test('searching exactly "procurement": every result opens the available tenders in a new tab, without link text', async () => {
  serveSearch([
    hit('Procurement', '/corporate/procurement'),
    hit('Bid 2025-01', '/uploads/bid.pdf', 'document'),
  ]);
  renderSearch('?q=%20ProCurement%20');
  const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  for (const item of items) {
    const link = within(item).getByRole('link');
    expect(link).toHaveAttribute('href', AVAILABLE_PROCUREMENTS);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item).not.toHaveTextContent('/corporate/procurement');
  }
});

test('a very long term is cut to 100 characters, and the visitor is told', async () => {
  const asked = serveSearch([]);
  renderSearch(`?q=${'z'.repeat(300)}`);
  expect(
    screen.getByText('Searches are limited to 100 characters, so only the first 100 were used.'),
  ).toBeInTheDocument();
  expect(await screen.findByText(`No results found for ${'z'.repeat(100)}`)).toBeInTheDocument();
  expect(asked[0]?.searchParams.get('q')).toBe('z'.repeat(100));
});

test('when the search cannot answer, the page says so and offers to try again', async () => {
  serveSearch(new Error('down'));
  renderSearch('?q=leac');
  expect(await screen.findByText("We couldn't search right now.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
});
