import styled from '@emotion/styled';
import { FileLinkList, Link, ListAsOf, Page, QueryState, type TabItem, Tabs } from '@gpa/shared-ui';
import { DocumentList } from '../../components/DocumentList';
import {
  useAssessmentReports,
  useAuditedStatements,
  useBondStatements,
  useCitizenCentricReports,
  useCreditRatings,
  useOperatingData,
  useSelfInsuranceProtocols,
  useTravelReports,
  useUnauditedStatements,
} from '../../content/financials';
import { AnnualReports } from './AnnualReports';
import { groupCreditRatings, ratingDocuments } from './creditRatings';
import { FINANCIALS_TABS, type FinancialsTab } from './financialsTabs';
import { splitTravelReports } from './travel';

function AuditedStatements() {
  return (
    <DocumentList
      query={useAuditedStatements()}
      what="audited financial statements"
      emptyText="No audited financial statements yet."
    />
  );
}

function UnauditedStatements() {
  return (
    <DocumentList
      query={useUnauditedStatements()}
      what="un-audited statements"
      emptyText="No un-audited statements or statements of revenues and expenses yet."
    />
  );
}

function SelfInsuranceProtocols() {
  return (
    <DocumentList
      query={useSelfInsuranceProtocols()}
      what="self-insurance protocols"
      emptyText="No self-insurance protocols yet."
    />
  );
}

function CitizenCentricReports() {
  return (
    <>
      <ListAsOf what="Reports posted" />
      <DocumentList
        query={useCitizenCentricReports()}
        what="citizen centric reports"
        emptyText="No citizen centric reports yet."
      />
    </>
  );
}

function BondStatements() {
  return (
    <DocumentList
      query={useBondStatements()}
      what="bond official statements"
      emptyText="No bond official statements yet."
    />
  );
}

function OperatingData() {
  return <DocumentList query={useOperatingData()} what="operating data" emptyText="No operating data yet." />;
}

const YearGroup = styled.section`
  h2 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  }
`;

function CreditRatings() {
  return (
    <QueryState query={useCreditRatings()} what="credit ratings">
      {(ratings) =>
        ratings.length === 0 ? (
          <p>No credit ratings yet.</p>
        ) : (
          groupCreditRatings(ratings).map(({ year, ratings: ofYear }) => (
            <YearGroup key={year} aria-label={`Credit ratings ${year}`}>
              <h2>{year}</h2>
              <FileLinkList items={ratingDocuments(ofYear)} />
            </YearGroup>
          ))
        )
      }
    </QueryState>
  );
}

function TravelReports({ period }: { period: 'current' | 'archive' }) {
  return (
    <QueryState query={useTravelReports()} what="travel justification reports">
      {(reports) => (
        <FileLinkList
          items={splitTravelReports(reports)[period]}
          emptyText={
            period === 'current' ? 'No reports for the current fiscal year yet.' : 'No archived reports.'
          }
        />
      )}
    </QueryState>
  );
}

const TAB_CONTENT: Record<FinancialsTab, TabItem['content']> = {
  statements: (
    <Tabs
      label="Financial statements"
      param="statements"
      tabs={[
        { id: 'audited', label: 'Audited', content: <AuditedStatements /> },
        {
          id: 'unaudited',
          label: 'Un-Audited & Statement of Revenues and Expenses',
          content: <UnauditedStatements />,
        },
        { id: 'self-insurance', label: 'Self-Insurance Protocols', content: <SelfInsuranceProtocols /> },
      ]}
    />
  ),
  ccr: <CitizenCentricReports />,
  ar: <AnnualReports />,
  bonds: (
    <Tabs
      label="Bonds and credit ratings"
      param="bonds"
      tabs={[
        { id: 'official-statements', label: 'Bond Official Statements', content: <BondStatements /> },
        { id: 'credit-ratings', label: 'Credit Ratings', content: <CreditRatings /> },
        {
          id: 'rule-15c2-12',
          label: 'Operating Data Rule 15C2-12',
          content: <p>No contents to show as of the moment.</p>,
        },
        { id: 'operating-data', label: 'Operating Data', content: <OperatingData /> },
      ]}
    />
  ),
  travel: (
    <Tabs
      label="Non-employee travel justification"
      param="travel"
      tabs={[
        { id: 'current', label: 'Current Fiscal Year', content: <TravelReports period="current" /> },
        { id: 'archive', label: 'Archive', content: <TravelReports period="archive" /> },
      ]}
    />
  ),
};

const Assessment = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
`;

export default function FinancialsPage() {
  return (
    <Page
      title="Financials"
      intro="Financial statements, annual and citizen centric reports, bonds and credit ratings of the Guam Power Authority. The fiscal year starts 1 October."
    >
      {/* The top tab is the page's view (its route's `?tab=`): Back returns to the tab before. */}
      <Tabs
        label="Financial reports"
        param="tab"
        pushHistory
        tabs={FINANCIALS_TABS.map(({ id, label }) => ({ id, label, content: TAB_CONTENT[id] }))}
      />
      <Assessment aria-labelledby="management-assessment">
        <h2 id="management-assessment">Management &amp; Operational Assessment</h2>
        <p>The independent assessment of GPA&apos;s management and operations, in sections:</p>
        <DocumentList
          query={useAssessmentReports()}
          what="assessment sections"
          emptyText="No assessment sections yet."
        />
      </Assessment>
      <p>
        Fuel purchase reports and the PUC LEAC orders are on the <Link to="/leac">LEAC page</Link>.
      </p>
    </Page>
  );
}
