import { ExternalLink, Page } from '@gpa/shared-ui';
import { BackToOperations } from '../BackToOperations';

const RENEWABLE_LINKS = [
  { label: 'U.S. Department of Energy: Solar Energy Technologies Office', href: 'https://www.energy.gov/eere/solar/solar-energy-technologies-office' },
  { label: 'National Renewable Energy Laboratory', href: 'https://www.nrel.gov/' },
  { label: 'Guam Energy Office', href: 'https://energy.guam.gov/' },
  { label: 'Guam Public Utilities Commission', href: 'https://www.guampuc.com/' },
] as const;

/** Links to renewable energy resources outside this site. */
export default function RenewableResourcesLinksPage() {
  return (
    <Page title="Renewable Resources Links" intro="Where to learn more about renewable energy for Guam.">
      <ul>
        {RENEWABLE_LINKS.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </li>
        ))}
      </ul>
      <BackToOperations />
    </Page>
  );
}
