// The rate adjustment page's FAQs, in their groups.
import styled from '@emotion/styled';
import { QueryState } from '@gpa/shared-ui';
import { useRateAdjustmentFaqs } from '../../content/rates';
import { FAQ_UPDATED, groupFaqs } from './rateAdjustment';

const Group = styled.section`
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.brand};
  }
  h4 {
    margin: ${({ theme }) => theme.space(1.5)} 0 ${({ theme }) => theme.space(0.5)};
  }
  p {
    margin: 0;
  }
`;

/** FAQ's: the questions in their four groups, with the date of the last update. */
export function RateAdjustmentFaqs() {
  return (
    <>
      <p>
        <em>Updated {FAQ_UPDATED}</em>
      </p>
      <QueryState query={useRateAdjustmentFaqs()} what="questions and answers">
        {(faqs) =>
          faqs.length === 0 ? (
            <p>No questions and answers yet.</p>
          ) : (
            groupFaqs(faqs).map(({ group, faqs: inGroup }) => (
              <Group key={group} aria-label={group}>
                <h3>{group}</h3>
                {inGroup.map(({ id, attributes }) => (
                  <div key={id}>
                    <h4>{attributes.question}</h4>
                    <p>{attributes.answer}</p>
                  </div>
                ))}
              </Group>
            ))
          )
        }
      </QueryState>
    </>
  );
}
