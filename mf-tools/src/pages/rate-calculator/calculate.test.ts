import type { RateCalculatorsItem } from '@gpa/shared-ui';
import { decimal } from '../../components/money/money';
import { calculateBill } from './calculate';

const row = (
  Label: string,
  Type: RateCalculatorsItem['Type'],
  Rate_Value: number,
  Calc_Value: number,
): RateCalculatorsItem => ({
  Label,
  Type,
  Rate_Value,
  Calc_Value,
});

// The residential rows seeded in the content service.
const residential = [
  row('Customer Charge', 'Fixed', 1, 15),
  row('Non-Fuel Energy First 500 kWh', 'Fixed', 500, 0.06955),
  row('Non-Fuel Energy Over 500 kWh', 'Fixed Deduction', 500, 0.08687),
  row('Emergency Water Well', 'Percentage', 100, 0.00279),
  row('Self-Insurance', 'Percentage', 100, 0.0029),
  row('Working Capital Fund', 'Percentage', 100, 0),
  row('Fuel Recovery Charge', 'Percentage', 100, 0.155495),
];

const bill = (kwh: string) => {
  const { lines, total } = calculateBill(decimal(kwh), residential);
  return { lines: lines.map((line) => line.amount.toFixed(2)), total: total.toFixed(2) };
};

// Worked by hand: Fixed = Rate_Value x Calc_Value; Fixed Deduction = (kWh - Rate_Value) x Calc_Value;
// Percentage = kWh x Rate_Value / 100 x Calc_Value (fuel at 0.155495). Each line half up to cents; the total
// adds the lines as shown.
test.each([
  // 1 x 15; 500 x 0.06955 = 34.775 -> 34.78; 0; 500 x 0.00279 = 1.395 -> 1.40; 1.45; 0; 500 x 0.155495 = 77.7475 -> 77.75
  ['500', ['15.00', '34.78', '0.00', '1.40', '1.45', '0.00', '77.75'], '130.38'],
  // 500 x 0.08687 = 43.435 -> 43.44; 2.79; 2.90; 155.495 -> 155.50
  ['1000', ['15.00', '34.78', '43.44', '2.79', '2.90', '0.00', '155.50'], '254.41'],
  // 734.567 x 0.08687 = 63.81183529; 1234.567 x 0.00279 = 3.44444193; x 0.0029 = 3.5802443; x 0.155495 = 191.968995665
  ['1234.567', ['15.00', '34.78', '63.81', '3.44', '3.58', '0.00', '191.97'], '312.58'],
  // 9,999,500 x 0.08687 = 868,656.565 -> 868,656.57; 27,900; 29,000; 1,554,950
  ['10000000', ['15.00', '34.78', '868656.57', '27900.00', '29000.00', '0.00', '1554950.00'], '2480556.35'],
])('%s kWh', (kwh, lines, total) => {
  expect(bill(kwh)).toEqual({ lines, total });
});

test('a Percentage row is kWh x Rate_Value / 100 x Calc_Value', () => {
  expect(
    calculateBill(decimal('750'), [row('Half', 'Percentage', 50, 0.1)]).lines[0]?.amount.toFixed(2),
  ).toBe('37.50');
});

test('the fuel recovery charge always uses 0.155495, whatever the table says', () => {
  expect(
    calculateBill(decimal('1000'), [row('Fuel Recovery Charge', 'Percentage', 100, 0.5)]).total.toFixed(2),
  ).toBe('155.50');
});

test('an editor changing a rate in the content service changes the bill, no release needed', () => {
  expect(calculateBill(decimal('1000'), [row('Customer Charge', 'Fixed', 1, 17.5)]).total.toFixed(2)).toBe(
    '17.50',
  );
});
