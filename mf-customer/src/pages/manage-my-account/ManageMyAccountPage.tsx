import styled from '@emotion/styled';
import { ExternalLink, LinkCards, Page } from '@gpa/shared-ui';
import { Banner } from '../../components/Banner';
import { Block } from '../../components/Block';
import { CardIcon } from '../../components/CardIcon';
import { CollectionView } from '../../components/CollectionView';
import { cardDestination } from '../../components/linkCard';
import { useAccountLinkCards, type Audience } from '../../content/forms';
import { EXTERNAL } from '../../content/externalLinks';

const Logins = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  a {
    display: inline-block;
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 700;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    border-radius: 4px;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

const TEXT: Record<Audience, { title: string; lead: string }> = {
  residential: { title: 'Manage My Account (Residential)', lead: 'Your home account, online, any time.' },
  business: { title: 'Manage My Account (Business)', lead: 'Your business accounts, online, any time.' },
};

function ManageMyAccount({ audience }: { audience: Audience }) {
  const cards = useAccountLinkCards(audience);
  return (
    <Page title={TEXT[audience].title}>
      <Banner lead={TEXT[audience].lead}>
        Pay your bill, go paperless and follow your energy use on our secure customer sites.
      </Banner>
      <Logins>
        <ExternalLink href={EXTERNAL.payment}>Log in to pay my bill</ExternalLink>
        <ExternalLink href={EXTERNAL.usagePortal}>Log in to view my energy usage</ExternalLink>
      </Logins>
      <Block title="Learn more">
        <CollectionView query={cards} what="account services" empty="No account services are listed yet.">
          {(items) => (
            <LinkCards
              cards={items.map(({ attributes: card }) => ({
                title: card.title ?? '',
                icon: <CardIcon name={card.icon} />,
                ...cardDestination(card.link),
              }))}
            />
          )}
        </CollectionView>
      </Block>
    </Page>
  );
}

export function ResidentialManageMyAccountPage() {
  return <ManageMyAccount audience="residential" />;
}

export function BusinessManageMyAccountPage() {
  return <ManageMyAccount audience="business" />;
}
