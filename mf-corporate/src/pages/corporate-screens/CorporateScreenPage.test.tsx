import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import { routes } from '../../routes';
import CorporateScreenPage from './CorporateScreenPage';
import { CORPORATE_SCREENS } from './screens';

const screenPaths = Object.keys(CORPORATE_SCREENS);

const routeOf = (path: string) => routes.find((route) => route.path === path)!;

test('the ten static corporate screens each have a route under /corporate/', () => {
  expect(screenPaths).toHaveLength(10);
  for (const path of screenPaths) expect(path.startsWith('/corporate/')).toBe(true);
  expect(screenPaths.every((path) => routeOf(path))).toBe(true);
});

test.each(screenPaths)('%s shows its route title as its heading, and its own text', (path) => {
  renderPage(<CorporateScreenPage />, { path, route: routeOf(path) });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(routeOf(path).title);
  expect(screen.getByText(CORPORATE_SCREENS[path]!.intro)).toBeInTheDocument();
});

test('the screens state the figures they mention', () => {
  renderPage(<CorporateScreenPage />, {
    path: '/corporate/leac-costs',
    route: routeOf('/corporate/leac-costs'),
  });
  expect(screen.getByText(/reviewed every six months/)).toBeInTheDocument();
  expect(screen.getByText(/13-14 cents per kWh/)).toBeInTheDocument();
  expect(screen.getByText(/last raised in 2013/)).toBeInTheDocument();
});
