// Every address outside this site that the shell links or redirects to, in one place, so a changed
// address is fixed once for the menu, the footer, search and the redirects.

const OPEN_GOVERNMENT_PROCUREMENT = 'https://procurement.opengov.com/portal/guampowerauthority';

/** The open government procurement site's lists (the Procurement dropdown of the menu). */
export const PROCUREMENT_LISTS = {
  available: `${OPEN_GOVERNMENT_PROCUREMENT}?status=open`,
  emergencyProcurement: `${OPEN_GOVERNMENT_PROCUREMENT}?status=emergency`,
  protestStay: `${OPEN_GOVERNMENT_PROCUREMENT}?status=protest-stay`,
  liftOfStay: `${OPEN_GOVERNMENT_PROCUREMENT}?status=lift-of-stay`,
  awarded: `${OPEN_GOVERNMENT_PROCUREMENT}?status=awarded`,
  awardedSoleSource: `${OPEN_GOVERNMENT_PROCUREMENT}?status=awarded-sole-source`,
  closed: `${OPEN_GOVERNMENT_PROCUREMENT}?status=closed`,
  technicalDocuments: `${OPEN_GOVERNMENT_PROCUREMENT}/technical-documents`,
  gpaContracts: `${OPEN_GOVERNMENT_PROCUREMENT}/contracts`,
  issued: `${OPEN_GOVERNMENT_PROCUREMENT}?status=issued`,
} as const;

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
