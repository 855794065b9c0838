import type { RateCalculatorsItem } from '@gpa/shared-ui';
import { KWH_MESSAGE, calculateBill, parseKwh, roundToCents } from './calculate';

const row = (Label: string, Type: RateCalculatorsItem['Type'], Rate_Value: number, Calc_Value: number): RateCalculatorsItem => ({
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

test('each row type follows its formula, to 2 decimals', () => {
  const { lines, total } = calculateBill(1000, residential);
  expect(lines.map((line) => line.amount)).toEqual([15, 34.78, 43.44, 2.79, 2.9, 0, 155.5]);
  expect(total).toBe(254.41);
});

test('a Percentage row is kWh x Rate_Value / 100 x Calc_Value', () => {
  expect(calculateBill(750, [row('Half', 'Percentage', 50, 0.1)]).lines[0]?.amount).toBe(37.5);
});

test('a Fixed Deduction row charges only the kWh above Rate_Value', () => {
  expect(calculateBill(500, [row('Over 500', 'Fixed Deduction', 500, 0.08687)]).total).toBe(0);
  expect(calculateBill(1234.567, [row('Over 500', 'Fixed Deduction', 500, 0.08687)]).total).toBe(63.81);
});

test('the fuel recovery charge always uses 0.155495, whatever the table says', () => {
  expect(calculateBill(1000, [row('Fuel Recovery Charge', 'Percentage', 100, 0.5)]).total).toBe(155.5);
});

test('rounding is half up on cents despite binary fractions', () => {
  expect(roundToCents(1.005)).toBe(1.01);
  expect(roundToCents(155.49499999999998)).toBe(155.5);
  expect(roundToCents(2.344)).toBe(2.34);
});

test.each(['', '   ', 'abc', '499.999', '-600', 'Infinity'])('%p is refused with the spec message', (input) => {
  expect(parseKwh(input)).toEqual({ error: KWH_MESSAGE });
});

test.each([
  ['500', 500],
  [' 812.125 ', 812.125],
])('%p is accepted', (input, kwh) => {
  expect(parseKwh(input)).toEqual({ kwh });
});
