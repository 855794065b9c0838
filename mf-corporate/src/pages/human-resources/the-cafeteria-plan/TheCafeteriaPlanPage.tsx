import { Prose } from '../../../components/Prose';
import { HrPage } from '../HrPage';
import { CAFETERIA_PLAN } from '../hrConstants';

/** The Cafeteria Plan: pre-tax premiums and flexible spending accounts (static). */
export default function TheCafeteriaPlanPage() {
  return (
    <HrPage
      title="The Cafeteria Plan"
      intro="Pay for health costs with money taken from your pay before taxes."
    >
      <Prose>
        <h2>What the plan offers</h2>
        <ul>
          <li>
            Premium conversion: your share of medical, dental and supplemental insurance premiums is deducted
            before taxes.
          </li>
          <li>
            Health flexible spending account for deductibles, co-payments, prescriptions, glasses and other
            eligible costs.
          </li>
          <li>
            Dependent care flexible spending account for the care of children under 13 and dependent adults
            while you work.
          </li>
        </ul>
        <h2>Cost</h2>
        <p>
          The plan administrator's fee is {CAFETERIA_PLAN.feePerPayPeriod} per pay period for employees with a
          flexible spending account. Premium conversion alone has no fee.
        </p>
        <h2>Enrollment</h2>
        <p>
          New employees may enrol within {CAFETERIA_PLAN.enrollmentWindowDays} days of their start date.
          Current employees enrol during the annual open enrollment, or within{' '}
          {CAFETERIA_PLAN.enrollmentWindowDays} days of a qualifying change in family status. Elections stay
          in force for the whole plan year; money left in a flexible spending account at the end of the plan
          year is forfeited.
        </p>
      </Prose>
    </HrPage>
  );
}
