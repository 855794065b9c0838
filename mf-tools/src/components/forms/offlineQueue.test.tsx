import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import { NewsletterSignup } from '../../exposed/NewsletterSignup';
import { OFFLINE_MESSAGE } from './offlineQueue';

const created = () => new Response(JSON.stringify({ data: { id: 1 } }), { status: 201, headers: { 'Content-Type': 'application/json' } });
const FIELDS = { 'First Name': 'Ana', 'Last Name': 'Cruz', 'Phone Number': '6715550100', 'Email Address': 'ana@example.org' };

let fetchMock: jest.Mock;
let online = true;
beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

const keyOf = (call: number) => ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];

async function submitOffline() {
  renderPage(<NewsletterSignup />);
  for (const [label, value] of Object.entries(FIELDS)) await userEvent.type(screen.getByLabelText(label), value);
  online = false;
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
  for (const [label, value] of Object.entries(FIELDS)) expect(screen.getByLabelText(label)).toHaveValue(value);
}

test('offline: the visitor is told, the fields stay, and the same submission (same key) is sent once the connection returns', async () => {
  await submitOffline();
  fetchMock.mockResolvedValueOnce(created());
  online = true;
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('dialog', { name: 'Newsletter Subscription' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(keyOf(1)).toBe(keyOf(0));
});

test('a failure online is not kept for later: nothing is sent when an online event comes', async () => {
  renderPage(<NewsletterSignup />);
  for (const [label, value] of Object.entries(FIELDS)) await userEvent.type(screen.getByLabelText(label), value);
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
