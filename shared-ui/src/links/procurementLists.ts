// The open government procurement site's lists: the shell's Procurement menu and search and the corporate
// area's procurement page link the same lists, so a changed address is fixed here once.
const OPEN_GOVERNMENT_PROCUREMENT = 'https://procurement.opengov.com/portal/guampowerauthority';

/** In the order the menu and the procurement page show them. */
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

/** The open procurements: where a search result for the procurement page leads. */
export const AVAILABLE_PROCUREMENTS = PROCUREMENT_LISTS[0].href;
