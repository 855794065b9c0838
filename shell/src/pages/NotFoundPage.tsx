import { Link, Page, useDocumentTitle } from '@gpa/shared-ui';

export const NOT_FOUND_TITLE = 'Error 404 Page Not Found';
export const NOT_FOUND_TEXT = "Sorry, we can't find the page for the address that you entered";

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Page title={NOT_FOUND_TITLE}>
      <p>{NOT_FOUND_TEXT}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
