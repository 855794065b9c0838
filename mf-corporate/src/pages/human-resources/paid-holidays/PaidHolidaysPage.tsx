import { Table, TableScroller } from '@gpa/shared-ui';
import { HrFileLinks } from '../HrFileLinks';
import { Prose } from '../../../components/Prose';
import { HrPage } from '../HrPage';

/** The legal holidays of Guam observed by the Authority, as [holiday, when]. */
export const PAID_HOLIDAYS: [string, string][] = [
  ["New Year's Day", 'January 1'],
  ['Martin Luther King Jr. Day', 'Third Monday in January'],
  ['Guam History and Chamorro Heritage Day', 'First Monday in March'],
  ['Good Friday', 'Friday before Easter'],
  ['Memorial Day', 'Last Monday in May'],
  ['Juneteenth', 'June 19'],
  ['Independence Day', 'July 4'],
  ['Liberation Day', 'July 21'],
  ['Labor Day', 'First Monday in September'],
  ["All Souls' Day", 'November 2'],
  ["Veterans' Day", 'November 11'],
  ['Thanksgiving Day', 'Fourth Thursday in November'],
  ['Our Lady of Camarin Day', 'December 8'],
  ['Christmas Day', 'December 25'],
];

/** Paid Holidays: the observed holidays and the rules for holidays on weekends and holiday work. */
export default function PaidHolidaysPage() {
  return (
    <HrPage
      title="Paid Holidays"
      intro="Full-time employees receive their regular pay for each legal holiday."
    >
      <Prose>
        <TableScroller label="Paid holidays">
          <Table>
            <caption>Legal holidays observed</caption>
            <thead>
              <tr>
                <th scope="col">Holiday</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {PAID_HOLIDAYS.map(([holiday, when]) => (
                <tr key={holiday}>
                  <td>{holiday}</td>
                  <td>{when}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <h2>Holidays on a weekend</h2>
        <p>
          A holiday that falls on a Saturday is observed the Friday before; one that falls on a Sunday is
          observed the Monday after.
        </p>
        <h2>Working on a holiday</h2>
        <p>
          Employees required to work on a holiday, such as power plant and dispatch crews on shift, receive
          holiday pay in addition to their regular pay for the day, as set by the personnel rules.
        </p>
        <HrFileLinks
          anchorTexts={['Paid Holidays Calendar 2025']}
          what="holiday calendar"
          heading="Holiday calendar"
        />
      </Prose>
    </HrPage>
  );
}
