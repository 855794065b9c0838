import { ExternalLink, Page } from '@gpa/shared-ui';
import { Banner } from '../../../components/Banner';
import { Block } from '../../../components/Block';
import { EXTERNAL } from '../../../content/externalLinks';

/** Community partners and programs: the university sea grant programme and the state energy office. */
export default function CommunityPartnersPage() {
  return (
    <Page title="Community Partners & Programs">
      <Banner lead="Stronger together.">
        GPA works with island partners to teach, research and save energy.
      </Banner>
      <Block title="University of Guam Sea Grant">
        <p>
          The University of Guam Sea Grant programme and GPA bring energy and climate-resilience lessons to
          classrooms and villages: workshops on efficient homes, coastal resilience and the island’s move to
          renewable power.
        </p>
        <ExternalLink href={EXTERNAL.seaGrant}>Visit UOG Sea Grant</ExternalLink>
      </Block>
      <Block title="Guam Energy Office">
        <p>
          The Guam Energy Office, the island’s state energy office, runs efficiency and renewable-energy
          programmes with GPA, including appliance rebates, weatherisation help and the Guam Tropical Energy
          Code for new buildings.
        </p>
        <ExternalLink href={EXTERNAL.energyOffice}>Visit the Guam Energy Office</ExternalLink>
      </Block>
    </Page>
  );
}
