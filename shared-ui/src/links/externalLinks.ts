// The addresses outside this site that more than one package links to (the shell's menu and footer and the
// customer or corporate pages), so a changed address is fixed here once. A package's other outside addresses
// stay in its own list.
const ENERGY_SENSE = 'https://energysense.guampower.com';

export const SHARED_EXTERNAL_LINKS = {
  billPayment: 'https://paygpa.com',
  customerPortal: 'https://myenergy.guampower.com',
  outages: 'https://alerts.guampower.com',
  energySense: ENERGY_SENSE,
  savingsTips: `${ENERGY_SENSE}/energy-saving-tips`,
  rebates: `${ENERGY_SENSE}/rebates`,
  communityPoweredCampaign: `${ENERGY_SENSE}/community-powered`,
  youtube: 'https://www.youtube.com/@GuamPowerAuthority',
  /** The Office of Public Accountability, where procurement appeals are filed. */
  publicAuditor: 'https://www.opaguam.org',
} as const;
