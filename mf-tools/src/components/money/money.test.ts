import {
  KWH_DECIMALS_MESSAGE,
  KWH_MAX_MESSAGE,
  KWH_MESSAGE,
  decimal,
  decimalPlaces,
  formatKwh,
  formatLineAmount,
  formatMoney,
  formatPercent,
  formatRate,
  isNegative,
  isZero,
  max,
  parseKwh,
  percentChange,
  roundMoney,
} from './money';

test('money rounds half up to cents, exactly where binary floating point does not', () => {
  // The current bill's first 500 kWh in binary floating point: 500 x 0.06955 is stored just under 34.775, so it
  // rounds to 34.77, a cent short.
  expect((500 * 0.06955).toFixed(2)).toBe('34.77');
  expect(roundMoney(decimal('500').times(decimal('0.06955'))).toFixed(2)).toBe('34.78');
  expect(roundMoney(decimal('1.005')).toFixed(2)).toBe('1.01');
  expect(roundMoney(decimal('1.395')).toFixed(2)).toBe('1.40');
  expect(roundMoney(decimal('2.344')).toFixed(2)).toBe('2.34');
  // Ties of negative amounts round away from zero, like their positive mirror.
  expect(roundMoney(decimal('-42.265')).toFixed(2)).toBe('-42.27');
});

test('formats money with 2 decimals and separators, rates with 6, percentages with 2', () => {
  expect(formatMoney(decimal('3013626.34'))).toBe('$3,013,626.34');
  expect(formatMoney(decimal('-42.27'))).toBe('-$42.27');
  expect(formatMoney(decimal('-0.004'))).toBe('$0.00');
  expect(formatRate(decimal('0.0029'))).toBe('$0.002900');
  expect(formatPercent(decimal('-34.94'))).toBe('-34.94%');
  expect(formatKwh(decimal('1234.567'))).toBe('1,234.567');
});

test('a percentage change is exact and rounded to 2 decimals', () => {
  // (265.43 - 307.71) / 307.71 = -42.28 / 307.71 = -0.137402... -> -13.74 %
  expect(percentChange(decimal('307.71'), decimal('265.43'))?.toFixed(2)).toBe('-13.74');
  expect(percentChange(decimal('0'), decimal('1'))).toBeUndefined();
});

test.each([
  ['', KWH_MESSAGE],
  ['   ', KWH_MESSAGE],
  ['abc', KWH_MESSAGE],
  ['12abc', KWH_MESSAGE],
  ['499.999', KWH_MESSAGE],
  ['-600', KWH_MESSAGE],
  ['Infinity', KWH_MESSAGE],
  ['NaN', KWH_MESSAGE],
  ['0x1F4', KWH_MESSAGE],
  ['500.0001', KWH_DECIMALS_MESSAGE],
  ['1e999999', KWH_MAX_MESSAGE],
])('%p is refused', (input, error) => {
  expect(parseKwh(input)).toEqual({ error });
});

test.each([
  ['500', '500'],
  [' 812.125 ', '812.125'],
  // A number field accepts exponent notation: 1e3 is 1000 kWh.
  ['1e3', '1000'],
  ['+600', '600'],
  ['500.000', '500'],
  ['1234.567', '1234.567'],
  ['10000000', '10000000'],
])('%p is read exactly as %p kWh', (input, kwh) => {
  const parsed = parseKwh(input);
  expect('kwh' in parsed && parsed.kwh.toString()).toBe(kwh);
});

test('a bill line shows 2 decimals when it is whole cents, else 6 (half up)', () => {
  expect(formatLineAmount(decimal('43.44'))).toBe('$43.44');
  expect(formatLineAmount(decimal('15'))).toBe('$15.00');
  expect(formatLineAmount(decimal('34.775'))).toBe('$34.775000');
  expect(formatLineAmount(decimal('63.81183529'))).toBe('$63.811835');
  expect(formatLineAmount(decimal('868656.565'))).toBe('$868,656.565000');
  expect(formatLineAmount(decimal('-1.2345675'))).toBe('-$1.234568');
});

test('the exact value keeps its decimals: counted as written, none for whole numbers in any notation', () => {
  expect(decimalPlaces(decimal('34.775'))).toBe(3);
  expect(decimalPlaces(decimal('15'))).toBe(0);
  expect(decimalPlaces(decimal('1.5e3'))).toBe(0);
  expect(decimalPlaces(decimal('0.000001'))).toBe(6);
  expect(decimalPlaces(decimal('500.000'))).toBe(0);
});

test('a quotient keeps 40 decimals until it is rounded for display, half up', () => {
  expect(formatRate(decimal(2).div(3))).toBe('$0.666667');
  expect(decimal(1).div(3).toFixed(40)).toBe(`0.${'3'.repeat(40)}`);
  // A tie rounds away from zero, on either side.
  expect(formatPercent(decimal('0.125'))).toBe('0.13%');
  expect(formatPercent(decimal('-0.125'))).toBe('-0.13%');
});

test('zero, negative zero and the larger amount', () => {
  expect(isZero(decimal('-0'))).toBe(true);
  expect(isNegative(decimal('-0'))).toBe(false);
  expect(isNegative(decimal('-0.01'))).toBe(true);
  expect(formatMoney(decimal('-0'))).toBe('$0.00');
  expect(max(decimal('-12'), decimal(0)).toString()).toBe('0');
  expect(max(decimal('812.125'), decimal(500)).toString()).toBe('812.125');
});
