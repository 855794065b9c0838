import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { REACHABILITY_URL } from '@gpa/shared-ui/network/probe';
import { renderPage } from '@gpa/shared-ui/testing';
import { NewsletterSignup } from '../../exposed/NewsletterSignup';
import { OFFLINE_MESSAGE, SITE_DOWN_MESSAGE } from './offlineQueue';

const created = () =>
  new Response(JSON.stringify({ data: { id: 1 } }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
const FIELDS = {
  'First Name': 'Ana',
  'Last Name': 'Cruz',
  'Phone Number': '6715550100',
  'Email Address': 'ana@example.org',
};

// The network as the page finds it: the form's POST and the reachability probe (GET /healthz) both fail
// while it is down, whatever navigator.onLine says (it stays true here, as on a phone with no data); with
// the site down behind an edge, both are answered 503 by the edge.
let network: 'up' | 'down' | 'site down';
let answerPost: jest.Mock;
let fetchMock: jest.Mock;
beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  network = 'up';
  answerPost = jest.fn();
  fetchMock = jest.fn((url: string, init?: RequestInit) => {
    if (network === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (network === 'site down') return Promise.resolve(new Response('Service Unavailable', { status: 503 }));
    return url === REACHABILITY_URL
      ? Promise.resolve(new Response('{"status":"ok"}'))
      : answerPost(url, init);
  });
  global.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

const posts = () =>
  fetchMock.mock.calls.filter(([url]) => url !== REACHABILITY_URL) as [string, RequestInit][];
const keyOf = (post: number) => (posts()[post]![1].headers as Record<string, string>)['Idempotency-Key'];

/** The site answers again: the kept submission is sent by itself, once more, with the first attempt's key. */
async function sentOnceTheSiteAnswers() {
  network = 'up';
  answerPost.mockResolvedValueOnce(created());
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('dialog', { name: 'Newsletter Subscription' })).toBeInTheDocument();
  expect(posts()).toHaveLength(2);
  expect(keyOf(1)).toBe(keyOf(0));
}

async function fillIn() {
  renderPage(<NewsletterSignup />);
  for (const [label, value] of Object.entries(FIELDS))
    await userEvent.type(screen.getByLabelText(label), value);
}

test('offline: the visitor is told, the fields stay, and the same submission (same key) is sent once a request reaches the network', async () => {
  expect(navigator.onLine).toBe(true);
  await fillIn();
  network = 'down';
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
  for (const [label, value] of Object.entries(FIELDS))
    expect(screen.getByLabelText(label)).toHaveValue(value);

  // The browser's 'online' event is only a hint to probe again: still down, nothing is sent.
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();

  await sentOnceTheSiteAnswers();
});

test('a failure while the network answers is not kept for later: the usual message, nothing sent by itself', async () => {
  await fillIn();
  answerPost.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(posts()).toHaveLength(1);
});

test('the site down behind an edge (503 for the form and the health check): kept, and sent with its key once the site answers ok', async () => {
  await fillIn();
  network = 'site down';
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(SITE_DOWN_MESSAGE)).toBeInTheDocument();
  await sentOnceTheSiteAnswers();
});
