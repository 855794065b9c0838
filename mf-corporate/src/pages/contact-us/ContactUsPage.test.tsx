import { screen, within } from '@testing-library/react';
import { configureContent, type ContactItemsItem } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import ContactUsPage, { HOURS_AND_LOCATIONS_ID } from './ContactUsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

/** The fake service answers with the given ids (mockContent numbers rows 1..n; the featured contact is id 999999). */
function serveContacts(rows: { id: number; attributes: Partial<ContactItemsItem> }[] | Error) {
  global.fetch = jest.fn(async () =>
    rows instanceof Error
      ? new Response('{}', { status: 500 })
      : new Response(JSON.stringify({ data: rows, meta: {} }), { status: 200 }),
  );
}

test('contact 999999 is shown apart; the others are listed under Hours and Locations', async () => {
  serveContacts([
    {
      id: 2,
      attributes: {
        title: 'Customer Service',
        phone: '(671) 647-5787',
        hours: 'Mon-Fri 7AM to 5PM',
        address: '688 Route 15',
      },
    },
    {
      id: 999999,
      attributes: { title: 'Trouble Line (24 Hours)', phone: '(671) 475-5000', email: 'help@example.org' },
    },
    { id: 3, attributes: { title: 'Human Resources', email: 'hr@example.org' } },
  ]);
  const { container } = renderPage(<ContactUsPage />, { path: '/contact-us' });
  const featured = (await screen.findByRole('heading', { name: 'Trouble Line (24 Hours)' })).closest(
    'section',
  ) as HTMLElement;
  expect(within(featured).getByRole('link', { name: '(671) 475-5000' })).toHaveAttribute(
    'href',
    'tel:6714755000',
  );
  const hours = container.querySelector(`#${HOURS_AND_LOCATIONS_ID}`) as HTMLElement;
  expect(
    within(hours)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Customer Service', 'Human Resources']);
  expect(within(hours).getByText('Mon-Fri 7AM to 5PM')).toBeInTheDocument();
  expect(within(hours).queryByText('Trouble Line (24 Hours)')).toBeNull();
});

test('a failed read keeps the Hours and Locations anchor and shows an error with Retry', async () => {
  serveContacts(new Error('down'));
  const { container } = renderPage(<ContactUsPage />, { path: '/contact-us' });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(container.querySelector(`#${HOURS_AND_LOCATIONS_ID}`)).toHaveTextContent('Hours and Locations');
});
