import { Link, Page } from '@gpa/shared-ui';
import { BillComparison } from '../../exposed/BillComparison';

/** The residential bill comparison calculator on a page of its own. */
export default function BillComparisonPage() {
  return (
    <Page
      title="Bill Comparison Calculator"
      intro="Compare a residential monthly bill at the current rates and at the proposed rates. Enter your monthly use of 500 kWh or more."
    >
      <BillComparison />
      <p>
        Read more about the proposed changes on the <Link to="/rateadjustment">rate adjustment</Link> page.
      </p>
    </Page>
  );
}
