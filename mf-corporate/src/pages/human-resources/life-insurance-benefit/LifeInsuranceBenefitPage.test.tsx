import { screen, waitFor } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import LifeInsuranceBenefitPage from './LifeInsuranceBenefitPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('the documents heading shows with the matched files', async () => {
  mockContent({
    'hr-files': [{ AnchorText: 'Life Insurance Benefit Summary', File: mediaFixture('/uploads/life.pdf') }],
  });
  renderPage(<LifeInsuranceBenefitPage />);
  expect(await screen.findByRole('heading', { name: 'Life Insurance Documents' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Life Insurance Benefit Summary/ })).toHaveAttribute(
    'href',
    '/uploads/life.pdf',
  );
});

test('without matching files there is no documents heading, and the text still shows', async () => {
  mockContent({
    'hr-files': [{ AnchorText: 'Paid Holidays Calendar 2025', File: mediaFixture('/uploads/holidays.pdf') }],
  });
  renderPage(<LifeInsuranceBenefitPage />);
  expect(await screen.findByText(/group term life insurance from their first day/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading', { name: 'Life Insurance Documents' })).toBeNull();
});
