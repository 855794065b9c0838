import styled from '@emotion/styled';
import { Link, Page } from '@gpa/shared-ui';
import { LeacRateTable } from '../../components/LeacRateTable';
import { FUEL_ADJUSTMENT_DATES } from '../../content/leacRates';
import { MatchedDocumentList } from '../../components/MatchedDocumentList';
import { useRateDocuments } from '../../content/rates';
import { RATE_CLASSES, RATE_REFERENCE_DOCUMENTS } from './rateDocuments';

const Information = styled.section`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 6px solid ${({ theme }) => theme.colors.brand};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  align-items: start;
`;

export default function RatesPage() {
  const documents = useRateDocuments();
  return (
    <Page
      title="Rates"
      intro="The rate schedules of every customer class, and the fuel charge added to each kWh."
    >
      <Information aria-labelledby="rates-information">
        <h2 id="rates-information">How your rate is made up</h2>
        <p>
          Your bill has two parts. The <strong>base rate</strong> pays for running and maintaining the power
          system; it is set by the Guam Public Utilities Commission and was last raised in 2013. The{' '}
          <strong>fuel charge</strong> (Levelized Energy Adjustment Clause, LEAC) passes on the cost of fuel
          without profit and is reviewed every six months.
        </p>
        <p>
          See the current fuel charge on the <Link to="/leac">LEAC page</Link>, the proposed changes on the{' '}
          <Link to="/rateadjustment">rate adjustment page</Link>, or estimate your bill with the{' '}
          <Link to="/rate-calculator">rate calculator</Link>.
        </p>
      </Information>
      <Columns>
        <section aria-labelledby="rate-schedules">
          <h2 id="rate-schedules">Rate schedules</h2>
          <MatchedDocumentList query={documents} documents={RATE_CLASSES} what="rate schedule files" />
        </section>
        <section aria-labelledby="rate-documents">
          <h2 id="rate-documents">Rate documents</h2>
          <MatchedDocumentList
            query={documents}
            documents={RATE_REFERENCE_DOCUMENTS}
            what="rate documents"
            reportError={false}
          />
          <h2>Fuel adjustment factors</h2>
          <LeacRateTable
            caption="Fuel adjustment factor per kWh by voltage level and effective date"
            dates={FUEL_ADJUSTMENT_DATES}
            levelHeading="Voltage level"
          />
        </section>
      </Columns>
    </Page>
  );
}
