import { Prose } from '../../../components/Prose';
import { HrPage } from '../HrPage';

/** Certifications: the professional and trade certifications the Authority requires and supports. */
export default function CertificationsPage() {
  return (
    <HrPage title="Certifications" intro="Professional and trade certifications held by Authority employees.">
      <Prose>
        <p>
          Many positions at the Authority require a certification or licence, and the Authority supports
          employees who earn one that is related to their work, by paying examination fees and giving paid
          time for the examination.
        </p>
        <h2>Certifications we require or support</h2>
        <ul>
          <li>
            Journeyworker lineworker and electrician certificates (completion of a registered apprenticeship)
          </li>
          <li>Power plant operator certification</li>
          <li>Professional Engineer (PE) licence</li>
          <li>Certified Public Accountant (CPA) and Certified Internal Auditor (CIA)</li>
          <li>Certified Public Procurement Officer (CPPO) and Certified Professional Public Buyer (CPPB)</li>
          <li>Commercial driver's licence and crane operator certification</li>
          <li>Occupational safety (OSHA 10 and 30 hour) and first aid, CPR and AED</li>
        </ul>
        <h2>How to request support</h2>
        <p>
          Ask your supervisor, then send the request form with the course or examination details to Human
          Resources at least 30 days before the examination date.
        </p>
      </Prose>
    </HrPage>
  );
}
