import { fireEvent, screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import HomePage from './HomePage';
import { HOME_SLIDES } from './homeSlides';

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  mockContent({
    'content-files': [{ Anchor: 'customer-service-directory', File: mediaFixture('/uploads/directory.pdf') }],
  });
});

test('hero Learn More opens /rateadjustment in a new tab; six tiles; closing call to /gpa-initiatives', () => {
  renderPage(<HomePage />);
  const learnMore = screen.getByRole('link', { name: /Learn More/ });
  expect(learnMore).toHaveAttribute('href', '/rateadjustment');
  expect(learnMore).toHaveAttribute('target', '_blank');
  const tiles = within(screen.getByRole('list', { name: 'Popular tasks' })).getAllByRole('link');
  expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
    'https://paygpa.com',
    '/news-and-media',
    'https://energysense.guampower.com/energy-saving-tips',
    '/how-do-i/start-stop-move-services',
    'https://myenergy.guampower.com',
    'https://alerts.guampower.com',
  ]);
  expect(screen.getByRole('link', { name: 'Explore GPA initiatives' })).toHaveAttribute(
    'href',
    '/gpa-initiatives',
  );
});

test('the carousel has its nine subjects, in order', () => {
  expect(HOME_SLIDES.map((slide) => slide.id)).toEqual([
    'capacity',
    'cybersecurity',
    'beat-the-peak',
    'directory',
    'community-powered',
    'outage-alerts',
    'mobile-app',
    'cemp',
    'energy-tool',
  ]);
});

test('the energy-tool banner, survey banner and rental assistance section are hidden by default', () => {
  renderPage(<HomePage />);
  expect(screen.queryByRole('heading', { name: 'Try our home energy tool' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Take Survey/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Rental assistance' })).toBeNull();
});

test('each hidden section shows when its switch is on', async () => {
  mockContent({
    'content-files': [{ Anchor: 'rules-and-regulations', File: mediaFixture('/uploads/rules.pdf') }],
  });
  renderPage(
    <HomePage
      sections={{
        energyToolBanner: true,
        surveyForm: 'https://forms.example.org/customer-survey',
        rentalAssistance: true,
      }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Try our home energy tool' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Take Survey/ })).toHaveAttribute(
    'href',
    'https://forms.example.org/customer-survey',
  );
  expect(await screen.findByRole('link', { name: /Rules and regulations \(PDF\)/ })).toHaveAttribute(
    'href',
    '/uploads/rules.pdf',
  );
  const rental = screen.getByRole('region', { name: 'Rental assistance' });
  expect(within(rental).getByRole('link', { name: 'Get financial assistance' })).toHaveAttribute(
    'href',
    '/how-do-i/get-financial-assistance',
  );
});

const showMobileAppSlide = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Slide 7: Pay with the mobile app' }));

test('the mobile app slide links the two app stores of the payment method that has them', async () => {
  mockContent({
    'payment-methods': [
      { method: 'Online', link: 'https://paygpa.com/' },
      {
        method: 'Mobile App',
        appStoreLink: 'https://apps.apple.com/us/app/x/id1',
        googlePlayLink: 'https://play.google.com/store/apps/details?id=x',
      },
    ],
  });
  renderPage(<HomePage />);
  showMobileAppSlide();
  const stores = await screen.findByRole('list', { name: 'Mobile App in the app stores' });
  expect(within(stores).getByRole('link', { name: /App Store/ })).toHaveAttribute(
    'href',
    'https://apps.apple.com/us/app/x/id1',
  );
  expect(within(stores).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=x',
  );
});

test('without store links in the content, the mobile app slide leads to Ways to Pay', async () => {
  mockContent({ 'payment-methods': [{ method: 'Online', link: 'https://paygpa.com/' }] });
  renderPage(<HomePage />);
  showMobileAppSlide();
  expect(await screen.findByRole('link', { name: 'Get the app and see every way to pay' })).toHaveAttribute(
    'href',
    '/ways-to-pay',
  );
});
