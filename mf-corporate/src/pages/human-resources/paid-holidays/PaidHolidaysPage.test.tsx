import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import PaidHolidaysPage, { PAID_HOLIDAYS } from './PaidHolidaysPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('lists every observed holiday with its date', () => {
  mockContent({ 'hr-files': [] });
  renderPage(<PaidHolidaysPage />);
  const table = screen.getByRole('table', { name: 'Legal holidays observed' });
  expect(within(table).getAllByRole('row')).toHaveLength(PAID_HOLIDAYS.length + 1);
  expect(within(table).getByRole('row', { name: 'Liberation Day July 21' })).toBeInTheDocument();
});
