import { Link } from '@gpa/shared-ui';
import { Prose } from '../../../components/Prose';
import { HrFileLinks } from '../HrFileLinks';
import { HrPage } from '../HrPage';
import { HR_BASE } from '../hrPages';

export const SPECIAL_PROGRAMS_PATH = `${HR_BASE}/special-programs`;
export const SPECIAL_PROGRAM_DOCUMENTS = [
  'Apprenticeship Program Brochure',
  'Training and Development Catalog',
];

/** Special Programs: the apprenticeship and training programmes, with their brochures. */
export default function SpecialProgramsPage() {
  return (
    <HrPage
      title="Special Programs"
      intro="Programmes that grow the skills of our workforce and of the island."
    >
      <Prose>
        <h2>
          <Link to={`${SPECIAL_PROGRAMS_PATH}/apprenticeship-program`}>Apprenticeship Program</Link>
        </h2>
        <p>
          A registered apprenticeship that combines paid on-the-job training with classroom instruction in the
          power trades.
        </p>
        <h2>
          <Link to={`${SPECIAL_PROGRAMS_PATH}/training-and-development`}>Training and Development</Link>
        </h2>
        <p>Safety, technical, leadership and professional training for every employee.</p>
        <HrFileLinks
          anchorTexts={SPECIAL_PROGRAM_DOCUMENTS}
          what="programme documents"
          heading="Programme documents"
        />
      </Prose>
    </HrPage>
  );
}
