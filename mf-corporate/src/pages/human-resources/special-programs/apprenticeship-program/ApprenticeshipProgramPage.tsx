import { Link } from '@gpa/shared-ui';
import { Prose } from '../../../../components/Prose';
import { HrPage } from '../../HrPage';
import { SPECIAL_PROGRAMS_PATH } from '../SpecialProgramsPage';

/** The apprenticeship program's hours, as the page states them. */
export const ON_THE_JOB_HOURS = 6000;
export const CLASSROOM_HOURS_PER_YEAR = 144;

/** Apprenticeship Program: static description of the registered apprenticeship. */
export default function ApprenticeshipProgramPage() {
  return (
    <HrPage
      title="Apprenticeship Program"
      intro="Earn while you learn: a registered apprenticeship in the electrical power trades."
      parent={{ to: SPECIAL_PROGRAMS_PATH, title: 'Special Programs' }}
    >
      <Prose>
        <h2>Building the next generation of power professionals</h2>
        <p>
          The Authority's apprenticeship program trains employees for skilled trades in generation,
          transmission and distribution. Apprentices are paid employees who work alongside experienced
          journeyworkers while completing related classroom instruction.
        </p>
        <p>
          The program is registered with the Guam Department of Labor and follows a written standard for each
          trade. Apprentices who finish receive a nationally recognised certificate of completion.
        </p>
        <h2>What the program involves</h2>
        <ul>
          <li>{ON_THE_JOB_HOURS.toLocaleString('en-US')} hours of supervised on-the-job training.</li>
          <li>{CLASSROOM_HOURS_PER_YEAR} hours of classroom instruction each year of the program.</li>
          <li>
            Trades offered include lineworker, power plant operator, electrician, instrumentation technician
            and mechanic.
          </li>
          <li>Wage increases as each training segment is completed.</li>
          <li>
            Openings are announced on the <Link to="/how-do-i/find-job-openings">job openings</Link> page.
          </li>
        </ul>
      </Prose>
    </HrPage>
  );
}
