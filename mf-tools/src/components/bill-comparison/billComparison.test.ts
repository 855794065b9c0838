import { decimal, percentChange, sum } from '../money/money';
import { type BillColumn, compareBills } from './billComparison';

// Expected figures worked by hand from the schedules' rates:
//   current : 15 + 500 x 0.06955 (34.775) + (kWh-500) x 0.08687 + kWh x 0.00279 + kWh x 0.0029 + 0, fuel kWh x 0.208802
//   proposed: 20 + 500 x 0.09239 (46.195) + (kWh-500) x 0.1154  + kWh x 0.00279 + kWh x 0.0029 + 0, fuel kWh x 0.13584
// Each charge is rounded half up to cents once; a subtotal is the sum of the rounded charges above it.
const shown = (column: BillColumn) => ({
  monthly: column.monthlyChargeTotal.toFixed(2),
  first500: column.first500KWHChargeTotal.toFixed(2),
  over500: column.over500KWHChargeTotal.toFixed(2),
  waterWell: column.emergencyWaterWellChargeTotal.toFixed(2),
  selfInsurance: column.selfInsuranceChargeTotal.toFixed(2),
  workingCapital: column.workingCapitalFundChargeTotal.toFixed(2),
  beforeFuel: column.totalElectricChargeBeforeFuelTotal.toFixed(2),
  fuel: column.fuelRecoveryChargeTotal.toFixed(2),
  total: column.totalElectricChargeTotal.toFixed(2),
});

test('1000 kWh: the rate adjustment figures, 307.71 against 265.43, a decrease of 42.28', () => {
  const result = compareBills(decimal('1000'));
  // current: 500 x 0.06955 = 34.775 -> 34.78; 500 x 0.08687 = 43.435 -> 43.44; 1000 x 0.00279 = 2.79; 1000 x 0.0029 = 2.90;
  // before fuel 15 + 34.78 + 43.44 + 2.79 + 2.90 = 98.91; fuel 208.802 -> 208.80; total 98.91 + 208.80 = 307.71.
  // (Rounding the exact sums instead said 98.90 and 307.70: a cent less than the lines shown above them.)
  expect(shown(result.current)).toEqual({
    monthly: '15.00', first500: '34.78', over500: '43.44', waterWell: '2.79', selfInsurance: '2.90',
    workingCapital: '0.00', beforeFuel: '98.91', fuel: '208.80', total: '307.71',
  });
  // proposed: 500 x 0.09239 = 46.195 -> 46.20; 500 x 0.1154 = 57.70; before fuel 20 + 46.20 + 57.70 + 2.79 + 2.90 = 129.59;
  // fuel 1000 x 0.13584 = 135.84; total 129.59 + 135.84 = 265.43
  expect(shown(result.proposed)).toEqual({
    monthly: '20.00', first500: '46.20', over500: '57.70', waterWell: '2.79', selfInsurance: '2.90',
    workingCapital: '0.00', beforeFuel: '129.59', fuel: '135.84', total: '265.43',
  });
  // 265.43 - 307.71 = -42.28; -42.28 / 307.71 = -13.740...% -> -13.74
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-42.28');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-13.74');
  // LEAC: (0.13584 - 0.208802) / 0.208802 = -0.072962 / 0.208802 = -34.943...% -> -34.94
  expect(result.percentIncreaseDecreaseInLEACRate?.toFixed(2)).toBe('-34.94');
  // rate variants: the per-kWh rates, and for the subtotals the average per kWh of the amount shown (307.71 / 1000)
  expect(result.current.over500KWHCharge.toFixed(6)).toBe('0.086870');
  expect(result.current.totalElectricChargeBeforeFuel.toFixed(6)).toBe('0.098910');
  expect(result.current.totalElectricCharge.toFixed(6)).toBe('0.307710');
  expect(result.proposed.monthlyCharge.toFixed(2)).toBe('20.00');
});

test('500 kWh: nothing above the first block; 1.395 rounds half up to 1.40', () => {
  const result = compareBills(decimal('500'));
  // current: 500 x 0.00279 = 1.395 -> 1.40; 500 x 0.0029 = 1.45; before fuel 15 + 34.78 + 0 + 1.40 + 1.45 = 52.63;
  // fuel 500 x 0.208802 = 104.401 -> 104.40; total 157.03
  expect(shown(result.current)).toEqual({
    monthly: '15.00', first500: '34.78', over500: '0.00', waterWell: '1.40', selfInsurance: '1.45',
    workingCapital: '0.00', beforeFuel: '52.63', fuel: '104.40', total: '157.03',
  });
  // proposed: 20 + 46.20 + 0 + 1.40 + 1.45 = 69.05; fuel 500 x 0.13584 = 67.92; total 136.97
  expect(shown(result.proposed)).toEqual({
    monthly: '20.00', first500: '46.20', over500: '0.00', waterWell: '1.40', selfInsurance: '1.45',
    workingCapital: '0.00', beforeFuel: '69.05', fuel: '67.92', total: '136.97',
  });
  // 136.97 - 157.03 = -20.06; -20.06 / 157.03 = -12.774...% -> -12.77
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-20.06');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-12.77');
});

test('1234.567 kWh: three decimals of input stay exact to the cent', () => {
  const result = compareBills(decimal('1234.567'));
  // current: 734.567 x 0.08687 = 63.81183529 -> 63.81; 1234.567 x 0.00279 = 3.44444193 -> 3.44; x 0.0029 = 3.5802443 -> 3.58;
  // before fuel 15 + 34.78 + 63.81 + 3.44 + 3.58 = 120.61; fuel 1234.567 x 0.208802 = 257.780058734 -> 257.78; total 378.39
  expect(shown(result.current)).toEqual({
    monthly: '15.00', first500: '34.78', over500: '63.81', waterWell: '3.44', selfInsurance: '3.58',
    workingCapital: '0.00', beforeFuel: '120.61', fuel: '257.78', total: '378.39',
  });
  // proposed: 734.567 x 0.1154 = 84.7690318 -> 84.77; before fuel 20 + 46.20 + 84.77 + 3.44 + 3.58 = 157.99;
  // fuel 1234.567 x 0.13584 = 167.70358128 -> 167.70; total 325.69
  expect(shown(result.proposed)).toEqual({
    monthly: '20.00', first500: '46.20', over500: '84.77', waterWell: '3.44', selfInsurance: '3.58',
    workingCapital: '0.00', beforeFuel: '157.99', fuel: '167.70', total: '325.69',
  });
  // 325.69 - 378.39 = -52.70; -52.70 / 378.39 = -13.927...% -> -13.93
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-52.70');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-13.93');
});

test('10,000,000 kWh: large bills keep every cent', () => {
  const result = compareBills(decimal('10000000'));
  // current: 9,999,500 x 0.08687 = 868,656.565 -> 868,656.57; 10,000,000 x 0.00279 = 27,900; x 0.0029 = 29,000;
  // before fuel 15 + 34.78 + 868,656.57 + 27,900 + 29,000 = 925,606.35; fuel 2,088,020; total 3,013,626.35
  expect(shown(result.current)).toEqual({
    monthly: '15.00', first500: '34.78', over500: '868656.57', waterWell: '27900.00', selfInsurance: '29000.00',
    workingCapital: '0.00', beforeFuel: '925606.35', fuel: '2088020.00', total: '3013626.35',
  });
  // proposed: 9,999,500 x 0.1154 = 1,153,942.30; before fuel 20 + 46.20 + 1,153,942.30 + 27,900 + 29,000
  // = 1,210,908.50; fuel 1,358,400; total 2,569,308.50
  expect(shown(result.proposed)).toEqual({
    monthly: '20.00', first500: '46.20', over500: '1153942.30', waterWell: '27900.00', selfInsurance: '29000.00',
    workingCapital: '0.00', beforeFuel: '1210908.50', fuel: '1358400.00', total: '2569308.50',
  });
  // 2,569,308.50 - 3,013,626.35 = -444,317.85; / 3,013,626.35 = -14.743...% -> -14.74
  expect(result.increaseDecreaseInTotalBill.toFixed(2)).toBe('-444317.85');
  expect(result.percentIncreaseDecreaseInTotalBill?.toFixed(2)).toBe('-14.74');
});

test('every kWh from 500 to 3000: the charges shown add up to the subtotal and the total shown, in both columns', () => {
  const notAddingUp: string[] = [];
  for (let kwh = 500; kwh <= 3000; kwh++) {
    const result = compareBills(decimal(kwh));
    const bills = { current: shown(result.current), proposed: shown(result.proposed) };
    for (const [column, bill] of Object.entries(bills)) {
      const charges = [bill.monthly, bill.first500, bill.over500, bill.waterWell, bill.selfInsurance, bill.workingCapital];
      const beforeFuel = sum(charges.map(decimal)).toFixed(2);
      const total = decimal(bill.beforeFuel).plus(decimal(bill.fuel)).toFixed(2);
      if (beforeFuel !== bill.beforeFuel) notAddingUp.push(`${kwh} kWh ${column}: charges add up to ${beforeFuel}, before fuel shows ${bill.beforeFuel}`);
      if (total !== bill.total) notAddingUp.push(`${kwh} kWh ${column}: before fuel plus fuel is ${total}, total shows ${bill.total}`);
    }
    // The change and its percentage come from the two totals shown.
    const [currentTotal, proposedTotal] = [decimal(bills.current.total), decimal(bills.proposed.total)];
    const change = proposedTotal.minus(currentTotal).toFixed(2);
    const percent = percentChange(currentTotal, proposedTotal)?.toFixed(2);
    if (result.increaseDecreaseInTotalBill.toFixed(2) !== change) notAddingUp.push(`${kwh} kWh: the change is not ${change}`);
    if (result.percentIncreaseDecreaseInTotalBill?.toFixed(2) !== percent) notAddingUp.push(`${kwh} kWh: the percentage is not ${percent}`);
  }
  expect(notAddingUp).toEqual([]);
});
