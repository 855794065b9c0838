import { EmptyState, FileLinkList, ListAsOf, Page, QueryState } from '@gpa/shared-ui';
import { useFoiaReports } from '../../content/foiaReports';

export const NO_DATA = 'No data to be displayed';

/** FOIA reports: each title links to its file when one exists, otherwise it is plain text. */
export default function FoiaReportsPage() {
  const reports = useFoiaReports();
  return (
    <Page title="FOIA Reports" intro="Reports published under the Freedom of Information Act.">
      <ListAsOf what="Reports posted" />
      <QueryState query={reports} what="FOIA reports">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>{NO_DATA}</EmptyState>
          ) : (
            <FileLinkList items={items} label={(report) => report.Title ?? ''} />
          )
        }
      </QueryState>
    </Page>
  );
}
