import { screen } from '@testing-library/react';
import { configureContent } from '../content/contentConfig';
import { contentRead } from '../content/useCollection';
import { mockContent, renderPage } from '../testing';
import { ContactPhone, hoursAfter } from './ContactPhone';
import { dialable, useContact } from './contactRecords';

// An area's read of the contact records, as its route declares it.
const contactItemsRead = contentRead('contact-items', { sort: ['id:asc'] });

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('a Guam number is dialled with the country code 1; a number with one already keeps it', () => {
  expect(dialable('(671) 647-5787')).toBe('+16716475787');
  expect(dialable('+1 671 647 5787')).toBe('+16716475787');
});

function PhoneOf({ title }: { title: string }) {
  const fact = useContact(contactItemsRead, title);
  return (
    <p>
      Call <ContactPhone fact={fact} fallback="customer service" />
      {hoursAfter(fact)}. Text <ContactPhone fact={fact} text fallback="the alerts number" />.
    </p>
  );
}

test('a page quotes a record by its title: the number to tap (call or text) and its hours', async () => {
  mockContent({
    'contact-items': [
      { title: 'Customer Service', phone: '(671) 647-5787', hours: 'Mon-Fri 7AM to 5PM' },
      { title: 'Other', phone: '(671) 000-0000' },
    ],
  });
  renderPage(<PhoneOf title="Customer Service" />);
  const [call, text] = await screen.findAllByRole('link', { name: '(671) 647-5787' });
  expect(call).toHaveAttribute('href', 'tel:+16716475787');
  expect(text).toHaveAttribute('href', 'sms:+16716475787');
  expect(screen.getByText(/^Call/)).toHaveTextContent('Call (671) 647-5787, Mon-Fri 7AM to 5PM. Text');
});

test('while the records load, or without the record, the words stand in for the number', () => {
  mockContent({ 'contact-items': [] });
  renderPage(<PhoneOf title="Customer Service" />);
  expect(screen.getByText(/^Call/)).toHaveTextContent('Call customer service. Text the alerts number.');
  expect(screen.queryByRole('link')).toBeNull();
});
