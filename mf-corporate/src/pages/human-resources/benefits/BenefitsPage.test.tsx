import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import BenefitsPage from './BenefitsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('lists only the HR files matched by anchor text, in the page order', async () => {
  mockContent({
    'hr-files': [
      { AnchorText: 'Medical and Dental Rates FY2025', File: mediaFixture('/uploads/rates.pdf') },
      { AnchorText: 'Paid Holidays Calendar 2025', File: mediaFixture('/uploads/holidays.pdf') },
      { AnchorText: 'Benefits Open Enrollment Guide', File: mediaFixture('/uploads/guide.pdf') },
    ],
  });
  renderPage(<BenefitsPage />);
  await screen.findByRole('link', { name: /Benefits Open Enrollment Guide/ });
  const documents = screen
    .getAllByRole('link', { name: /opens in a new tab/ })
    .map((link) => link.firstChild?.textContent);
  expect(documents).toEqual(['Benefits Open Enrollment Guide', 'Medical and Dental Rates FY2025']);
});

test('a failed file read leaves an empty list with a notice, and the rest of the page working', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockContent({ 'hr-files': new Error('down') });
  renderPage(<BenefitsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't load the benefit documents right now.",
  );
  expect(screen.getByRole('heading', { name: 'Medical and dental' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Benefits contacts' })).toBeInTheDocument();
  expect(screen.queryAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(0);
  expect(log).toHaveBeenCalledWith('Error fetching file data:', expect.any(Error));
  log.mockRestore();
});
