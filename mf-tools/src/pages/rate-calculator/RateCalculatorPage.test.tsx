import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { mockContent, renderPage } from '@gpa/shared-ui/testing';
import RateCalculatorPage from './RateCalculatorPage';

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  mockContent({
    'rate-calculators': [
      { Label: 'Customer Charge', Type: 'Fixed', Rate_Value: 1, Calc_Value: 15 },
      {
        Label: 'Non-Fuel Energy Over 500 kWh',
        Type: 'Fixed Deduction',
        Rate_Value: 500,
        Calc_Value: 0.08687,
      },
      {
        Label: 'Fuel Recovery Charge (LEAC effective 08/01/25)',
        Type: 'Percentage',
        Rate_Value: 100,
        Calc_Value: 0.155495,
      },
    ],
  });
});

const total = () => within(screen.getByRole('table')).getByRole('row', { name: /Total/ });

test('totals show a placeholder until a valid calculation, then the rows and total', async () => {
  renderPage(<RateCalculatorPage />);
  const input = await screen.findByLabelText('Monthly energy use (kWh)');
  expect(total()).toHaveTextContent('-');
  expect(input).toHaveAttribute('step', '0.001');

  await userEvent.type(input, '1000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByRole('row', { name: /Customer Charge/ })).toHaveTextContent('$15.00');
  expect(screen.getByRole('row', { name: /Over 500 kWh/ })).toHaveTextContent('$43.44');
  expect(screen.getByRole('row', { name: /Fuel Recovery Charge/ })).toHaveTextContent('$155.50');
  // Which rates, from when: the base rates of the bill comparison's current column, with the current LEAC.
  expect(screen.getByText(/^This estimate uses/)).toHaveTextContent(
    'This estimate uses the base rates effective 2/1/2025 and the current fuel charge (LEAC), effective 08/01/25, of $0.155495 per kWh.',
  );
  expect(total()).toHaveTextContent('$213.94');
});

test.each(['499', '', 'e'])(
  'entry %p shows the message and a red border, and keeps what was typed',
  async (entry) => {
    renderPage(<RateCalculatorPage />);
    const input = await screen.findByLabelText('Monthly energy use (kWh)');
    if (entry) await userEvent.type(input, entry);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please input Kilowatts 500 and above');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please input Kilowatts 500 and above');
    expect(total()).toHaveTextContent('-');
    if (entry === '499') expect(input).toHaveValue(499);
  },
);

test('?kwh= in the address (a shared link, or the form sent without JavaScript) is calculated at once', async () => {
  renderPage(<RateCalculatorPage />, { path: '/rate-calculator?kwh=1000', pattern: '/rate-calculator' });
  expect(await screen.findByLabelText('Monthly energy use (kWh)')).toHaveValue(1000);
  expect(total()).toHaveTextContent('$213.94');
});

test('without JavaScript the form would send kwh by GET to this same page; with it, Calculate calculates in place', async () => {
  renderPage(<RateCalculatorPage />, { path: '/rate-calculator', pattern: '/rate-calculator' });
  const input = await screen.findByLabelText('Monthly energy use (kWh)');
  const form = screen.getByRole('form', { name: 'Rate calculator' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).not.toHaveAttribute('action');
  expect(input).toHaveAttribute('name', 'kwh');
  await userEvent.type(input, '1500');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(total()).not.toHaveTextContent('-');
});
