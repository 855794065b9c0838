import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import { routes } from '../../routes';
import CorporateScreenPage from './CorporateScreenPage';
import { CORPORATE_SCREENS } from './screens';

const screenPaths = Object.keys(CORPORATE_SCREENS);

test('the ten static corporate screens each have a route under /corporate/ titled like the page', () => {
  expect(screenPaths).toHaveLength(10);
  for (const path of screenPaths) {
    expect(path.startsWith('/corporate/')).toBe(true);
    expect(routes.find((route) => route.path === path)?.title).toBe(CORPORATE_SCREENS[path]?.title);
  }
});

test.each(screenPaths)('%s shows its own heading and text', (path) => {
  renderPage(<CorporateScreenPage />, { path });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CORPORATE_SCREENS[path]!.title);
  expect(screen.getByText(CORPORATE_SCREENS[path]!.intro)).toBeInTheDocument();
});

test('the screens state the spec figures they mention', () => {
  renderPage(<CorporateScreenPage />, { path: '/corporate/leac-costs' });
  expect(screen.getByText(/reviewed every six months/)).toBeInTheDocument();
  expect(screen.getByText(/13-14 cents per kWh/)).toBeInTheDocument();
  expect(screen.getByText(/last raised in 2013/)).toBeInTheDocument();
});
