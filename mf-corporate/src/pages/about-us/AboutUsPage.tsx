import styled from '@emotion/styled';
import { EmptyState, Link, Page, QueryState, Table, TableScroller } from '@gpa/shared-ui';
import {
  useCcuMeetingRecordings,
  useDepartmentNumbers,
  useEngineeringDocuments,
  useFactSheets,
  useGmPerformanceDocuments,
  useInternalAuditDocuments,
  useSupplyManagementDocuments,
} from '../../content/aboutUs';
import { DocumentSection } from '../../components/DocumentSection';
import { Prose, RelatedLinks } from '../../components/Prose';
import { OrgChart } from './OrgChart';

/** The static corporate screens and sections this page introduces. */
export const ABOUT_LINKS = [
  { to: '/corporate/mission-and-vision', title: 'Mission and Vision' },
  { to: '/corporate/general-manager-message', title: "General Manager's Message" },
  { to: '/corporate/performance', title: 'Performance' },
  { to: '/corporate/internal-audit-and-revenue-protection', title: 'Internal Audit and Revenue Protection' },
  { to: '/corporate/environmental-compliance', title: 'Environmental Compliance' },
  { to: '/corporate/strategic-planning', title: 'Strategic Planning' },
  { to: '/corporate/disaster-recovery', title: 'Disaster Recovery' },
  { to: '/corporate/smart-grid', title: 'Smart Grid Programme' },
  { to: '/corporate/streetlight-project', title: 'Streetlight Project' },
  { to: '/corporate/leac-costs', title: 'LEAC Costs' },
  { to: '/corporate/human-resources', title: 'Human Resources' },
  { to: '/corporate/procurement', title: 'Procurement' },
];

const Facts = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  /* Three across where they fit, fewer on the narrowest phones: never wider than the page. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr));
  li {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 6px;
    padding: ${({ theme }) => theme.space(2)};
    text-align: center;
  }
  li + li {
    margin-top: 0;
  }
  strong {
    display: block;
    font-size: clamp(1.1rem, 4.5vw, 1.6rem);
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The department phone numbers, each a tel: link, from the content service. */
function DepartmentNumbers({ query }: { query: ReturnType<typeof useDepartmentNumbers> }) {
  return (
    <section aria-labelledby="department-numbers">
      <h2 id="department-numbers">Department Numbers</h2>
      <QueryState query={query} what="department numbers">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No department numbers have been published yet.</EmptyState>
          ) : (
            <TableScroller label="Department phone numbers">
              <Table>
                <caption className="visually-hidden">Department phone numbers</caption>
                <thead>
                  <tr>
                    <th scope="col">Department</th>
                    <th scope="col">Phone</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ id, attributes: row }) => (
                    <tr key={id}>
                      <td>{row.Department ?? row.Title}</td>
                      <td>
                        {row.Number ? (
                          <a href={`tel:${row.Number.replace(/[^\d+]/g, '')}`}>{row.Number}</a>
                        ) : (
                          '-'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          )
        }
      </QueryState>
      <p>
        See <Link to="/contact-us">Contact Us</Link> for office hours and locations.
      </p>
    </section>
  );
}

/** About Us: who we are, with the seven about-us lists (each loads, fails and retries on its own). */
export default function AboutUsPage() {
  // All seven reads start in this one render, in parallel.
  const factSheets = useFactSheets();
  const engineering = useEngineeringDocuments();
  const internalAudit = useInternalAuditDocuments();
  const supplyManagement = useSupplyManagementDocuments();
  const gmPerformance = useGmPerformanceDocuments();
  const recordings = useCcuMeetingRecordings();
  const departments = useDepartmentNumbers();
  return (
    <Page
      title="About Us"
      intro="The Guam Power Authority generates, transmits and distributes electric power for the island of Guam, governed by the elected Consolidated Commission on Utilities."
    >
      <Prose>
        <Facts aria-label="Fiscal year 2024 at a glance">
          <li>
            <strong>443</strong> employees
          </li>
          <li>
            <strong>53,777</strong> customers
          </li>
          <li>
            <strong>$556 million</strong> approved budget
          </li>
        </Facts>
        <p>
          Read our <Link to="/corporate/mission-and-vision">mission and vision</Link>.
        </p>

        <DocumentSection title="GPA Fact Sheets" what="fact sheets" query={factSheets} />

        <section aria-labelledby="org-chart">
          <h2 id="org-chart">Organisational Chart</h2>
          <OrgChart />
        </section>

        <section aria-labelledby="gm-message">
          <h2 id="gm-message">General Manager's Message</h2>
          <p>
            Our employees serve every home and business on Guam, through typhoons and a changing energy
            landscape, while we move to cleaner, more affordable power.
          </p>
          <p>
            <Link to="/corporate/general-manager-message">Read the General Manager's message</Link>
          </p>
        </section>

        <DocumentSection title="Engineering" what="engineering documents" query={engineering} />
        <DocumentSection title="Internal Audit" what="internal audit documents" query={internalAudit}>
          <p>
            About the{' '}
            <Link to="/corporate/internal-audit-and-revenue-protection">
              internal audit and revenue protection
            </Link>{' '}
            programme.
          </p>
        </DocumentSection>
        <DocumentSection
          title="Supply Management Administration"
          what="supply management documents"
          query={supplyManagement}
        >
          <p>
            Current bids and contracts are on the <Link to="/corporate/procurement">procurement</Link> page.
          </p>
        </DocumentSection>
        <DocumentSection
          title="General Manager Performance"
          what="general manager performance documents"
          query={gmPerformance}
        >
          <p>
            How the Authority's <Link to="/corporate/performance">performance</Link> is measured.
          </p>
        </DocumentSection>
        <DocumentSection title="CCU Meeting Audio Recordings" what="meeting recordings" query={recordings} />

        <DepartmentNumbers query={departments} />

        <section aria-labelledby="more-about-gpa">
          <h2 id="more-about-gpa">More about GPA</h2>
          <RelatedLinks>
            {ABOUT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.title}</Link>
              </li>
            ))}
          </RelatedLinks>
        </section>
      </Prose>
    </Page>
  );
}
