import { Prose } from '../../../components/Prose';
import { HrFileLinks } from '../HrFileLinks';
import { HrPage } from '../HrPage';

/** The HR files this page lists, by anchor text. */
export const BENEFITS_DOCUMENTS = [
  'Benefits Open Enrollment Guide',
  'Medical and Dental Rates FY2025',
  'Dental Plan Summary of Benefits',
];

/** Benefits: who to ask, what the medical and dental plans cover, and the enrollment documents. */
export default function BenefitsPage() {
  return (
    <HrPage
      title="Benefits"
      intro="Medical, dental and other benefits for Authority employees and their families."
    >
      <Prose>
        <h2>Benefits contacts</h2>
        <ul>
          <li>
            Benefits Unit, Human Resources Division: <a href="tel:+16716483120">(671) 648-3120</a>,{' '}
            <a href="mailto:benefits@gpagwa.com">benefits@gpagwa.com</a>
          </li>
          <li>Office hours: Monday to Friday, 8:00 AM - 5:00 PM</li>
        </ul>

        <h2>Medical and dental</h2>
        <p>
          Permanent employees may enrol themselves and their eligible dependents in the Government of Guam
          group medical and dental plans. The Authority pays the employer share of the premium; the employee
          share is deducted from each paycheck before taxes through the cafeteria plan.
        </p>
        <p>
          New employees have 30 days from their start date to enrol. After that, changes are possible during
          the annual open enrollment or within 30 days of a qualifying life event such as marriage, birth or
          adoption, or loss of other coverage.
        </p>
        <p>
          Dental coverage includes preventive care, basic and major services and, for dependents under 19,
          orthodontics.
        </p>

        <h2>Documents</h2>
        <HrFileLinks
          anchorTexts={BENEFITS_DOCUMENTS}
          what="benefit documents"
          emptyText="No benefit documents have been published yet."
        />
      </Prose>
    </HrPage>
  );
}
