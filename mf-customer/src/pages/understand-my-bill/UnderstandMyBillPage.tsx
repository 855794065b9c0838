import styled from '@emotion/styled';
import { Link, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { ContentFileLink } from '../../components/ContentFileLink';
import { AnnotatedBill } from './AnnotatedBill';
import { BILL_PARTS, SAMPLE_BILL } from './billSample';

const Parts = styled.ol`
  padding-left: ${({ theme }) => theme.space(3)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  li::marker {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Understand my bill: an annotated sample bill and what each part means. */
export default function UnderstandMyBillPage() {
  return (
    <Page title="Understand My Bill" intro="Your electric bill explained, part by part.">
      <Block title="Bill sample">
        <AnnotatedBill />
        <p>
          The sample is a bill for {SAMPLE_BILL.meter.used} at the base rates effective{' '}
          {SAMPLE_BILL.baseRatesEffective} and the current fuel charge (LEAC), effective{' '}
          {SAMPLE_BILL.fuelRateEffective}, of {SAMPLE_BILL.fuelRate} per kWh: the{' '}
          <Link to="/rate-calculator">rate calculator</Link> gives the same {SAMPLE_BILL.total.amount}.
        </p>
        <p>
          <ContentFileLink anchor="bill-sample">Bill sample with explanations (PDF)</ContentFileLink>
        </p>
      </Block>
      <Block title="The parts of your bill">
        {/* Numbered as the callouts on the sample. */}
        <Parts>
          {BILL_PARTS.map(({ term, meaning }) => (
            <li key={term}>
              <strong>{term}</strong>: {meaning}
            </li>
          ))}
        </Parts>
        <p>
          Questions about the fuel charge? See the <Link to="/leac">LEAC rates</Link> or estimate a bill with
          the <Link to="/rate-calculator">rate calculator</Link>.
        </p>
      </Block>
    </Page>
  );
}
