import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { REACHABILITY_URL } from '@gpa/shared-ui/network/probe';
import { renderPage } from '@gpa/shared-ui/testing';
import { NewsletterSignup } from '../../exposed/NewsletterSignup';
import { SchoolVisitRequest } from '../../exposed/SchoolVisitRequest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = () => json(201, { data: { id: 1 } });

let fetchMock: jest.Mock;
beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  fetchMock = jest.fn();
  // The network answers (the reachability probe after a failed submission): failures here are the server's.
  global.fetch = ((url: string, init?: RequestInit) =>
    url === REACHABILITY_URL
      ? Promise.resolve(new Response('{"status":"ok"}'))
      : fetchMock(url, init)) as typeof fetch;
});

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return {
    url,
    body: JSON.parse(init.body as string),
    key: (init.headers as Record<string, string>)['Idempotency-Key'],
  };
};

async function fillNewsletter() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Cruz');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6715550100');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana@example.org');
}

test('incomplete: the warning dialog, nothing sent, each empty field and a wrong email marked under it, focus on the first', async () => {
  renderPage(<NewsletterSignup />);
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana@');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // An alert dialog: the form's warning, then each field to fix with what is wrong with it.
  const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
  expect(dialog).toHaveAccessibleDescription(
    'You need to fill up the required fields Last Name: Enter your last name. Phone Number: Enter your phone number. Email Address: Enter an email address like name@example.com.',
  );
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Enter your last name.');
  expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Enter your phone number.');
  expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
    'Enter an email address like name@example.com.',
  );
  expect(screen.getByLabelText('Last Name')).toHaveFocus();
  expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
  // Typing in a field clears its message.
  await userEvent.type(screen.getByLabelText('Last Name'), 'Cruz');
  expect(screen.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Enter your last name.')).toBeNull();
});

test('a wrong email alone is not called a missing field: no warning, the field says what is wrong and takes the focus', async () => {
  renderPage(<NewsletterSignup />);
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Cruz');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6715550100');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana@');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByText('You need to fill up the required fields')).toBeNull();
  expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
    'Enter an email address like name@example.com.',
  );
  await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());
  expect(fetchMock).not.toHaveBeenCalled();
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
    body: {
      data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: 'ana@example.org' },
    },
    key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
  });
  for (const label of ['First Name', 'Last Name', 'Phone Number', 'Email Address'])
    expect(screen.getByLabelText(label)).toHaveValue('');
});

test('a 500 keeps the fields and shows the error; Retry resends the same submission with the same key', async () => {
  fetchMock
    .mockResolvedValueOnce(json(500, { error: { message: 'Internal Server Error' } }))
    .mockResolvedValueOnce(created());
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

test('a network error is shown; a validation refusal marks its field with the server message, keeps the input, offers no Retry', async () => {
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(
      json(400, { error: { status: 400, message: 'Email address must be a valid email address.' } }),
    );
  renderPage(<SchoolVisitRequest />);
  await userEvent.type(screen.getByLabelText('Name'), 'Ms. Reyes');
  await userEvent.type(screen.getByLabelText('School'), 'Tamuning Elementary');
  await userEvent.type(screen.getByLabelText('Phone Number'), '6715550101');
  await userEvent.type(screen.getByLabelText('Email Address'), 'reyes@example');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  expect(sent(0).body).toEqual({
    data: { Name: 'Ms. Reyes', School: 'Tamuning Elementary', Number: '6715550101', Email: 'reyes@example' },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  const email = screen.getByLabelText('Email Address');
  await waitFor(() =>
    expect(email).toHaveAccessibleDescription('Email address must be a valid email address.'),
  );
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveValue('reyes@example');
  expect(email).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(sent(1).key).toBe(sent(0).key);

  fetchMock.mockResolvedValueOnce(created());
  await userEvent.type(screen.getByLabelText('Email Address'), '.org');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  const dialog = await screen.findByRole('dialog', { name: 'School Visit Request' });
  expect(dialog).toHaveTextContent(
    'Thank you for filling out the request form. The request has been submitted.',
  );
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
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
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

test('the phone field asks for a phone keypad and refuses letters at once; the mark goes when they are removed', async () => {
  renderPage(<NewsletterSignup />);
  const phone = screen.getByLabelText('Phone Number');
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('inputmode', 'tel');
  await userEvent.type(phone, '671-CALL');
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription(/no letters/);
  await userEvent.clear(phone);
  await userEvent.type(phone, '671-647-5787');
  expect(phone).not.toHaveAttribute('aria-invalid');
  expect(phone).not.toHaveAccessibleDescription();
});

test('wrong values are marked with what to fix and nothing is sent; the first wrong field gets the focus', async () => {
  fetchMock.mockResolvedValueOnce(created());
  renderPage(<NewsletterSignup />);
  await userEvent.type(screen.getByLabelText('First Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Cruz');
  await userEvent.type(screen.getByLabelText('Phone Number'), '647-578');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana.example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(fetchMock).not.toHaveBeenCalled();
  const phone = screen.getByLabelText('Phone Number');
  expect(phone).toHaveAccessibleDescription('Enter 7 to 15 digits, for example 671-647-5787.');
  expect(phone).toHaveFocus();
  expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
    'Enter an email address like name@example.com.',
  );
  expect(screen.getByLabelText('Email Address')).toHaveValue('ana.example.org');

  await userEvent.type(phone, '7');
  await userEvent.clear(screen.getByLabelText('Email Address'));
  await userEvent.type(screen.getByLabelText('Email Address'), 'ana@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByRole('dialog', { name: 'Newsletter Subscription' });
  expect(sent().body.data).toMatchObject({ PhoneNumber: '647-5787', Email: 'ana@example.org' });
});

test('without the script the form is posted to its own page (never in the address), naming which form it is', () => {
  renderPage(<NewsletterSignup />, { path: '/newsletter-sign-up' });
  const form = screen.getByRole('form', { name: 'E-newsletter sign-up' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/newsletter-sign-up');
  expect(form.querySelector('input[type=hidden][name=form]')).toHaveValue('e-newsletters');
});

test('the outcome of a form sent without the script is shown in the same words as with it', () => {
  const { unmount } = renderPage(<NewsletterSignup />, {
    path: '/newsletter-sign-up?form=e-newsletters.sent',
    pattern: '/newsletter-sign-up',
  });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Newsletter SubscriptionThank you for subscribing to our newsletter.',
  );
  unmount();

  renderPage(<SchoolVisitRequest />, {
    path: '/school-visit-request?form=school-visit-requests.incomplete&fix=School&fix=Email',
    pattern: '/school-visit-request',
  });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Warning: You need to fill up the required fields');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['School: Enter your school.', 'Email Address: Enter your email address.']);
});

test("another form's outcome, or none, shows nothing", () => {
  renderPage(<NewsletterSignup />, { path: '/x?form=school-visit-requests.sent', pattern: '/x' });
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
