import { decimal, decimalPlaces, formatLineAmount, formatMoney, percentChange } from '../money/money';
import { type BillColumn, compareBills } from './billComparison';

// Expected figures worked by hand from the schedules' rates, as the seed's calculator computes them:
//   current : 15 + 500 x 0.06955 (34.775) + (kWh-500) x 0.08687 + kWh x 0.00279 + kWh x 0.0029 + 0, fuel kWh x 0.208802
//   proposed: 20 + 500 x 0.09239 (46.195) + (kWh-500) x 0.1154  + kWh x 0.00279 + kWh x 0.0029 + 0, fuel kWh x 0.13584
// Every charge line stays exact (shown with 2 or 6 decimals); a subtotal is the sum of the exact lines, rounded
// half up to cents once; the change is the difference of the two totals shown.
const shown = (column: BillColumn) => ({
  monthly: formatLineAmount(column.monthlyChargeTotal),
  first500: formatLineAmount(column.first500KWHChargeTotal),
  over500: formatLineAmount(column.over500KWHChargeTotal),
  waterWell: formatLineAmount(column.emergencyWaterWellChargeTotal),
  selfInsurance: formatLineAmount(column.selfInsuranceChargeTotal),
  workingCapital: formatLineAmount(column.workingCapitalFundChargeTotal),
  beforeFuel: formatMoney(column.totalElectricChargeBeforeFuelTotal),
  fuel: formatLineAmount(column.fuelRecoveryChargeTotal),
  total: formatMoney(column.totalElectricChargeTotal),
});

test("1000 kWh: the seed's figures, $307.70 against $265.43, a decrease of $42.27", () => {
  const result = compareBills(decimal('1000'));
  // current: 34.775 and 43.435 stay exact; before fuel 15 + 34.775 + 43.435 + 2.79 + 2.90 = 98.90; fuel 208.802;
  // total 98.90 + 208.802 = 307.702 -> 307.70 (rounding each line first said 307.71).
  expect(shown(result.current)).toEqual({
    monthly: '$15.00',
    first500: '$34.775000',
    over500: '$43.435000',
    waterWell: '$2.79',
    selfInsurance: '$2.90',
    workingCapital: '$0.00',
    beforeFuel: '$98.90',
    fuel: '$208.802000',
    total: '$307.70',
  });
  // proposed: 20 + 46.195 + 57.70 + 2.79 + 2.90 = 129.585 -> 129.59; fuel 135.84; total 265.425 -> 265.43
  expect(shown(result.proposed)).toEqual({
    monthly: '$20.00',
    first500: '$46.195000',
    over500: '$57.70',
    waterWell: '$2.79',
    selfInsurance: '$2.90',
    workingCapital: '$0.00',
    beforeFuel: '$129.59',
    fuel: '$135.84',
    total: '$265.43',
  });
  // 265.43 - 307.70 = -42.27; -42.27 / 307.70 = -13.737...% -> -13.74
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-42.27');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-13.74');
  // LEAC: (0.13584 - 0.208802) / 0.208802 = -0.072962 / 0.208802 = -34.943...% -> -34.94
  expect(result.percentIncreaseDecreaseInLEACRate?.toFixed(2)).toBe('-34.94');
  // rate variants: the per-kWh rates, and for the subtotals the exact average per kWh (307.702 / 1000)
  expect(result.current.over500KWHCharge.toFixed(6)).toBe('0.086870');
  expect(result.current.totalElectricChargeBeforeFuel.toFixed(6)).toBe('0.098900');
  expect(result.current.totalElectricCharge.toFixed(6)).toBe('0.307702');
  expect(result.proposed.monthlyCharge.toFixed(2)).toBe('20.00');
});

test('500 kWh: nothing above the first block; 1.395 stays exact', () => {
  const result = compareBills(decimal('500'));
  // current: 500 x 0.00279 = 1.395; 500 x 0.0029 = 1.45; before fuel 15 + 34.775 + 0 + 1.395 + 1.45 = 52.62;
  // fuel 500 x 0.208802 = 104.401; total 157.021 -> 157.02
  expect(shown(result.current)).toEqual({
    monthly: '$15.00',
    first500: '$34.775000',
    over500: '$0.00',
    waterWell: '$1.395000',
    selfInsurance: '$1.45',
    workingCapital: '$0.00',
    beforeFuel: '$52.62',
    fuel: '$104.401000',
    total: '$157.02',
  });
  // proposed: 20 + 46.195 + 0 + 1.395 + 1.45 = 69.04; fuel 500 x 0.13584 = 67.92; total 136.96
  expect(shown(result.proposed)).toEqual({
    monthly: '$20.00',
    first500: '$46.195000',
    over500: '$0.00',
    waterWell: '$1.395000',
    selfInsurance: '$1.45',
    workingCapital: '$0.00',
    beforeFuel: '$69.04',
    fuel: '$67.92',
    total: '$136.96',
  });
  // 136.96 - 157.02 = -20.06; -20.06 / 157.02 = -12.775...% -> -12.78
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-20.06');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-12.78');
});

test('1234.567 kWh: lines with more than 6 decimals show 6, rounded half up; the totals come from the exact lines', () => {
  const result = compareBills(decimal('1234.567'));
  // current: 734.567 x 0.08687 = 63.81183529; 1234.567 x 0.00279 = 3.44444193; x 0.0029 = 3.5802443;
  // before fuel 120.61152152 -> 120.61; fuel 257.780058734; total 378.391580254 -> 378.39
  expect(shown(result.current)).toEqual({
    monthly: '$15.00',
    first500: '$34.775000',
    over500: '$63.811835',
    waterWell: '$3.444442',
    selfInsurance: '$3.580244',
    workingCapital: '$0.00',
    beforeFuel: '$120.61',
    fuel: '$257.780059',
    total: '$378.39',
  });
  // proposed: 734.567 x 0.1154 = 84.7690318; before fuel 157.98871803 -> 157.99; fuel 167.70358128; total 325.69229931 -> 325.69
  expect(shown(result.proposed)).toEqual({
    monthly: '$20.00',
    first500: '$46.195000',
    over500: '$84.769032',
    waterWell: '$3.444442',
    selfInsurance: '$3.580244',
    workingCapital: '$0.00',
    beforeFuel: '$157.99',
    fuel: '$167.703581',
    total: '$325.69',
  });
  // 325.69 - 378.39 = -52.70; -52.70 / 378.39 = -13.927...% -> -13.93
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-52.70');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-13.93');
});

test('10,000,000 kWh: large bills keep every cent', () => {
  const result = compareBills(decimal('10000000'));
  // current: 9,999,500 x 0.08687 = 868,656.565; before fuel 15 + 34.775 + 868,656.565 + 27,900 + 29,000 = 925,606.34;
  // fuel 2,088,020; total 3,013,626.34
  expect(shown(result.current)).toEqual({
    monthly: '$15.00',
    first500: '$34.775000',
    over500: '$868,656.565000',
    waterWell: '$27,900.00',
    selfInsurance: '$29,000.00',
    workingCapital: '$0.00',
    beforeFuel: '$925,606.34',
    fuel: '$2,088,020.00',
    total: '$3,013,626.34',
  });
  // proposed: 9,999,500 x 0.1154 = 1,153,942.30; before fuel 1,210,908.495 -> 1,210,908.50; fuel 1,358,400;
  // total 2,569,308.495 -> 2,569,308.50
  expect(shown(result.proposed)).toEqual({
    monthly: '$20.00',
    first500: '$46.195000',
    over500: '$1,153,942.30',
    waterWell: '$27,900.00',
    selfInsurance: '$29,000.00',
    workingCapital: '$0.00',
    beforeFuel: '$1,210,908.50',
    fuel: '$1,358,400.00',
    total: '$2,569,308.50',
  });
  // 2,569,308.50 - 3,013,626.34 = -444,317.84; / 3,013,626.34 = -14.743...% -> -14.74
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-444317.84');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-14.74');
});

test('every kWh from 500 to 3000: the change and its percentage come from the two totals shown', () => {
  const disagreeing: string[] = [];
  for (let kwh = 500; kwh <= 3000; kwh++) {
    const result = compareBills(decimal(kwh));
    const [currentTotal, proposedTotal] = [
      result.current.totalElectricChargeTotal,
      result.proposed.totalElectricChargeTotal,
    ];
    if (decimalPlaces(currentTotal) > 2 || decimalPlaces(proposedTotal) > 2)
      disagreeing.push(`${kwh} kWh: a total is not in cents`);
    const change = proposedTotal.minus(currentTotal).toFixed(2);
    const percent = percentChange(currentTotal, proposedTotal)?.toFixed(2);
    if (result.increaseDecreaseInTotalBill.toFixed(2) !== change)
      disagreeing.push(`${kwh} kWh: the change is not ${change}`);
    if (result.percentIncreaseDecreaseInTotalBill?.toFixed(2) !== percent)
      disagreeing.push(`${kwh} kWh: the percentage is not ${percent}`);
  }
  expect(disagreeing).toEqual([]);
});
