import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import LeacPage from './LeacPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('LEAC COST states the LEAC in force, then the per-kWh charges of section 9 for the four dates, newest first', () => {
  mockContent({});
  renderPage(<LeacPage />);
  expect(
    screen.getByText(/^The LEAC in force since August 1, 2025 is \$0\.155495 per kWh/),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: /LEAC charge per kWh/ });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Delivery level', '08/01/25', '02/01/25', '08/01/24', '02/01/24']);
  const secondary = within(table).getByRole('row', { name: /Secondary/ });
  expect(
    within(secondary)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$0.155495', '$0.208802', '$0.261995', '$0.261995']);
  expect(within(table).getByRole('row', { name: /115kV/ })).toHaveTextContent('$0.148528');
});

test('FUEL PURCHASES cuts labels to 22 characters plus an ellipsis and links the files', async () => {
  mockContent({
    'financials-fuel-purchases': [
      { AnchorText: 'Fuel Purchase Jan 2025', File: mediaFixture('/uploads/jan.pdf') },
      {
        AnchorText: 'Residual Fuel Oil Purchase Contract Amendment 3',
        File: mediaFixture('/uploads/amendment.pdf'),
      },
    ],
  });
  renderPage(<LeacPage />);
  await userEvent.click(screen.getByRole('tab', { name: 'FUEL PURCHASES' }));
  expect(await screen.findByRole('link', { name: /^Fuel Purchase Jan 2025/ })).toHaveAttribute(
    'href',
    '/uploads/jan.pdf',
  );
  // Shown cut to 22 + '...'; the full label is the accessible name and the tooltip.
  const cut = screen.getByRole('link', { name: /^Residual Fuel Oil Purchase Contract Amendment 3/ });
  expect(cut).toHaveAttribute('href', '/uploads/amendment.pdf');
  expect(cut).toHaveAttribute('title', 'Residual Fuel Oil Purchase Contract Amendment 3');
  expect(within(cut).getByText('Residual Fuel Oil Purc...')).toHaveAttribute('aria-hidden', 'true');
});

test('PUC LEAC Orders are requested sorted by Anchor descending', async () => {
  const fetchMock = mockContent({
    'financials-puc-leacs': [{ Anchor: '2025-07 Order', File: mediaFixture('/uploads/o.pdf') }],
  });
  renderPage(<LeacPage />);
  await userEvent.click(screen.getByRole('tab', { name: 'PUC LEAC Orders' }));
  expect(await screen.findByRole('link', { name: /2025-07 Order/ })).toBeInTheDocument();
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(url.searchParams.get('sort[0]')).toBe('Anchor:desc');
});

test('tabs follow the keyboard (arrow keys)', async () => {
  mockContent({ 'financials-fuel-purchases': [] });
  renderPage(<LeacPage />);
  screen.getByRole('tab', { name: 'LEAC COST' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'FUEL PURCHASES' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'FUEL PURCHASES' })).toHaveFocus();
});

test('LEAC COST draws the rate per delivery level as an accessible chart of fixed proportions', () => {
  mockContent({});
  renderPage(<LeacPage />);
  const chart = screen.getByRole('img', { name: /LEAC rate per kWh for four delivery levels/ });
  expect(chart).toHaveAttribute('viewBox', '0 0 640 300');
  expect(chart).toHaveAccessibleDescription(/secondary goes from \$0\.261995 to \$0\.155495 per kWh/);
  expect(chart.querySelectorAll('polyline')).toHaveLength(4);
  const legend = screen.getByRole('list', { name: 'Delivery levels' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Secondary', '13.8kV', '34.5kV', '115kV']);
});
