import { Page, Tabs } from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StrapiItem } from '@gpa/shared-ui';
import { Block } from '../../../components/Block';
import { CollectionView } from '../../../components/CollectionView';
import { useIndoorSafety, useOutdoorSafety, useStormSafety } from '../../../content/community';
import { CONTACT } from '../../../content/externalLinks';
import { SafetyTiles, type SafetyItem } from './SafetyTiles';

function TipsPanel({ query, what }: { query: UseQueryResult<StrapiItem<SafetyItem>[]>; what: string }) {
  return (
    <CollectionView query={query} what={what} empty="No safety tips in this group yet.">
      {(items) => <SafetyTiles items={items} />}
    </CollectionView>
  );
}

/** Safety: a video, who to contact, and indoor, outdoor and storm tips in three tabs. */
export default function SafetyPage() {
  const indoor = useIndoorSafety();
  const outdoor = useOutdoorSafety();
  const storm = useStormSafety();
  return (
    <Page title="Safety" intro="Electricity is powerful. Stay safe at home, outdoors and when a storm comes.">
      <Block title="Safety contacts">
        <ul>
          <li>
            Downed line or emergency: call <a href={CONTACT.troubleLine.href}>{CONTACT.troubleLine.label}</a>,
            24 hours a day.
          </li>
          <li>
            Tree trimming service near power lines: send a photo of the tree with your name, contact number
            and address to Customer Service,{' '}
            <a href={`mailto:${CONTACT.customerServiceEmail}`}>{CONTACT.customerServiceEmail}</a>.
          </li>
        </ul>
      </Block>
      <Block title="Safety tips">
        <Tabs
          label="Safety tips"
          param="tab"
          tabs={[
            {
              id: 'indoor',
              label: 'Indoor',
              content: <TipsPanel query={indoor} what="indoor safety tips" />,
            },
            {
              id: 'outdoor',
              label: 'Outdoor',
              content: <TipsPanel query={outdoor} what="outdoor safety tips" />,
            },
            { id: 'storm', label: 'Storm', content: <TipsPanel query={storm} what="storm safety tips" /> },
          ]}
        />
      </Block>
    </Page>
  );
}
