import { Page } from '@gpa/shared-ui';
import { Prose } from '../../components/Prose';

export const PRIVACY_CONTACT = 'webmaster@gpagwa.com';

/** Internet Policy: the privacy statement of the website, point by point. */
export default function InternetPolicyPage() {
  return (
    <Page
      title="Internet Policy"
      intro="How the Guam Power Authority treats the information of visitors to this website."
    >
      <Prose>
        <h2>Visiting anonymously</h2>
        <p>You may visit this website without telling us who you are or giving any personal information.</p>

        <h2>Personal information you give us</h2>
        <p>
          If you choose to send us personal information, for example by e-mail or through a form, we use it
          only to respond to your message or request.
        </p>

        <h2>We do not sell or share your information</h2>
        <p>We never sell, rent or share the personal information you give us with other organisations.</p>

        <h2>Visit statistics</h2>
        <p>
          To improve the site we keep statistics of visits: the pages viewed, the date and time, and the type
          of browser. These statistics do not identify individual visitors.
        </p>

        <h2>Cookies</h2>
        <p>
          This website generally does not use cookies. Where a page does, it is only to make the page work,
          never to track you across other websites.
        </p>

        <h2>Questions</h2>
        <p>
          Questions about this policy? Write to <a href={`mailto:${PRIVACY_CONTACT}`}>{PRIVACY_CONTACT}</a> or
          to the Guam Power Authority, P.O. Box 2977, Hagåtña, GU 96932.
        </p>
      </Prose>
    </Page>
  );
}
