import { AVAILABLE_PROCUREMENTS, configureContent, type PublishedRoute, type SearchResultsItem } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPage } from './SearchPage';

const ROUTES: PublishedRoute[] = [
  { path: '/leac', title: 'Levelized Energy Adjustment Clause (LEAC)' },
  { path: '/rate-calculator', title: 'Rate Calculator' },
  { path: '/news/:id', title: 'News article about rates' },
];

const entries = (count: number, title = 'Rate entry'): Partial<SearchResultsItem>[] =>
  Array.from({ length: count }, (_, i) => ({ Title: `${title} ${i + 1}`, Description: `Description ${i + 1}`, Link: `/page-${i + 1}` }));

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const renderSearch = (query: string) => renderPage(<SearchPage routes={ROUTES} />, { path: `/search${query}`, pattern: '/search' });

test.each(['', '?q=', '?q=%20%20'])('"%s" asks for a term', async (query) => {
  mockContent({ 'search-results': entries(3) });
  renderSearch(query);
  expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
  expect(screen.getByText('Please enter something to perform a search')).toBeInTheDocument();
  expect(document.title).toBe('Search | Guam Power Authority');
});

test('no match says so with the term', async () => {
  mockContent({ 'search-results': entries(3) });
  renderSearch('?q=typhoon');
  expect(await screen.findByText('No results found for typhoon')).toBeInTheDocument();
  expect(document.title).toBe('Search results for typhoon | Guam Power Authority');
});

test('each result shows its title (a link), description and link; the site pages whose titles match follow', async () => {
  mockContent({ 'search-results': [{ Title: 'LEAC', Description: 'Fuel recovery charge.', Link: '/leac' }, ...entries(2, 'Other')] });
  renderSearch('?q=calculator|leac');
  const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'LEAC' })).toHaveAttribute('href', '/leac');
  expect(items[0]).toHaveTextContent('Fuel recovery charge.');
  expect(items[0]).toHaveTextContent('/leac');
  expect(within(items[1]!).getByRole('link', { name: 'Rate Calculator' })).toHaveAttribute('href', '/rate-calculator');
  expect(screen.getByText('Showing 2 results for “calculator|leac”')).toBeInTheDocument();
});

test('a single result is counted naturally, without a range', async () => {
  mockContent({ 'search-results': [{ Title: 'Typhoon preparedness', Link: '/typhoon' }, ...entries(2, 'Other')] });
  renderSearch('?q=typhoon');
  expect(await screen.findByText('Showing 1 result for “typhoon”')).toBeInTheDocument();
});

test('five results per page, the page in the address, and accessible pagination that moves focus to the new results', async () => {
  const user = userEvent.setup();
  mockContent({ 'search-results': entries(12) });
  renderSearch('?q=rate');
  // 12 entries + the Rate Calculator page.
  expect(await screen.findByText('Showing 1–5 of 13 results for “rate”')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Search results pages' });
  expect(within(pages).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
  expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search?q=rate&page=3');

  await user.click(within(pages).getByRole('link', { name: 'Next page' }));
  const summary = await screen.findByText('Showing 6–10 of 13 results for “rate”');
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getByRole('link', { name: 'Rate entry 6' })).toBeInTheDocument();
});

test('a page past the end shows the last page', async () => {
  mockContent({ 'search-results': entries(7) });
  renderSearch('?q=rate&page=9');
  expect(await screen.findByText('Showing 6–8 of 8 results for “rate”')).toBeInTheDocument();
});

test('searching exactly "procurement": every result opens the available tenders in a new tab, without link text', async () => {
  mockContent({
    'search-results': [
      { Title: 'Procurement', Description: 'Available tenders.', Link: '/corporate/procurement' },
      { Title: 'Procurement Contact Information & Hours', Description: 'Supply Management.', Link: '/corporate/procurement' },
    ],
  });
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

test.each(['(', '[', '*', '(a+)+$'])('the pattern %s does not break the page: it is matched as plain text', async (term) => {
  mockContent({ 'search-results': [{ Title: `Odd ${term} title`, Description: 'a'.repeat(5000), Link: '/odd' }, ...entries(2)] });
  renderSearch(`?q=${encodeURIComponent(term)}`);
  expect(await screen.findByText('Your search was matched as plain text.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `Odd ${term} title` })).toBeInTheDocument();
});

test('a very long term is cut to 100 characters, and the visitor is told', async () => {
  mockContent({ 'search-results': entries(1) });
  renderSearch(`?q=${'z'.repeat(300)}`);
  expect(screen.getByText('Searches are limited to 100 characters, so only the first 100 were used.')).toBeInTheDocument();
  expect(await screen.findByText(`No results found for ${'z'.repeat(100)}`)).toBeInTheDocument();
});

test('when the search entries cannot be read, the site pages are still searched and no error is shown', async () => {
  mockContent({ 'search-results': new Error('down') });
  renderSearch('?q=leac');
  expect(await screen.findByRole('link', { name: 'Levelized Energy Adjustment Clause (LEAC)' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
