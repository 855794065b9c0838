// The mobile app's two store links (App Store, Google Play): content of the payment method that carries them.
import styled from '@emotion/styled';
import { ExternalLink, Link, type PaymentMethodsItem } from '@gpa/shared-ui';
import { usePaymentMethods } from '../content/service';

const Stores = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`;

/** The store links of one payment method, or nothing when it has none. */
export function StoreLinks({ method }: { method: PaymentMethodsItem }) {
  const stores = [
    { name: 'Download on the App Store', href: method.appStoreLink },
    { name: 'Get it on Google Play', href: method.googlePlayLink },
  ].filter((store): store is { name: string; href: string } => Boolean(store.href));
  if (stores.length === 0) return null;
  return (
    <Stores aria-label={`${method.method ?? 'Mobile app'} in the app stores`}>
      {stores.map((store) => (
        <li key={store.name}>
          <ExternalLink href={store.href}>{store.name}</ExternalLink>
        </li>
      ))}
    </Stores>
  );
}

/**
 * The app's store links from the payment methods (the first that has any); until the content service
 * answers, or if it cannot, Ways to Pay, which lists them too.
 */
export function MobileAppLinks() {
  const app = usePaymentMethods().data?.find(
    ({ attributes }) => attributes.appStoreLink || attributes.googlePlayLink,
  );
  if (app) return <StoreLinks method={app.attributes} />;
  return <Link to="/ways-to-pay">Get the app and see every way to pay</Link>;
}
