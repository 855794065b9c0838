// The external addresses the shell links or redirects to.
import { SHARED_EXTERNAL_LINKS } from '@gpa/shared-ui';

// Every address outside this site that the shell links or redirects to, in one place, so a changed
// address is fixed once for the menu, the footer, search and the redirects. The ones other packages link
// too come from shared-ui (SHARED_EXTERNAL_LINKS, and PROCUREMENT_LISTS for the procurement lists).

export const EXTERNAL_LINKS = {
  ...SHARED_EXTERNAL_LINKS,
  // Commissions
  consolidatedCommissionOnUtilities: 'https://guamccu.org',
  publicUtilitiesCommission: 'https://guampuc.com',
  // Partners
  waterUtility: 'https://guamwaterworks.org',
  tropicalEnergyCode: 'https://guamenergy.com/wp-content/uploads/tropical-energy-code.pdf',
  // Social media
  facebook: 'https://www.facebook.com/GuamPowerAuthority',
  instagram: 'https://www.instagram.com/guampowerauthority',
  twitter: 'https://x.com/GuamPowerAuth',
  linkedin: 'https://www.linkedin.com/company/guam-power-authority',
} as const;
