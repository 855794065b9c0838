import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { contentConfigStore } from '../content/contentConfig';
import { contentQuery, contentRead, useContent } from '../content/useCollection';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { dehydrateContent, hydrateContent, prefetchDeclaredContent } from './serverContent';

const read = contentRead('cybersecurity-faqs');

function Questions() {
  const { data } = useContent(read);
  return <p>{data ? `${data.length} questions` : 'loading'}</p>;
}

/** The content state of a page the site server rendered ten minutes ago and kept since. */
function renderedTenMinutesAgo(): DehydratedState {
  const server = createQueryClient();
  const { queryKey } = contentQuery(contentConfigStore.getState().apiUrl, read);
  server.setQueryData(
    queryKey,
    [{ id: 1, documentId: 'a', question: 'Why?', answer: 'Because.', AnchorText: null, File: null }],
    {
      updatedAt: Date.now() - 10 * 60_000,
    },
  );
  return dehydrateContent(server);
}

function renderQuestions(browser: QueryClient) {
  render(
    <AppProviders queryClient={browser}>
      <Questions />
    </AppProviders>,
  );
}

beforeEach(() => {
  global.fetch = jest.fn(async () => new Response('{"data":[]}', { status: 200 }));
});

test("a kept page's content counts as read when the page arrived: hydration reads nothing again", async () => {
  const browser = createQueryClient();
  hydrateContent(browser, renderedTenMinutesAgo());
  renderQuestions(browser);
  expect(screen.getByText('1 questions')).toBeInTheDocument();
  // Effects and the reads they would start have run (the stale case below reads here).
  await act(async () => undefined);
  expect(global.fetch).not.toHaveBeenCalled();
});

test('the same state hydrated with its render time is stale (over a minute) and read again on mount', async () => {
  const browser = createQueryClient();
  hydrate(browser, renderedTenMinutesAgo());
  renderQuestions(browser);
  await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
});

test('a failed read stays failed, as the server rendered it', async () => {
  const server = createQueryClient();
  await prefetchDeclaredContent(
    server,
    [read],
    () => Promise.reject(new Error('down')),
    new AbortController().signal,
  );
  const browser = createQueryClient();
  hydrateContent(browser, dehydrateContent(server));
  expect(
    browser
      .getQueryCache()
      .getAll()
      .map((query) => query.state.status),
  ).toEqual(['error']);
});
