import { FileLinkList, Page, QueryState } from '@gpa/shared-ui';
import { useIrpSummaries, useMasterPlanDocuments } from '../../../content/irp';
import { BackToOperations } from '../BackToOperations';

/** Past planning documents: the clean energy master plan volumes and the IRP meeting summaries. */
export default function PlanningDocumentArchivePage() {
  const masterPlan = useMasterPlanDocuments();
  const summaries = useIrpSummaries();
  return (
    <Page title="Planning Document Archive" intro="Earlier planning documents, kept for reference.">
      <h2>Clean Energy Master Plan</h2>
      <QueryState query={masterPlan} what="master plan documents">
        {(items) => <FileLinkList items={items} emptyText="No master plan documents have been posted yet." />}
      </QueryState>
      <h2>Integrated Resource Plan Summaries</h2>
      <QueryState query={summaries} what="meeting summaries">
        {(items) => <FileLinkList items={items} emptyText="No meeting summaries have been posted yet." />}
      </QueryState>
      <BackToOperations />
    </Page>
  );
}
