import styled from '@emotion/styled';
import { ExternalLink, EmptyState, Page, QueryState, documentHref, documentLabel } from '@gpa/shared-ui';
import { useCybersecurityFaqs } from '../../content/community';

const Faq = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(2)} 0;
  h2 {
    margin-top: 0;
  }
`;

/** Cybersecurity FAQ: each question with its answer and, when uploaded, a document to read. */
export default function CybersecurityPage() {
  const faqs = useCybersecurityFaqs();
  return (
    <Page
      title="Cybersecurity"
      intro="How to protect yourself from scams and keep your account information safe."
    >
      <QueryState query={faqs} what="cybersecurity FAQs">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>No cybersecurity articles yet.</EmptyState>
          ) : (
            items.map(({ id, attributes: faq }) => {
              const href = documentHref(faq);
              return (
                <Faq key={id} aria-labelledby={`faq-${id}`}>
                  <h2 id={`faq-${id}`}>{faq.question ?? documentLabel(faq)}</h2>
                  {faq.answer ? <p>{faq.answer}</p> : null}
                  {href ? <ExternalLink href={href}>{documentLabel(faq)}</ExternalLink> : null}
                </Faq>
              );
            })
          )
        }
      </QueryState>
    </Page>
  );
}
