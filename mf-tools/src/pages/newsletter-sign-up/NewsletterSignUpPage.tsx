import { Page } from '@gpa/shared-ui';
import { NewsletterSignup } from '../../exposed/NewsletterSignup';

/** The e-newsletter sign-up on a page of its own. */
export default function NewsletterSignUpPage() {
  return (
    <Page title="Newsletter Sign-Up" intro="Get GPA news, outage updates and energy-saving tips by email.">
      <NewsletterSignup />
    </Page>
  );
}
