import styled from '@emotion/styled';
import { Collapsible, Page, RemoteComponent, media } from '@gpa/shared-ui';
import { MatchedDocumentList } from '../../components/MatchedDocumentList';
import { useRateDocuments } from '../../content/rates';
import { FactCards } from './FactCards';
import { NewsReleaseList } from './NewsReleaseList';
import { RateAdjustmentFaqs } from './RateAdjustmentFaqs';
import { BILLING_SAMPLES, QUESTIONS_EMAIL } from './rateAdjustment';
import { ScheduleChartPicker } from './ScheduleChartPicker';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr) 18rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  padding-top: ${({ theme }) => theme.space(1)};
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const NO_CONTENTS = 'No contents to show as of the moment';

function BillingSamples() {
  return <MatchedDocumentList query={useRateDocuments()} documents={BILLING_SAMPLES} what="billing samples" />;
}

export default function RateAdjustmentPage() {
  return (
    <Page
      title="Rate Adjustment"
      intro="Lower fuel costs and a more efficient new power plant are bringing bills down. Here is what changes, when, and why."
    >
      <FactCards />
      <Layout>
        <div>
          <Collapsible title="FAQ's">
            <RateAdjustmentFaqs />
          </Collapsible>
          <Collapsible title="Proposed Rate Adjustments">
            <ScheduleChartPicker />
          </Collapsible>
          <Collapsible title="Billing Samples">
            <BillingSamples />
          </Collapsible>
          <Collapsible title="Petitions">
            <p>{NO_CONTENTS}</p>
          </Collapsible>
          <Collapsible title="Workforce Reports">
            <p>{NO_CONTENTS}</p>
          </Collapsible>
          <Collapsible title="Residential Calculator">
            <RemoteComponent area="tools" module="./BillComparison" title="Residential calculator" />
          </Collapsible>
        </div>
        <Sidebar aria-label="Questions and news releases">
          <h2>Email Questions</h2>
          <p>
            Questions about the rate adjustment? <a href={`mailto:${QUESTIONS_EMAIL}`}>Email {QUESTIONS_EMAIL}</a>
          </p>
          <h2>News Release</h2>
          <NewsReleaseList />
        </Sidebar>
      </Layout>
    </Page>
  );
}
