import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import StartStopMoveServicesPage from './StartStopMoveServicesPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('deposit table from the content service, mail links for {email}, and the fees and lead times', async () => {
  mockContent({
    'start-stop-move-service-residential-tables': [
      { NumberOfRooms: 'Studio / 1 Bedroom', DepositAmount: '$150.00' },
      { NumberOfRooms: '3 Bedrooms', DepositAmount: '$300.00' },
    ],
  });
  renderPage(<StartStopMoveServicesPage />);
  const table = await screen.findByRole('table', { name: 'Residential deposit by number of rooms' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Number of roomsDeposit', 'Studio / 1 Bedroom$150.00', '3 Bedrooms$300.00']);

  const mailLinks = screen.getAllByRole('link', { name: 'customerservice@gpagwa.com' });
  expect(mailLinks.length).toBeGreaterThanOrEqual(3);
  expect(screen.queryByText(/\{email\}/)).toBeNull();

  const main = document.body;
  expect(main).toHaveTextContent('Application fee: $25.00');
  expect(main).toHaveTextContent('Same-day connection fee: $9.00');
  expect(main).toHaveTextContent('at most 2.5 times the estimated monthly bill and at least $125.00');
  expect(main).toHaveTextContent('1.24 percent interest a year');
  expect(main).toHaveTextContent('2 working days ahead');
  expect(main).toHaveTextContent(
    '8 months before energization (12 months for pad-mounted transformer projects)',
  );
});

test('an empty deposit table says so instead of showing an empty grid', async () => {
  mockContent({ 'start-stop-move-service-residential-tables': null });
  renderPage(<StartStopMoveServicesPage />);
  expect(await screen.findByText(/deposit table is not available yet/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
