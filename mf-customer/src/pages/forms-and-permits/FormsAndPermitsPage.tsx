import styled from '@emotion/styled';
import { FileLinkList, Page } from '@gpa/shared-ui';
import { Block, WithSidebar } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { useFormList, type Audience, type FormList } from '../../content/forms';
import { PLAN_REVIEW } from './planReview';

/** Others labels longer than this are cut, so that a long one never wraps the list (the full text stays reachable). */
export const OTHERS_LABEL_MAX = 35;

const LISTS: { list: FormList; title: string; maxLabel?: number }[] = [
  { list: 'standards', title: 'Standards and Guidelines' },
  { list: 'workOrders', title: 'Work Order Processing' },
  { list: 'signs', title: 'Signs' },
  { list: 'others', title: 'Others', maxLabel: OTHERS_LABEL_MAX },
];

// Each document reads as a button that opens it in a new window.
const Buttons = styled.div`
  && li {
    border-bottom: none;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
    font-weight: 700;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  li > span,
  li > details {
    display: block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 2px dashed ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
  summary {
    cursor: pointer;
  }
  details p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function FormSection({ audience, list, title, maxLabel }: (typeof LISTS)[number] & { audience: Audience }) {
  const forms = useFormList(audience, list);
  return (
    <Block title={title}>
      <CollectionView query={forms} what={`${title.toLowerCase()} forms`} empty="No forms in this list yet.">
        {(items) => (
          <Buttons>
            <FileLinkList items={items} maxLabel={maxLabel} />
          </Buttons>
        )}
      </CollectionView>
    </Block>
  );
}

function FormsAndPermits({ audience }: { audience: Audience }) {
  const review = PLAN_REVIEW[audience];
  return (
    <Page
      title={audience === 'residential' ? 'Residential Forms & Permits' : 'Business Forms & Permits'}
      intro="Download the forms, standards and signs you need for new service, construction and work orders."
    >
      <WithSidebar>
        <div>
          {LISTS.map((section) => (
            <FormSection key={section.list} audience={audience} {...section} />
          ))}
        </div>
        <aside aria-label={review.title}>
          <Block title={review.title}>
            <h3>Checklist</h3>
            <ul>
              {review.checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3>Guidelines</h3>
            <ul>
              {review.guidelines.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Block>
        </aside>
      </WithSidebar>
    </Page>
  );
}

export function ResidentialFormsAndPermitsPage() {
  return <FormsAndPermits audience="residential" />;
}

export function BusinessFormsAndPermitsPage() {
  return <FormsAndPermits audience="business" />;
}
