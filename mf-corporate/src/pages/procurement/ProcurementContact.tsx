// How to reach Supply Management: its one contact record (Contact Us lists the same), never a copy here.
import { Link, useContact } from '@gpa/shared-ui';
import { contactItemsRead } from '../../content/contactItems';

/** The title of Supply Management's record among the content service's contact items. */
export const PROCUREMENT_CONTACT_TITLE = 'Supply Management (Procurement)';

/** Supply Management's address, phone, email and office hours, as its contact record gives them. */
export function ProcurementContact() {
  const contact = useContact(contactItemsRead, PROCUREMENT_CONTACT_TITLE);
  if (!contact)
    return (
      <p>
        The Supply Management Division&apos;s phone, email and hours are on{' '}
        <Link to="/contact-us">Contact Us</Link>.
      </p>
    );
  return (
    <>
      <p>
        Supply Management Division{contact.address ? `, ${contact.address}` : ''}.
        {contact.phone ? (
          <>
            <br />
            Phone: <a href={contact.telHref}>{contact.phone}</a>.
          </>
        ) : null}
        {contact.email ? (
          <>
            <br />
            Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </>
        ) : null}
      </p>
      <p>
        {contact.hours ? `Office hours: ${contact.hours}, except government holidays. ` : null}
        Bids are received at the front desk until the due date and time.
      </p>
    </>
  );
}
