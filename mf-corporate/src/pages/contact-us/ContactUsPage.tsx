import styled from '@emotion/styled';
import { EmptyState, Page, QueryState, useScrollToHash, type ContactItemsItem } from '@gpa/shared-ui';
import { splitContacts, useContactItems } from '../../content/contactItems';

/** The element id the menu's "Hours & Locations" link and other pages jump to. */
export const HOURS_AND_LOCATIONS_ID = 'hours-and-locations';

const Featured = styled.section`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  border-radius: 6px;
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin-top: 0;
  }
  a {
    color: #fff;
  }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 4px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
    padding: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Details = styled.dl`
  margin: 0;
  dt {
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space(1)};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The details of one contact; only the fields it has. */
function ContactDetails({ contact }: { contact: ContactItemsItem }) {
  return (
    <>
      {contact.description ? <p>{contact.description}</p> : null}
      <Details>
        {contact.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
          </>
        ) : null}
        {contact.email ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </>
        ) : null}
        {contact.address ? (
          <>
            <dt>Address</dt>
            <dd>{contact.address}</dd>
          </>
        ) : null}
        {contact.hours ? (
          <>
            <dt>Hours</dt>
            <dd>{contact.hours}</dd>
          </>
        ) : null}
      </Details>
    </>
  );
}

/** Contact Us: the 24-hour line set apart (contact item 999999), then every office with its hours and location. */
export default function ContactUsPage() {
  const contacts = useContactItems();
  const { featured, others } = splitContacts(contacts.data ?? []);
  useScrollToHash(contacts.isSuccess);
  return (
    <Page title="Contact Us" intro="Reach the right office of the Guam Power Authority.">
      <QueryState query={contacts} what="contact details">
        {() =>
          featured ? (
            <Featured aria-labelledby="featured-contact">
              <h2 id="featured-contact">{featured.attributes.title}</h2>
              <ContactDetails contact={featured.attributes} />
            </Featured>
          ) : null
        }
      </QueryState>
      {/* Always present, so links to #hours-and-locations land here whatever the content's state. */}
      <section id={HOURS_AND_LOCATIONS_ID} aria-labelledby="hours-and-locations-heading">
        <h2 id="hours-and-locations-heading">Hours and Locations</h2>
        {contacts.isSuccess ? (
          others.length === 0 ? (
            <EmptyState>Office details are not available right now.</EmptyState>
          ) : (
            <Grid>
              {others.map(({ id, attributes: contact }) => (
                <li key={id}>
                  <h3>{contact.title}</h3>
                  <ContactDetails contact={contact} />
                </li>
              ))}
            </Grid>
          )
        ) : null}
      </section>
    </Page>
  );
}
