// The home page's tiles and quick links.
import { EXTERNAL } from '../../content/externalLinks';

/** The six home tiles, in order; external ones open in a new tab. */
export const HOME_TILES: { label: string; href: string; external: boolean }[] = [
  { label: 'Make an Online Payment', href: EXTERNAL.payment, external: true },
  { label: 'See Watts New', href: '/news-and-media', external: false },
  { label: 'Ways to Save Energy', href: EXTERNAL.savingsTips, external: true },
  { label: 'Start, Stop & Move Service', href: '/how-do-i/start-stop-move-services', external: false },
  { label: 'View My Energy Usage', href: EXTERNAL.usagePortal, external: true },
  { label: 'View Outages', href: EXTERNAL.outages, external: true },
];

/** Pages of the other areas that visitors look for most. */
export const QUICK_LINKS: { label: string; href: string }[] = [
  { label: 'Fuel charge (LEAC) rates', href: '/leac' },
  { label: 'Estimate your bill with the rate calculator', href: '/rate-calculator' },
  { label: 'Protect yourself from scams', href: '/cybersecurity' },
  { label: 'FOIA reports', href: '/foia-reports' },
];
