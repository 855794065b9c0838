import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@gpa/shared-ui/testing';
import { BillComparison } from './BillComparison';

const row = (name: RegExp) => screen.getByRole('row', { name });
const summary = (term: string) => screen.getByText(term).nextElementSibling;
/** Pastes the whole entry at once: typing "499.999" key by key into a number field passes through odd values. */
async function enter(text: string) {
  const input = screen.getByLabelText('Kilowatt hours (kWh) per month');
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
  return input;
}

test('placeholders before a calculation; 1000 kWh gives 307.71 against 265.43 and a decrease of 42.28', async () => {
  renderPage(<BillComparison />);
  expect(row(/^Total electric charge -/)).toHaveTextContent('Total electric charge----');
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-');

  await enter('1000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

  const total = within(row(/^Total electric charge \$/)).getAllByRole('cell');
  expect(total.map((cell) => cell.textContent)).toEqual(['$307.71', '$265.43', '$0.307710/kWh average', '$0.265430/kWh average']);
  expect(within(row(/^Monthly charge/)).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '$15.00',
    '$20.00',
    '$15.00/month',
    '$20.00/month',
  ]);
  expect(row(/over 500 kWh/)).toHaveTextContent('$43.44$57.70$0.086870/kWh$0.115400/kWh');
  expect(row(/Fuel recovery/)).toHaveTextContent('$208.80$135.84$0.208802/kWh$0.135840/kWh');
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-$42.28 (decrease)');
  expect(summary('Percent increase/decrease in total bill')).toHaveTextContent('-13.74%');
  expect(summary('Percent increase/decrease in LEAC rate')).toHaveTextContent('-34.94%');
  expect(screen.getByRole('table')).toHaveAccessibleName('Monthly bill for 1,000 kWh');
});

/** The amounts one column shows (0 current, 1 proposed), in cents, by row label. */
function centsByLabel(column: 0 | 1) {
  return Object.fromEntries(
    screen.getAllByRole('row').slice(1).map((tableRow) => {
      const label = within(tableRow).getByRole('rowheader').textContent;
      const amount = within(tableRow).getAllByRole('cell')[column]!.textContent!;
      return [label, Number(amount.replace(/[$,.]/g, ''))];
    }),
  );
}

test.each(['500', '1000', '2718'])('%s kWh: the charges shown add up to the subtotal and the total shown; the change is their difference', (kwh) => {
  renderPage(<BillComparison />, { path: `/bill-comparison-calculator?kwh=${kwh}`, pattern: '/bill-comparison-calculator' });
  const [current, proposed] = ([0, 1] as const).map((column) => {
    const {
      'Total electric charge before fuel': beforeFuel,
      'Fuel recovery charge (LEAC)': fuel,
      'Total electric charge': total,
      ...charges
    } = centsByLabel(column);
    expect(beforeFuel).toBe(Object.values(charges).reduce((sum, cents) => sum + cents, 0));
    expect(total).toBe(beforeFuel! + fuel!);
    return total!;
  }) as [number, number];
  const change = (proposed - current) / 100;
  expect(summary('Increase/decrease in total bill')).toHaveTextContent(`${change < 0 ? '-' : ''}$${Math.abs(change).toFixed(2)}`);
});

test.each(['499.999', '', '-600'])('%p shows the message tied to the field, a red border, and no result', async (entry) => {
  renderPage(<BillComparison />);
  const input = await enter(entry);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please input Kilowatts 500 and above');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please input Kilowatts 500 and above');
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-');
});

test('?kwh= in the address fills the field and calculates at once', () => {
  renderPage(<BillComparison />, { path: '/bill-comparison-calculator?kwh=1234.567', pattern: '/bill-comparison-calculator' });
  expect(screen.getByLabelText('Kilowatt hours (kWh) per month')).toHaveValue(1234.567);
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-$52.70 (decrease)');
});

test('an invalid ?kwh= shows the message instead of a result', () => {
  renderPage(<BillComparison />, { path: '/bill-comparison-calculator?kwh=12', pattern: '/bill-comparison-calculator' });
  expect(screen.getByRole('alert')).toHaveTextContent('Please input Kilowatts 500 and above');
});
