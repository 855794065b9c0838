// The open government procurement site's lists. The shell's Procurement dropdown links the same lists
// (shell/src/navigation/externalLinks.ts); an area cannot import the shell's source, so they are named here too.
const OPEN_GOVERNMENT_PROCUREMENT = 'https://procurement.opengov.com/portal/guampowerauthority';

export const PROCUREMENT_LISTS = [
  { label: 'Available', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=open` },
  { label: 'Emergency Procurement', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=emergency` },
  { label: 'Protest/Stay', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=protest-stay` },
  { label: 'Lift of Stay', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=lift-of-stay` },
  { label: 'Awarded', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=awarded` },
  { label: 'Awarded Sole Source', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=awarded-sole-source` },
  { label: 'Closed', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=closed` },
  { label: 'Technical Documents', href: `${OPEN_GOVERNMENT_PROCUREMENT}/technical-documents` },
  { label: 'GPA Contracts', href: `${OPEN_GOVERNMENT_PROCUREMENT}/contracts` },
  { label: 'Issued', href: `${OPEN_GOVERNMENT_PROCUREMENT}?status=issued` },
] as const;

/** Contract approval tiers (spec section 6). */
export const APPROVAL_TIERS = {
  generalManager: '$0.01 to $1,000,000',
  commission: 'above $1,000,000 and below $1,500,000',
  publicUtilitiesCommission: '$1,500,000 and above',
} as const;
