import styled from '@emotion/styled';
import {
  EmptyState,
  ExternalLink,
  fileUrl,
  Link,
  ListAsOf,
  Page,
  QueryState,
  Table,
  TableScroller,
  useRenderNow,
} from '@gpa/shared-ui';
import { useJobOpenings } from '../../content/humanResources';
import { Prose } from '../../components/Prose';

// Wide enough to read on a phone; the table scrolls sideways inside its region instead.
const JobTable = styled(Table)`
  th:first-of-type {
    min-width: 14rem;
  }
  td:nth-of-type(n + 2) {
    white-space: nowrap;
  }
`;

const Note = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A content date ("2025-06-16") as "June 16, 2025"; the same on the server and in every browser time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Find Job Openings: who may apply to which announcement, and the current announcements. */
export default function FindJobOpeningsPage() {
  const openings = useJobOpenings();
  // The list is as of today: an announcement whose closing date has passed is no longer listed.
  const today = new Date(useRenderNow()).toISOString().slice(0, 10);
  const isOpen = (closing: string | null | undefined) => !closing || closing.slice(0, 10) >= today;
  return (
    <Page title="Find Job Openings" intro="Current job announcements of the Guam Power Authority.">
      <Prose>
        <h2>Who may apply</h2>
        <ul>
          <li>
            <strong>Open</strong> announcements are open to current employees and to the public.
          </li>
          <li>
            <strong>In-House</strong> announcements are open only to permanent classified employees of the
            Authority. Applications from non-permanent employees are returned.
          </li>
        </ul>
        <p>
          Read the full announcement before applying. Questions? Contact{' '}
          <Link to="/corporate/human-resources">Human Resources</Link>.
        </p>
        <h2>Job announcements</h2>
        <ListAsOf what="Open for applications" />
      </Prose>
      <QueryState query={openings} what="job openings">
        {(all) => {
          const items = all.filter(({ attributes }) => isOpen(attributes.ClosingDate));
          return items.length === 0 ? (
            <EmptyState>There are no job openings right now. Please check again soon.</EmptyState>
          ) : (
            <TableScroller label="Job announcements" minWidth="50rem">
              <JobTable>
                <caption className="visually-hidden">Job announcements</caption>
                <thead>
                  <tr>
                    <th scope="col">Position</th>
                    <th scope="col">Announcement No.</th>
                    <th scope="col">Type</th>
                    <th scope="col">Opening date</th>
                    <th scope="col">Closing date</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map(({ id, attributes: job }) => {
                    const href = fileUrl(job.File);
                    return (
                      <tr key={id}>
                        <td>
                          {href ? <ExternalLink href={href}>{job.Title}</ExternalLink> : job.Title}
                          {job.Description ? <Note>{job.Description}</Note> : null}
                        </td>
                        <td>{job.AnnouncementNumber}</td>
                        <td>{job.Type}</td>
                        <td>{formatDate(job.OpeningDate)}</td>
                        <td>{formatDate(job.ClosingDate)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </JobTable>
            </TableScroller>
          );
        }}
      </QueryState>
    </Page>
  );
}
