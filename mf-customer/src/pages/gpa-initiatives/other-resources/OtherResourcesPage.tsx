import { FileLinkList, Page } from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentLike, StrapiItem } from '@gpa/shared-ui';
import { Block } from '../../../components/Block';
import { CollectionView } from '../../../components/CollectionView';
import { useGuamLinks, useOtherLinks } from '../../../content/initiatives';

function LinkGroup({ title, query }: { title: string; query: UseQueryResult<StrapiItem<DocumentLike>[]> }) {
  return (
    <Block title={title}>
      <CollectionView query={query} what={title.toLowerCase()} empty="No links in this group yet.">
        {(items) => <FileLinkList items={items} />}
      </CollectionView>
    </Block>
  );
}

/** Other resources: energy resource links in two groups, each opening a file or another site in a new tab. */
export default function OtherResourcesPage() {
  const guam = useGuamLinks();
  const other = useOtherLinks();
  return (
    <Page title="Other Resources" intro="Energy information from Guam agencies and national organisations.">
      <LinkGroup title="Guam links" query={guam} />
      <LinkGroup title="Other links" query={other} />
    </Page>
  );
}
