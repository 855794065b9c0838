import { Prose } from '../../../components/Prose';
import { HrFileLinks } from '../HrFileLinks';
import { HrPage } from '../HrPage';

export const LIFE_INSURANCE_DOCUMENTS = [
  'Life Insurance Benefit Summary',
  'Life Insurance Beneficiary Designation Form',
];

/** Life Insurance Benefit: the plan in short, and its documents under a heading shown only when there are any. */
export default function LifeInsuranceBenefitPage() {
  return (
    <HrPage title="Life Insurance Benefit" intro="Group term life insurance for Authority employees.">
      <Prose>
        <p>
          Permanent employees are eligible for the Government of Guam group term life insurance from their
          first day of employment. The Authority pays the premium for the basic coverage; employees may buy
          supplemental coverage for themselves and their dependents through payroll deduction.
        </p>
        <p>
          Enrol, or change your beneficiaries, within 30 days of your start date or of a qualifying life
          event, or during the annual open enrollment. Keep your beneficiary designation up to date with the
          Benefits Unit of Human Resources.
        </p>
        <HrFileLinks
          anchorTexts={LIFE_INSURANCE_DOCUMENTS}
          what="life insurance documents"
          heading="Life Insurance Documents"
        />
      </Prose>
    </HrPage>
  );
}
