// The rate adjustment page's list of news releases.
import { FileLinkList, Problem } from '@gpa/shared-ui';
import { useNewsReleases, useRateDocuments } from '../../content/rates';
import { matchDocuments } from '../../content/matchDocuments';
import { RATE_NEWS_RELEASES } from './rateAdjustment';

/**
 * The sidebar's news releases: the nine fixed releases (labels shown at once, files from the rate
 * documents) followed by the items of the news-releases collection as they arrive, so nothing above moves.
 */
export function NewsReleaseList() {
  const documents = useRateDocuments();
  const releases = useNewsReleases();
  const fixed = matchDocuments(RATE_NEWS_RELEASES, documents.data);
  const dynamic = (releases.data ?? []).map(({ attributes }, index) => ({
    id: fixed.length + index + 1,
    attributes,
  }));
  const failed = [documents, releases].find((query) => query.isError);
  return (
    <>
      <div aria-busy={documents.isPending || releases.isPending}>
        <FileLinkList items={[...fixed, ...dynamic]} />
      </div>
      {failed ? (
        <Problem
          title="We couldn't load every news release right now."
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : null}
    </>
  );
}
