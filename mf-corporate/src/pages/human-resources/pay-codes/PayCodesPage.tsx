import { Table, TableScroller } from '@gpa/shared-ui';
import { Prose } from '../../../components/Prose';
import { HrPage } from '../HrPage';
import { PAY } from '../hrConstants';

/** Pay Codes: what each pay code on a pay stub means, with the overtime and night differential rules. */
export default function PayCodesPage() {
  const codes: [string, string, string][] = [
    ['REG', 'Regular pay', 'Hours worked in the regular schedule.'],
    [
      'OT',
      'Overtime',
      `${PAY.overtimeMultiplier} times the regular hourly rate for hours worked beyond 40 in a work week.`,
    ],
    [
      'ND',
      'Night differential',
      `${PAY.nightDifferential} added to the hourly rate for work between 6 PM and 6 AM, when at least ${PAY.nightDifferentialMinHours} consecutive hours fall in that period.`,
    ],
    ['HOL', 'Holiday pay', 'Regular pay for a legal holiday.'],
    ['AL', 'Annual leave', 'Paid vacation time used.'],
    ['SL', 'Sick leave', 'Paid sick time used.'],
    ['ADM', 'Administrative leave', 'Paid leave granted by the General Manager.'],
    ['LWOP', 'Leave without pay', 'Approved absence without pay.'],
  ];
  return (
    <HrPage title="Pay Codes" intro="The codes you see on your pay stub and what each one pays.">
      <Prose>
        <TableScroller label="Pay codes" minWidth="20rem">
          <Table>
            <caption>Pay codes</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Name</th>
                <th scope="col">What it pays</th>
              </tr>
            </thead>
            <tbody>
              {codes.map(([code, name, rule]) => (
                <tr key={code}>
                  <td>{code}</td>
                  <td>{name}</td>
                  <td>{rule}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <h2>Overtime</h2>
        <p>
          Overtime is paid at {PAY.overtimeMultiplier}x the regular rate and must be approved by your
          supervisor in advance.
        </p>
        <h2>Night differential</h2>
        <p>
          Employees working between 6 PM and 6 AM receive a night differential of {PAY.nightDifferential} of
          their hourly rate, provided they work at least {PAY.nightDifferentialMinHours} consecutive hours in
          that period.
        </p>
      </Prose>
    </HrPage>
  );
}
