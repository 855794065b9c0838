import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import { NewsletterSignup } from './NewsletterSignup';
import { SchoolVisitRequest } from './SchoolVisitRequest';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = () => json(201, { data: { id: 1 } });

let fetchMock: jest.Mock;
beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] };
};

async function fillNewsletter() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Cruz');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6715550100');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana@example.org');
}

test('incomplete: the warning dialog, nothing sent, the empty fields marked', async () => {
  renderPage(<NewsletterSignup />);
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  const dialog = screen.getByRole('dialog', { name: 'Warning' });
  expect(dialog).toHaveTextContent('You need to fill up the required fields');
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
});

test('success: exactly the four fields with an idempotency key, the dialog, cleared fields', async () => {
  fetchMock.mockResolvedValueOnce(created());
  renderPage(<NewsletterSignup />);
  await fillNewsletter();
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Newsletter Subscription' });
  expect(dialog).toHaveTextContent('Thank you for subscribing to our newsletter.');
  expect(sent()).toEqual({
    url: '/api/e-newsletters',
    body: { data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: 'ana@example.org' } },
    key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
  });
  for (const label of ['First Name', 'Last Name', 'Phone Number', 'Email Address']) expect(screen.getByLabelText(label)).toHaveValue('');
});

test('a 500 keeps the fields and shows the error; Retry resends the same submission with the same key', async () => {
  fetchMock.mockResolvedValueOnce(json(500, { error: { message: 'Internal Server Error' } })).mockResolvedValueOnce(created());
  renderPage(<NewsletterSignup />);
  await fillNewsletter();
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem (error 500)');
  expect(screen.getByLabelText('Email Address')).toHaveValue('ana@example.org');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('dialog', { name: 'Newsletter Subscription' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(sent(1).key).toBe(sent(0).key);
  expect(sent(1).body).toEqual(sent(0).body);
});

test('a network error and a refusal with the server message are shown; the next submission gets a new key', async () => {
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(json(400, { error: { status: 400, message: 'Email address must be a valid email address.' } }));
  renderPage(<SchoolVisitRequest />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ms. Reyes');
  await userEvent.type(screen.getByLabelText('School'), 'Tamuning Elementary');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6715550101');
  await userEvent.type(screen.getByLabelText('Email Address'), 'reyes@example');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  expect(sent(0).body).toEqual({ data: { Name: 'Ms. Reyes', School: 'Tamuning Elementary', Number: '6715550101', Email: 'reyes@example' } });

  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(await screen.findByText(/The form was not accepted: Email address must be a valid email address\./)).toBeInTheDocument();
  expect(sent(1).key).toBe(sent(0).key);

  fetchMock.mockResolvedValueOnce(created());
  await userEvent.type(screen.getByLabelText('Email Address'), '.org');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  const dialog = await screen.findByRole('dialog', { name: 'School Visit Request' });
  expect(dialog).toHaveTextContent('Thank you for filling out the request form. The request has been submitted.');
  expect(sent(2).key).not.toBe(sent(0).key);
});

test('no second submission while one is in flight', async () => {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
  renderPage(<NewsletterSignup />);
  await fillNewsletter();
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveTextContent('Sending…');
  await userEvent.click(button);
  await userEvent.keyboard('{Enter}');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await act(async () => answer(created()));
  expect(await screen.findByRole('dialog', { name: 'Newsletter Subscription' })).toBeInTheDocument();
});

test('a request that does not answer in time is reported as a timeout', async () => {
  jest.useFakeTimers();
  try {
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<NewsletterSignup />);
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('Last Name'), 'Cruz');
    await user.type(screen.getByLabelText('Phone Number'), '6715550100');
    await user.type(screen.getByLabelText('Email Address'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer in time');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
  } finally {
    jest.useRealTimers();
  }
});
