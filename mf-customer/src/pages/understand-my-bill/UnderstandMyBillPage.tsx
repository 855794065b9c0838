import styled from '@emotion/styled';
import { Link, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { ContentFileLink } from '../../components/ContentFileLink';
import { ContentImage } from '../../components/ContentImage';
import { usePageImages } from '../../content/service';

// Room for the sample picture before it arrives.
const Sample = styled.div`
  min-height: 200px;
  figure {
    margin: 0;
  }
  img {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const BILL_PARTS: { term: string; meaning: string }[] = [
  { term: 'Account information', meaning: 'Your account number, service address, rate schedule and billing period.' },
  { term: 'Meter reading', meaning: 'The previous and present readings of your meter; their difference is the energy you used in kilowatt hours (kWh).' },
  { term: 'Customer charge', meaning: 'A fixed monthly amount that covers meter reading, billing and customer service.' },
  { term: 'Energy charge', meaning: 'The base rate for each kWh you used, in blocks: the first 500 kWh and the kWh above 500.' },
  { term: 'Fuel recovery charge (LEAC)', meaning: 'The cost of the fuel used to make your electricity, passed on without profit and reviewed every six months.' },
  { term: 'Total amount due', meaning: 'Your current charges plus any unpaid balance, and the date payment is due.' },
];

/** Understand my bill: an annotated sample bill and what each part means. */
export default function UnderstandMyBillPage() {
  const images = usePageImages('bill-sample');
  return (
    <Page title="Understand My Bill" intro="Your electric bill explained, part by part.">
      <Block title="Bill sample">
        <Sample>
          <CollectionView query={images} what="bill sample" empty="The bill sample is not available right now.">
            {(items) =>
              items.map(({ id, attributes }) => (
                <figure key={id}>
                  {/* The caption names the figure (alt text repeating it would be read twice). */}
                  <ContentImage media={attributes.Image} alt={attributes.Caption ? '' : 'Sample GPA electric bill'} />
                  {attributes.Caption ? <figcaption>{attributes.Caption}</figcaption> : null}
                </figure>
              ))
            }
          </CollectionView>
        </Sample>
        <p>
          <ContentFileLink anchor="bill-sample">Bill sample with explanations (PDF)</ContentFileLink>
        </p>
      </Block>
      <Block title="The parts of your bill">
        <dl>
          {BILL_PARTS.map(({ term, meaning }) => (
            <div key={term}>
              <dt>
                <strong>{term}</strong>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          Questions about the fuel charge? See the <Link to="/leac">LEAC rates</Link> or estimate a bill with the{' '}
          <Link to="/rate-calculator">rate calculator</Link>.
        </p>
      </Block>
    </Page>
  );
}
