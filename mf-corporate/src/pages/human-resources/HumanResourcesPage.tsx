import styled from '@emotion/styled';
import { Link, LinkCards, Page } from '@gpa/shared-ui';
import { Prose } from '../../components/Prose';
import { HR_PAGES } from './hrPages';

/** Business hours of the Human Resources office: 8:00 to 5:00 on weekdays. */
export const HR_HOURS = 'Monday to Friday, 8:00 AM - 5:00 PM (except government holidays)';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  address {
    font-style: normal;
  }
`;

/** Human Resources: how to reach the office, its hours, and every HR page. */
export default function HumanResourcesPage() {
  return (
    <Page
      title="Human Resources"
      intro="Careers, employee benefits, personnel services and programmes of the Guam Power Authority."
    >
      <Prose>
        <Columns>
          <section aria-labelledby="hr-contact">
            <h2 id="hr-contact">Contact Human Resources</h2>
            <address>
              Human Resources Division
              <br />
              Gloria B. Nelson Public Service Building
              <br />
              688 Route 15, Mangilao, GU 96913
              <br />
              Phone: <a href="tel:+16716483120">(671) 648-3120</a>
              <br />
              Email: <a href="mailto:hr@gpagwa.com">hr@gpagwa.com</a>
            </address>
          </section>
          <section aria-labelledby="hr-hours">
            <h2 id="hr-hours">Office hours</h2>
            <p>{HR_HOURS}</p>
            <p>
              Looking for work? See our <Link to="/how-do-i/find-job-openings">current job openings</Link>.
            </p>
          </section>
        </Columns>
      </Prose>
      <h2>Human resources information</h2>
      <LinkCards
        label="Human resources pages"
        cards={HR_PAGES.map((hrPage) => ({
          title: hrPage.title,
          description: hrPage.summary,
          to: hrPage.to,
        }))}
      />
    </Page>
  );
}
