import { ExternalLink, Link, Table } from '@gpa/shared-ui';
import { Prose } from '../../../components/Prose';
import { EXTERNAL } from '../../../content/externalLinks';
import { HrPage } from '../HrPage';
import { HR_BASE } from '../hrPages';
import { RETIREMENT } from '../hrConstants';

/** Retirement Plans: the defined benefit and defined contribution plans, contributions and vesting. */
export default function RetirementPlansPage() {
  return (
    <HrPage
      title="Retirement Plans"
      intro="Authority employees are members of the Government of Guam Retirement Fund."
    >
      <Prose>
        <h2>Defined Benefit Plan</h2>
        <p>
          Members hired before October 1, 1995 who remained in the Defined Benefit Plan contribute{' '}
          {RETIREMENT.memberContribution} of base pay each pay period (
          {RETIREMENT.memberContributionHighOption} under the high option). At retirement the plan pays a
          monthly annuity based on years of service and average salary.
        </p>

        <h2>Defined Contribution Retirement System</h2>
        <p>
          Employees hired on or after October 1, 1995 are members of the Defined Contribution Retirement
          System. Each pay period the employee contributes {RETIREMENT.definedContributionEmployee} of base
          pay and the Authority contributes {RETIREMENT.definedContributionEmployer} to the employee's
          individual account, which the employee invests from the choices the plan offers.
        </p>

        <h2>Vesting</h2>
        <Table>
          <caption className="visually-hidden">Vesting in the employer contributions</caption>
          <thead>
            <tr>
              <th scope="col">Years of service</th>
              <th scope="col">Employer contributions vested</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Up to {RETIREMENT.vestingYears} years</td>
              <td>0%</td>
            </tr>
            <tr>
              <td>More than {RETIREMENT.vestingYears} years</td>
              <td>100%</td>
            </tr>
          </tbody>
        </Table>
        <p>Your own contributions and their earnings are always 100% yours.</p>

        <h2>Deferred compensation (457) plan</h2>
        <p>
          Employees may also save for retirement before taxes through the voluntary 457 deferred compensation
          plan.
        </p>

        <h2>Learn more</h2>
        <ul>
          <li>
            <ExternalLink href={EXTERNAL.retirementFund}>Government of Guam Retirement Fund</ExternalLink>
          </li>
          <li>
            <Link to={`${HR_BASE}/employee-benefits`}>Employee Benefits documents</Link>
          </li>
        </ul>
      </Prose>
    </HrPage>
  );
}
