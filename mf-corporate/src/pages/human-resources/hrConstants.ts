// The human-resources constants, in one place for the pages that state them.
export const RETIREMENT = {
  memberContribution: '9.5%',
  memberContributionHighOption: '10.5%',
  definedContributionEmployee: '5%',
  definedContributionEmployer: '5%',
  vestingYears: 5,
};

export const LEAVE = {
  annualLeaveCapHours: 320,
  sickAccrualHoursPerBiweeklyPeriod: 4,
  maternityPaternityDays: 20,
  fmlaWeeks: 12,
  militaryLeaveDays: 15,
  leaveSharingMaxWorkingDays: 90,
  parentalInvolvementHours: 4,
};

export const PAY = {
  overtimeMultiplier: '1.5',
  nightDifferential: '10%',
  nightDifferentialMinHours: 4,
};

export const CAFETERIA_PLAN = {
  feePerPayPeriod: '$1.50',
  enrollmentWindowDays: 30,
};
