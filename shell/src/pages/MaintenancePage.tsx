import { Page, useDocumentTitle } from '@gpa/shared-ui';

export const MAINTENANCE_TITLE = 'We are under maintenance..';
export const MAINTENANCE_TEXT =
  'This service is currently undergoing maintenance. We should be back shortly.';

export function MaintenancePage() {
  useDocumentTitle('Maintenance');
  return (
    <Page title={MAINTENANCE_TITLE}>
      <p>{MAINTENANCE_TEXT}</p>
    </Page>
  );
}
