// Every address outside this site that the shell links or redirects to, in one place, so a changed
// address is fixed once for the menu, the footer, search and the redirects. The procurement lists, which
// the corporate area links too, are shared-ui's PROCUREMENT_LISTS.

export const EXTERNAL_LINKS = {
  // Commissions
  consolidatedCommissionOnUtilities: 'https://guamccu.org',
  publicUtilitiesCommission: 'https://guampuc.com',
  // Customer services
  billPayment: 'https://paygpa.com',
  energySense: 'https://energysense.guampower.com',
  savingsTips: 'https://energysense.guampower.com/energy-saving-tips',
  rebates: 'https://energysense.guampower.com/rebates',
  outages: 'https://alerts.guampower.com',
  customerPortal: 'https://myenergy.guampower.com',
  communityPoweredCampaign: 'https://energysense.guampower.com/community-powered',
  // Partners
  waterUtility: 'https://guamwaterworks.org',
  publicAuditor: 'https://www.opaguam.org',
  tropicalEnergyCode: 'https://guamenergy.com/wp-content/uploads/tropical-energy-code.pdf',
  // Social media
  facebook: 'https://www.facebook.com/GuamPowerAuthority',
  instagram: 'https://www.instagram.com/guampowerauthority',
  twitter: 'https://x.com/GuamPowerAuth',
  youtube: 'https://www.youtube.com/@GuamPowerAuthority',
  linkedin: 'https://www.linkedin.com/company/guam-power-authority',
} as const;
