import { EmptyState, QueryState, Table, TableScroller } from '@gpa/shared-ui';
import { useLeaveTable } from '../../../content/humanResources';
import { Prose } from '../../../components/Prose';
import { HrPage } from '../HrPage';
import { LEAVE } from '../hrConstants';

/** Leaves: the annual leave accrual table from the content service and the rules of every other leave. */
export default function LeavesPage() {
  const accrual = useLeaveTable();
  return (
    <HrPage title="Leaves" intro="The paid and unpaid leave available to Authority employees.">
      <Prose>
        <h2>Annual leave</h2>
        <p>Annual leave is earned each pay period according to years of service:</p>
        <QueryState query={accrual} what="annual leave table">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>The annual leave table is not available yet.</EmptyState>
            ) : (
              <TableScroller label="Annual leave accrual">
                <Table>
                  <caption>Annual leave accrual by years of service</caption>
                  <thead>
                    <tr>
                      <th scope="col">Years of service</th>
                      <th scope="col">Annual leave</th>
                      <th scope="col">Total year credit</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ id, attributes: row }) => (
                      <tr key={id}>
                        <td>{row.YearsOfService}</td>
                        <td>{row.AnnualLeave}</td>
                        <td>{row.TotalYearCredit}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroller>
            )
          }
        </QueryState>
        <p>
          Employees may carry up to {LEAVE.annualLeaveCapHours} hours of annual leave; hours above the cap at
          the end of the leave year are lost unless converted to sick leave as the personnel rules allow.
        </p>

        <h2>Sick leave</h2>
        <p>
          Full-time employees earn {LEAVE.sickAccrualHoursPerBiweeklyPeriod} hours of sick leave each biweekly
          pay period, with no maximum.
        </p>

        <h2>Maternity and paternity leave</h2>
        <p>
          Mothers and fathers may take up to {LEAVE.maternityPaternityDays} working days of paid leave for the
          birth or adoption of a child.
        </p>

        <h2>Family and medical leave (FMLA)</h2>
        <p>
          Eligible employees may take up to {LEAVE.fmlaWeeks} weeks of job-protected leave in a 12-month
          period for their own serious health condition or to care for a family member.
        </p>

        <h2>Military leave</h2>
        <p>
          Members of the reserves or the National Guard receive up to {LEAVE.militaryLeaveDays} days of paid
          military leave each year.
        </p>

        <h2>Leave sharing</h2>
        <p>
          Employees may donate annual leave to a co-worker facing a medical emergency; a recipient may receive
          up to {LEAVE.leaveSharingMaxWorkingDays} working days of donated leave.
        </p>

        <h2>Parental involvement leave</h2>
        <p>
          Parents may take up to {LEAVE.parentalInvolvementHours} hours of paid leave every two pay periods to
          attend their child's school conferences and activities.
        </p>
      </Prose>
    </HrPage>
  );
}
