import { Link } from '@gpa/shared-ui';
import { DocumentSection } from '../../../components/DocumentSection';
import { Prose } from '../../../components/Prose';
import { useEmployeeBenefits } from '../../../content/humanResources';
import { HrPage } from '../HrPage';
import { HR_BASE } from '../hrPages';

/** Employee benefit link labels are cut to 35 characters plus an ellipsis so that a long one never wraps the list. */
export const BENEFIT_LABEL_MAX = 35;

/** Employee Benefits: each link opens its uploaded file, or else the page it points to. */
export default function EmployeeBenefitsPage() {
  const benefits = useEmployeeBenefits();
  return (
    <HrPage
      title="Employee Benefits"
      intro="Plan documents and links for the benefits available to Authority employees."
    >
      <Prose>
        <DocumentSection
          title="Benefit documents and links"
          what="employee benefit documents"
          query={benefits}
          maxLabel={BENEFIT_LABEL_MAX}
        >
          <p>
            More about each benefit: <Link to={`${HR_BASE}/benefits`}>Benefits</Link>,{' '}
            <Link to={`${HR_BASE}/retirement-plans`}>Retirement Plans</Link>,{' '}
            <Link to={`${HR_BASE}/life-insurance-benefit`}>Life Insurance Benefit</Link> and{' '}
            <Link to={`${HR_BASE}/the-cafeteria-plan`}>The Cafeteria Plan</Link>.
          </p>
        </DocumentSection>
      </Prose>
    </HrPage>
  );
}
