import { EmptyState, FileLinkList, Page, QueryState } from '@gpa/shared-ui';
import { listedProcedures, useStandardOperatingProcedures } from '../../content/sop';

/** SOP Index: every standard operating procedure that has a file, by Title. */
export default function SopIndexPage() {
  const procedures = useStandardOperatingProcedures();
  return (
    <Page title="SOP Index" intro="The Authority's standard operating procedures.">
      <QueryState query={procedures} what="standard operating procedures">
        {(items) => {
          const listed = listedProcedures(items);
          return listed.length === 0 ? (
            <EmptyState>No standard operating procedures have been published yet.</EmptyState>
          ) : (
            <FileLinkList items={listed} label={(procedure) => procedure.Title ?? ''} />
          );
        }}
      </QueryState>
    </Page>
  );
}
