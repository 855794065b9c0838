import { ExternalLink, Page } from '@gpa/shared-ui';
import { EXTERNAL } from '../../../content/externalLinks';
import { BackToOperations } from '../BackToOperations';

const RENEWABLE_LINKS = [
  { label: 'U.S. Department of Energy: Solar Energy Technologies Office', href: EXTERNAL.solarEnergyOffice },
  { label: 'National Renewable Energy Laboratory', href: EXTERNAL.renewableEnergyLaboratory },
  { label: 'Guam Energy Office', href: EXTERNAL.energyOffice },
  { label: 'Guam Public Utilities Commission', href: EXTERNAL.publicUtilitiesCommission },
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
