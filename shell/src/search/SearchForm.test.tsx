import type { SearchAnswer, SearchHit } from '@gpa/contracts';
import { configureContent } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';

const HITS: SearchHit[] = [
  { kind: 'page', title: 'Ways to Pay', link: '/ways-to-pay', snippet: [] },
  { kind: 'page', title: 'Understand My Bill', link: '/how-do-i/understand-my-bill', snippet: [] },
  { kind: 'document', title: 'Payment Plan Form', link: '/uploads/plan.pdf', snippet: [] },
];

afterEach(() => jest.useRealTimers());

/** /search.json answering every term with these hits (of 7 in all), recording the terms asked. */
function serveSearch() {
  const terms: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const term =
      new URL(input instanceof Request ? input.url : input, 'http://localhost').searchParams.get('q') ?? '';
    terms.push(term);
    const answer: SearchAnswer = {
      term,
      shortened: false,
      data: HITS,
      page: 1,
      pageCount: 2,
      total: 7,
      from: 1,
      to: 3,
    };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return terms;
}

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('instant results: asked once typing pauses, announced, chosen with the arrows and opened with Enter', async () => {
  // The clock of the test, not the machine's: a busy machine's pause between two letters is no pause of typing.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const terms = serveSearch();
  renderPage(<SearchForm />, { path: '/', pattern: '/' });
  const box = screen.getByRole('combobox', { name: 'Search the site' });
  await user.type(box, 'pay bill');
  const list = await screen.findByRole('listbox', { name: 'Instant results' });
  // One request for what was typed, not one per letter.
  expect(terms).toEqual(['pay bill']);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Ways to PayPage', 'Understand My BillPage', 'Payment Plan FormDocument']);
  expect(screen.getByRole('status')).toHaveTextContent(
    '7 results, 3 shown. Use the up and down arrows to choose one.',
  );

  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = within(list).getByRole('option', { name: /Understand My Bill/ });
  expect(box).toHaveAttribute('aria-activedescendant', second.id);
  expect(second).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  expect(box).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: /Payment Plan Form/ }).id,
  );

  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(await screen.findByText('other page')).toBeInTheDocument();
});

test('Enter without a chosen result opens the search page; one letter asks nothing', async () => {
  // The clock is the test's: the form's wait before an instant search passes at once, not in real time.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const terms = serveSearch();
  renderPage(<SearchForm />, { path: '/', pattern: '/' });
  await user.type(screen.getByRole('combobox', { name: 'Search the site' }), 'x');
  await act(() => jest.runOnlyPendingTimersAsync());
  expect(terms).toEqual([]);
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByText('other page')).toBeInTheDocument());
});
