import styled from '@emotion/styled';
import { ContactPhone, ExternalLink, hoursAfter, Link, Page, useContact } from '@gpa/shared-ui';
import { StoreLinks } from '../../components/AppStoreLinks';
import { Block } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { usePaymentMethods } from '../../content/service';
import { CONTACT, EXTERNAL } from '../../content/externalLinks';
import { CONTACT_TITLES, contactItemsRead } from '../../content/contacts';

const Notice = styled.p`
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => theme.space(2)};
`;

const Methods = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 4px solid ${({ theme }) => theme.colors.brand};
    border-radius: 6px;
    padding: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

/** A payment item's link: site pages navigate inside the site, phone numbers dial, the rest open a new tab. */
function PaymentLink({ link, text }: { link: string; text: string }) {
  if (link.startsWith('/')) return <Link to={link}>{text}</Link>;
  if (link.startsWith('tel:') || link.startsWith('mailto:')) return <a href={link}>{text}</a>;
  return <ExternalLink href={link}>{text}</ExternalLink>;
}

/** Ways to pay: every way to pay a bill, what to do about refunds and unposted payments, and where to pay. */
export default function WaysToPayPage() {
  const methods = usePaymentMethods();
  const phonePayments = useContact(contactItemsRead, CONTACT_TITLES.phonePayments);
  const customerService = useContact(contactItemsRead, CONTACT_TITLES.customerService);
  return (
    <Page title="Ways to Pay" intro="Pay your GPA bill online, by app, by phone, by mail or in person.">
      <Notice>
        Banks set their own cut-off times and policies: a payment made through your bank’s bill-pay service
        may take several business days to reach GPA. Pay early to avoid late charges.
      </Notice>

      <Block title="Payment options">
        <CollectionView query={methods} what="payment options" empty="Payment options will be listed here.">
          {(items) => (
            <Methods>
              {items.map(({ id, attributes: item }) => (
                <li key={id}>
                  <h3>{item.method}</h3>
                  <p>{item.description}</p>
                  {item.link && item.linkText ? <PaymentLink link={item.link} text={item.linkText} /> : null}
                  <StoreLinks method={item} />
                </li>
              ))}
            </Methods>
          )}
        </CollectionView>
      </Block>

      <Block title="Online, mobile app and phone">
        <p>
          Pay online any time at <ExternalLink href={EXTERNAL.payment}>the online payment site</ExternalLink>{' '}
          with a card or a checking account; you need your account number from your bill. The GPA mobile app
          works the same way.
        </p>
        <p>
          Pay by phone at <ContactPhone fact={phonePayments} fallback={CONTACT.customerService.label} />
          {hoursAfter(phonePayments)}.
        </p>
      </Block>

      <Block title="Refunds">
        <p>
          A credit from an overpayment may be refunded to you or applied to your next bill. Accounts with
          arrears receive no refund: the credit pays the past-due balance first.
        </p>
      </Block>

      <Block title="My payment has not posted">
        <p>
          Do not pay again. Payments can take a few hours to appear on your account. If it has still not
          posted after several hours, contact customer service with your confirmation number and we will trace
          it.
        </p>
      </Block>

      <Block title="Pay by mail">
        <p>
          Mail a check or money order payable to Guam Power Authority, with your account number written on it
          and your bill stub, to P.O. Box 21868, GMF, Barrigada, Guam 96921. Do not mail cash.
        </p>
      </Block>

      <Block title="Pay in person">
        <ul>
          <li>Customer service offices{hoursAfter(customerService)}.</li>
          <li>Drive-thru windows: Monday to Friday, 7:30AM to 3:30PM.</li>
          <li>Drop boxes (checks only): open around the clock.</li>
        </ul>
        <p>
          Addresses and hours of every office:{' '}
          <Link to="/contact-us#hours-and-locations">hours and locations</Link>.
        </p>
      </Block>
    </Page>
  );
}
