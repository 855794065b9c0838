import { Page } from '@gpa/shared-ui';
import { SchoolVisitRequest } from '../../exposed/SchoolVisitRequest';

/** The school visit request form on a page of its own. */
export default function SchoolVisitRequestPage() {
  return (
    <Page
      title="School Visit Request"
      intro="Invite GPA to your school: our team talks with students about electricity, safety and saving energy. Tell us how to reach you."
    >
      <SchoolVisitRequest />
    </Page>
  );
}
