import { Collapsible, Page } from '@gpa/shared-ui';
import { CollectionView } from '../../components/CollectionView';
import { DataTable } from '../../components/DataTable';
import { FaqAccordion } from '../../components/FaqAccordion';
import { useFinancialAssistanceFaqs } from '../../content/service';
import { CONTACT } from '../../content/externalLinks';
import { FINANCIAL_ASSISTANCE_SECTIONS, type FinancialAssistanceSections } from '../../content/switches';
import { FAIR_MARKET_RENTS, INCOME_LIMITS, RENTAL_ASSISTANCE as R, dollars } from './rentalAssistance';

/** Get financial assistance: rent and utility help, other resources and FAQs, each in a collapsible section. */
export default function GetFinancialAssistancePage({
  sections = FINANCIAL_ASSISTANCE_SECTIONS,
}: {
  sections?: FinancialAssistanceSections;
}) {
  const faqs = useFinancialAssistanceFaqs();
  return (
    <Page
      title="Get Financial Assistance"
      intro="Help is available if you are having trouble paying your rent or your power bill."
    >
      <Collapsible title="Rent and utilities" fitContent>
        <p>
          Households earning up to {R.areaMedianIncomePercent} percent of the area median income may receive
          help with rent and utility bills for up to {R.maxMonths} months.
        </p>
        <ul>
          <li>
            Landlords must give tenants {R.noticeBusinessDays} business days notice before any action on the
            lease.
          </li>
          <li>Applicants may appeal a decision within {R.appealBusinessDays} business days.</li>
          <li>
            Relocation assistance is available within {R.relocationDays} days; temporary displacement is
            covered for up to {R.displacementDays} days.
          </li>
          <li>
            Late fees may not exceed {R.maxLateFeePercent} percent of the rent; the fee for a rejected payment
            is at most {dollars(R.rejectedPaymentFee)}.
          </li>
        </ul>
        <DataTable
          caption="Income limits by household size"
          columns={['Household size', 'Yearly income limit']}
          rows={INCOME_LIMITS.map((limit, index) => [index + 1, dollars(limit)])}
        />
        <DataTable
          caption="Fair market rents"
          columns={['Unit size', 'Monthly rent']}
          rows={FAIR_MARKET_RENTS.map(({ bedrooms, rent }) => [bedrooms, dollars(rent)])}
        />
      </Collapsible>

      {sections.rentalAssistance ? (
        <Collapsible title="Rental assistance" fitContent>
          <p>
            The emergency rental assistance programme pays past-due and upcoming rent directly to landlords.
          </p>
        </Collapsible>
      ) : null}

      {sections.homeownerAssistance ? (
        <Collapsible title="Homeowner assistance" fitContent>
          <p>
            Homeowners behind on their mortgage or utility bills may qualify for the homeowner assistance
            fund.
          </p>
        </Collapsible>
      ) : null}

      <Collapsible title="Other resources" fitContent>
        <ul>
          <li>
            Department of Public Health and Social Services: energy assistance for low-income households,
            seniors and persons with disabilities.
          </li>
          <li>
            GPA Customer Service, <a href={CONTACT.customerService.href}>{CONTACT.customerService.label}</a>:
            payment arrangements to spread a past-due balance over several bills.
          </li>
        </ul>
      </Collapsible>

      <Collapsible title="Frequently asked questions" fitContent>
        <CollectionView
          query={faqs}
          what="financial assistance questions"
          empty="No questions have been published yet."
        >
          {(items) => <FaqAccordion items={items} headingLevel={3} />}
        </CollectionView>
      </Collapsible>
    </Page>
  );
}
