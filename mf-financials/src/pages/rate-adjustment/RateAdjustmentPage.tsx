import styled from '@emotion/styled';
import { Collapsible, Link, Page, AreaComponent, media, useSearchParams } from '@gpa/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { MatchedDocumentList } from '../../components/MatchedDocumentList';
import { useRateDocuments } from '../../content/rates';
import { FactCards } from './FactCards';
import { NewsReleaseList } from './NewsReleaseList';
import { RateAdjustmentFaqs } from './RateAdjustmentFaqs';
import { BILLING_SAMPLES, QUESTIONS_EMAIL } from './rateAdjustment';
import { ScheduleChartPicker, scheduleFromAddress } from './ScheduleChartPicker';

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
`;

// The sidebar's first item is the mail link itself, drawn as a button.
const QuestionsLink = styled.a`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

const NO_CONTENTS = 'No contents to show as of the moment';

function BillingSamples() {
  return (
    <MatchedDocumentList query={useRateDocuments()} documents={BILLING_SAMPLES} what="billing samples" />
  );
}

/**
 * The embedded bill comparison. A shared result (`?kwh=1000`, also what the calculator writes back to the
 * address) opens its panel, on the server too, and brings it into view: on arrival and on Back, where the
 * restored scroll position was taken with the panel open.
 */
function ResidentialCalculator() {
  const [searchParams] = useSearchParams();
  const shared = searchParams.has('kwh');
  // On arrival only: a calculation on this page writes ?kwh= too and must not move the page.
  const [sharedOnArrival] = useState(shared);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sharedOnArrival) section.current?.scrollIntoView({ block: 'start' });
  }, [sharedOnArrival]);
  return (
    <div ref={section} id="residential-calculator">
      <Collapsible title="Residential Calculator" fitContent defaultOpen={shared}>
        <AreaComponent
          area="tools"
          module="./BillComparison"
          title="Residential calculator"
          withoutScript={
            <p>
              The{' '}
              <Link
                to={`/bill-comparison-calculator${shared ? `?kwh=${encodeURIComponent(searchParams.get('kwh') ?? '')}` : ''}`}
              >
                bill comparison calculator
              </Link>{' '}
              page works without it.
            </p>
          }
        />
      </Collapsible>
    </div>
  );
}

export default function RateAdjustmentPage() {
  const [searchParams] = useSearchParams();
  return (
    <Page
      title="Rate Adjustment"
      intro="Lower fuel costs and a more efficient new power plant are bringing bills down. Here is what changes, when, and why."
    >
      <FactCards />
      <Layout>
        <div>
          <Collapsible title="FAQ's" fitContent>
            <RateAdjustmentFaqs />
          </Collapsible>
          <Collapsible
            title="Proposed Rate Adjustments"
            fitContent
            defaultOpen={scheduleFromAddress(searchParams) !== ''}
          >
            <ScheduleChartPicker />
          </Collapsible>
          <Collapsible title="Billing Samples" fitContent>
            <BillingSamples />
          </Collapsible>
          <Collapsible title="Petitions" fitContent>
            <p>{NO_CONTENTS}</p>
          </Collapsible>
          <Collapsible title="Workforce Reports" fitContent>
            <p>{NO_CONTENTS}</p>
          </Collapsible>
          <ResidentialCalculator />
        </div>
        <Sidebar aria-label="Questions and news releases">
          <QuestionsLink href={`mailto:${QUESTIONS_EMAIL}`}>Email Questions</QuestionsLink>
          <p>Questions about the rate adjustment go to {QUESTIONS_EMAIL}.</p>
          <h2>News Release</h2>
          <NewsReleaseList />
        </Sidebar>
      </Layout>
    </Page>
  );
}
