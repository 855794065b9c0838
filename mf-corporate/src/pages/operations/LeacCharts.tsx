// The operations page's LEAC chart lists.
import { FileLinkList, QueryState } from '@gpa/shared-ui';
import { useId } from 'react';
import { LEAC_CHART_LISTS, useLeacCharts, type LeacChartCollection } from '../../content/operations';

const isEfor = (title: string | null | undefined) => /^EFOR\b/i.test(title ?? '');
const isEaf = (title: string | null | undefined) => /^EAF\b/i.test(title ?? '');

/** One LEAC chart list; `only` keeps part of a collection (the EFOR and EAF charts share one). */
function ChartList({
  collection,
  heading,
  only,
}: {
  collection: LeacChartCollection;
  heading: string;
  only?: (title: string | null | undefined) => boolean;
}) {
  const charts = useLeacCharts(collection);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <QueryState query={charts} what={`${heading} charts`}>
        {(items) => (
          <FileLinkList
            items={
              only ? items.filter(({ attributes }) => only(attributes.AnchorText || attributes.Title)) : items
            }
            emptyText="No charts posted yet."
          />
        )}
      </QueryState>
    </section>
  );
}

/** Every LEAC chart list of the operations page. */
export function LeacCharts() {
  return (
    <>
      {LEAC_CHART_LISTS.map(({ collection, heading }) => (
        <ChartList key={collection} collection={collection} heading={heading} />
      ))}
      <ChartList collection="operations-leac-efor-charts" heading="EFOR Charts" only={isEfor} />
      <ChartList collection="operations-leac-efor-charts" heading="EAF Charts" only={isEaf} />
    </>
  );
}
