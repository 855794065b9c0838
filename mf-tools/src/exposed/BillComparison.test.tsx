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

test("placeholders before a calculation; 1000 kWh gives the seed's $307.70 against $265.43 and a decrease of $42.27", async () => {
  renderPage(<BillComparison />);
  expect(row(/^Total electric charge -/)).toHaveTextContent('Total electric charge----');
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-');

  await enter('1000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

  const total = within(row(/^Total electric charge \$/)).getAllByRole('cell');
  expect(total.map((cell) => cell.textContent)).toEqual([
    '$307.70',
    '$265.43',
    '$0.307702/kWh average',
    '$0.265425/kWh average',
  ]);
  expect(
    within(row(/^Monthly charge/))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$15.00', '$20.00', '$15.00/month', '$20.00/month']);
  // Lines as the seed shows them: exact, with 2 or 6 decimals.
  expect(row(/first 500 kWh/)).toHaveTextContent('$34.775000$46.195000$0.069550/kWh$0.092390/kWh');
  expect(row(/over 500 kWh/)).toHaveTextContent('$43.435000$57.70$0.086870/kWh$0.115400/kWh');
  expect(row(/before fuel/)).toHaveTextContent('$98.90$129.59');
  expect(row(/Fuel recovery/)).toHaveTextContent('$208.802000$135.84$0.208802/kWh$0.135840/kWh');
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-$42.27 (decrease)');
  expect(summary('Percent increase/decrease in total bill')).toHaveTextContent('-13.74%');
  expect(summary('Percent increase/decrease in LEAC rate')).toHaveTextContent('-34.94%');
  expect(screen.getByRole('table')).toHaveAccessibleName('Monthly bill for 1,000 kWh');
});

test('says which LEAC and which date each column uses', () => {
  renderPage(<BillComparison />);
  expect(
    screen.getByText(
      /^First column: the base rates effective 2\/1\/2025 with the LEAC of February 1, 2025 \(\$0\.208802 per kWh\)/,
    ),
  ).toHaveTextContent('Proposed: the rates effective 9/1/2025 with a LEAC of $0.135840 per kWh');
});

test.each(['500', '1000', '2718'])('%s kWh: the change is the difference of the two totals shown', (kwh) => {
  renderPage(<BillComparison />, {
    path: `/bill-comparison-calculator?kwh=${kwh}`,
    pattern: '/bill-comparison-calculator',
  });
  const [current, proposed] = ([0, 1] as const).map((column) => {
    const amount = within(row(/^Total electric charge \$/)).getAllByRole('cell')[column]!.textContent;
    return Number(amount.replace(/[$,.]/g, ''));
  }) as [number, number];
  const change = (proposed - current) / 100;
  expect(summary('Increase/decrease in total bill')).toHaveTextContent(
    `${change < 0 ? '-' : ''}$${Math.abs(change).toFixed(2)}`,
  );
});

test.each(['499.999', '', '-600'])(
  '%p shows the message tied to the field, a red border, and no result',
  async (entry) => {
    renderPage(<BillComparison />);
    const input = await enter(entry);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please input Kilowatts 500 and above');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please input Kilowatts 500 and above');
    expect(summary('Increase/decrease in total bill')).toHaveTextContent('-');
  },
);

test('?kwh= in the address fills the field and calculates at once', () => {
  renderPage(<BillComparison />, {
    path: '/bill-comparison-calculator?kwh=1234.567',
    pattern: '/bill-comparison-calculator',
  });
  expect(screen.getByLabelText('Kilowatt hours (kWh) per month')).toHaveValue(1234.567);
  expect(summary('Increase/decrease in total bill')).toHaveTextContent('-$52.70 (decrease)');
});

test('an invalid ?kwh= shows the message instead of a result', () => {
  renderPage(<BillComparison />, {
    path: '/bill-comparison-calculator?kwh=12',
    pattern: '/bill-comparison-calculator',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Please input Kilowatts 500 and above');
});
