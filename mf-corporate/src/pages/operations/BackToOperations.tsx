// The link from an operations subpage back to the operations page.
import { Link } from '@gpa/shared-ui';

/** The way back from an operations subpage to its parent tab. */
export function BackToOperations() {
  return (
    <p>
      <Link to="/corporate/operations#planning-and-operations">Back to Planning and Operations</Link>
    </p>
  );
}
