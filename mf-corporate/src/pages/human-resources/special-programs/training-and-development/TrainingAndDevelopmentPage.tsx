import { Prose } from '../../../../components/Prose';
import { HrPage } from '../../HrPage';
import { SPECIAL_PROGRAMS_PATH } from '../SpecialProgramsPage';

/** Training and Development: static text under two subtitles. */
export default function TrainingAndDevelopmentPage() {
  return (
    <HrPage
      title="Training and Development"
      intro="Training that keeps our people safe and our service reliable."
      parent={{ to: SPECIAL_PROGRAMS_PATH, title: 'Special Programs' }}
    >
      <Prose>
        <h2>Safety and technical training</h2>
        <p>
          Every employee completes safety training for their work, from first aid and CPR to high-voltage
          switching, confined space entry and hurricane readiness. Technical staff receive training on the
          equipment and systems they operate and maintain.
        </p>
        <h2>Leadership and professional development</h2>
        <p>
          Supervisors and managers attend leadership courses, and employees may apply for tuition assistance
          for courses related to their work at accredited colleges and universities. Training needs are
          reviewed each year with every employee's performance evaluation.
        </p>
      </Prose>
    </HrPage>
  );
}
