// The residential bill at current and proposed rates, for the bill comparison calculator.
import { BASE_RATES_EFFECTIVE, secondaryLeac } from '@gpa/shared-ui';
import { type Decimal, decimal, max, percentChange, roundMoney, sum } from '../money/money';

/** One rate schedule of the residential bill comparison (the figures agree with /rateadjustment's). */
export interface RateSchedule {
  label: string;
  effective: string;
  monthlyCharge: Decimal;
  /** Per kWh of the first 500 kWh (charged in full: the calculator starts at 500 kWh). */
  first500KWHRate: Decimal;
  /** Per kWh above 500. */
  over500KWHRate: Decimal;
  emergencyWaterWellRate: Decimal;
  selfInsuranceRate: Decimal;
  workingCapitalFundRate: Decimal;
  fuelRecoveryRate: Decimal;
}

/** The LEAC the comparison's first column uses: of the same date as its base rates, not the one in force now. */
export const COMPARED_LEAC = '02/01/25' as const;

export const CURRENT_RATES: RateSchedule = {
  label: 'Current',
  effective: BASE_RATES_EFFECTIVE,
  monthlyCharge: decimal('15'),
  first500KWHRate: decimal('0.06955'),
  over500KWHRate: decimal('0.08687'),
  emergencyWaterWellRate: decimal('0.00279'),
  selfInsuranceRate: decimal('0.0029'),
  workingCapitalFundRate: decimal('0'),
  // The LEAC of the same date as these rates (0.208802), not the current one.
  fuelRecoveryRate: decimal(secondaryLeac(COMPARED_LEAC)),
};

export const PROPOSED_RATES: RateSchedule = {
  label: 'Proposed',
  effective: '9/1/2025',
  monthlyCharge: decimal('20'),
  first500KWHRate: decimal('0.09239'),
  over500KWHRate: decimal('0.1154'),
  emergencyWaterWellRate: decimal('0.00279'),
  selfInsuranceRate: decimal('0.0029'),
  workingCapitalFundRate: decimal('0'),
  fuelRecoveryRate: decimal('0.13584'),
};

/** The charges of a bill comparison result, in bill order. */
export const CHARGE_FIELDS = [
  'monthlyCharge',
  'first500KWHCharge',
  'over500KWHCharge',
  'emergencyWaterWellCharge',
  'selfInsuranceCharge',
  'workingCapitalFundCharge',
  'totalElectricChargeBeforeFuel',
  'fuelRecoveryCharge',
  'totalElectricCharge',
] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number];

/**
 * One column of the result. Each field is the rate it is charged at (the monthly charge in dollars, the
 * others per kWh; for the two subtotals the average per kWh of their amount) and its `...Total` variant is
 * the amount in dollars as the seed's calculator computes it: each charge line exact (shown with 2 or 6
 * decimals), each subtotal the sum of the exact lines above it, rounded half up to cents once (at 1000 kWh
 * 98.90 + 208.802 = 307.702 -> $307.70).
 */
export type BillColumn = Record<ChargeField, Decimal> & Record<`${ChargeField}Total`, Decimal>;

export interface BillComparison {
  kwh: Decimal;
  current: BillColumn;
  proposed: BillColumn;
  /** Proposed minus current total as displayed (in cents), so the figures shown agree. */
  increaseDecreaseInTotalBill: Decimal;
  percentIncreaseDecreaseInTotalBill: Decimal | undefined;
  percentIncreaseDecreaseInLEACRate: Decimal | undefined;
}

export const FIRST_BLOCK_KWH = 500;

export function billFor(kwh: Decimal, rates: RateSchedule): BillColumn {
  const monthlyChargeTotal = rates.monthlyCharge;
  const first500KWHChargeTotal = rates.first500KWHRate.times(FIRST_BLOCK_KWH);
  const over500KWHChargeTotal = max(kwh.minus(FIRST_BLOCK_KWH), decimal(0)).times(rates.over500KWHRate);
  const emergencyWaterWellChargeTotal = kwh.times(rates.emergencyWaterWellRate);
  const selfInsuranceChargeTotal = kwh.times(rates.selfInsuranceRate);
  const workingCapitalFundChargeTotal = kwh.times(rates.workingCapitalFundRate);
  const beforeFuel = sum([
    monthlyChargeTotal,
    first500KWHChargeTotal,
    over500KWHChargeTotal,
    emergencyWaterWellChargeTotal,
    selfInsuranceChargeTotal,
    workingCapitalFundChargeTotal,
  ]);
  const fuelRecoveryChargeTotal = kwh.times(rates.fuelRecoveryRate);
  const total = beforeFuel.plus(fuelRecoveryChargeTotal);
  return {
    monthlyCharge: rates.monthlyCharge,
    monthlyChargeTotal,
    first500KWHCharge: rates.first500KWHRate,
    first500KWHChargeTotal,
    over500KWHCharge: rates.over500KWHRate,
    over500KWHChargeTotal,
    emergencyWaterWellCharge: rates.emergencyWaterWellRate,
    emergencyWaterWellChargeTotal,
    selfInsuranceCharge: rates.selfInsuranceRate,
    selfInsuranceChargeTotal,
    workingCapitalFundCharge: rates.workingCapitalFundRate,
    workingCapitalFundChargeTotal,
    totalElectricChargeBeforeFuel: beforeFuel.div(kwh),
    totalElectricChargeBeforeFuelTotal: roundMoney(beforeFuel),
    fuelRecoveryCharge: rates.fuelRecoveryRate,
    fuelRecoveryChargeTotal,
    totalElectricCharge: total.div(kwh),
    totalElectricChargeTotal: roundMoney(total),
  };
}

/** Current against proposed bill for `kwh` (at least 500, validated by parseKwh). */
export function compareBills(
  kwh: Decimal,
  current = CURRENT_RATES,
  proposed = PROPOSED_RATES,
): BillComparison {
  const currentBill = billFor(kwh, current);
  const proposedBill = billFor(kwh, proposed);
  const currentTotal = currentBill.totalElectricChargeTotal;
  const proposedTotal = proposedBill.totalElectricChargeTotal;
  return {
    kwh,
    current: currentBill,
    proposed: proposedBill,
    increaseDecreaseInTotalBill: proposedTotal.minus(currentTotal),
    percentIncreaseDecreaseInTotalBill: percentChange(currentTotal, proposedTotal),
    percentIncreaseDecreaseInLEACRate: percentChange(current.fuelRecoveryRate, proposed.fuelRecoveryRate),
  };
}
