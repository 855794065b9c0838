// FAQ entries as panels that open one by one.
import { Collapsible, type StrapiItem } from '@gpa/shared-ui';
import { CONTACT } from '../content/externalLinks';
import { MailText } from './MailText';

interface Faq {
  question?: string | null;
  answer?: string | null;
}

/** Questions as closed panels the visitor opens one by one; `{email}` in answers becomes a mail link. */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: StrapiItem<Faq>[];
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <div>
      {items.map(({ id, attributes }) => (
        <Collapsible
          key={id}
          title={attributes.question ?? ''}
          variant="white"
          headingLevel={headingLevel}
          fitContent
        >
          <p>
            <MailText text={attributes.answer ?? ''} email={CONTACT.customerServiceEmail} />
          </p>
        </Collapsible>
      ))}
    </div>
  );
}
