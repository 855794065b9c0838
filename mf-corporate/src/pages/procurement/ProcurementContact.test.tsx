import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import { PROCUREMENT_CONTACT_TITLE, ProcurementContact } from './ProcurementContact';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const SUPPLY_MANAGEMENT = {
  title: PROCUREMENT_CONTACT_TITLE,
  phone: '(671) 648-5061',
  email: 'bids@example.org',
  address: '688 Route 15, Mangilao, GU 96913',
  hours: 'Mon-Fri 8:00 to 5:00',
};

test('gives the address, phone, email and hours of the Supply Management record, the phone tap-to-call', async () => {
  mockContent({
    'contact-items': [{ title: 'Customer Service', phone: '(671) 647-5787' }, SUPPLY_MANAGEMENT],
  });
  renderPage(<ProcurementContact />);
  expect(await screen.findByRole('link', { name: '(671) 648-5061' })).toHaveAttribute(
    'href',
    'tel:+16716485061',
  );
  expect(screen.getByRole('link', { name: 'bids@example.org' })).toHaveAttribute(
    'href',
    'mailto:bids@example.org',
  );
  expect(
    screen.getByText(/^Supply Management Division, 688 Route 15, Mangilao, GU 96913\./),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/^Office hours: Mon-Fri 8:00 to 5:00, except government holidays\. Bids are received/),
  ).toBeInTheDocument();
  expect(screen.queryByText(/647-5787/)).toBeNull();
});

test('only the fields the record has; without the record (or its read), the way to Contact Us', async () => {
  mockContent({ 'contact-items': [{ ...SUPPLY_MANAGEMENT, email: null, hours: null }] });
  const { unmount } = renderPage(<ProcurementContact />);
  await screen.findByRole('link', { name: '(671) 648-5061' });
  expect(screen.queryByText(/Email:/)).toBeNull();
  expect(screen.queryByText(/Office hours/)).toBeNull();
  expect(screen.getByText(/^Bids are received at the front desk/)).toBeInTheDocument();
  unmount();

  mockContent({ 'contact-items': new Error('down') });
  renderPage(<ProcurementContact />);
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
});
