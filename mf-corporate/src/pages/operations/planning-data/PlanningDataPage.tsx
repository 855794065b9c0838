import { Page, Table, TableScroller } from '@gpa/shared-ui';
import { BackToOperations } from '../BackToOperations';

const PLANNING_FACTS = [
  ['Renewable share of energy today', 'About 16%'],
  ['Renewable target for 2024', '25%'],
  ['Renewable or non-emission target for 2030', '50%'],
  ['Renewable target for 2045', '100%'],
  ['New combined cycle plant', '198 MW'],
  ['Solar capacity added', '60 MW'],
  ['Battery storage added', '40 MW'],
] as const;

/** The key figures behind GPA's planning. */
export default function PlanningDataPage() {
  return (
    <Page title="Planning Data" intro="The figures GPA plans with.">
      <TableScroller label="Planning figures">
        <Table>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {PLANNING_FACTS.map(([measure, value]) => (
              <tr key={measure}>
                <th scope="row">{measure}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
      <BackToOperations />
    </Page>
  );
}
