import { QueryState } from '@gpa/shared-ui';
import { usePetitions } from '../../../content/humanResources';
import { DocumentEntries } from '../DocumentEntries';
import { HrPage } from '../HrPage';

/** Petitions to the Public Utilities Commission on personnel matters, each with its file or link. */
export default function PetitionsPage() {
  const petitions = usePetitions();
  return (
    <HrPage
      title="Petitions"
      intro="Petitions the Authority has filed with the Guam Public Utilities Commission on personnel matters."
    >
      <QueryState query={petitions} what="petitions">
        {(items) => (
          <DocumentEntries
            items={items}
            action="View petition"
            emptyText="No petitions have been published yet."
          />
        )}
      </QueryState>
    </HrPage>
  );
}
