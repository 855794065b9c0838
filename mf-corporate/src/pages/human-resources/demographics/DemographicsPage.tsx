import { QueryState } from '@gpa/shared-ui';
import { useDemographics } from '../../../content/humanResources';
import { DocumentEntries } from '../DocumentEntries';
import { HrPage } from '../HrPage';

/** Demographics: each report with its description; the button opens the uploaded file, else the link. */
export default function DemographicsPage() {
  const demographics = useDemographics();
  return (
    <HrPage title="Demographics" intro="Reports on the make-up of the Authority's workforce.">
      <QueryState query={demographics} what="demographics reports">
        {(items) => (
          <DocumentEntries
            items={items}
            action="View report"
            emptyText="No demographics reports have been published yet."
          />
        )}
      </QueryState>
    </HrPage>
  );
}
