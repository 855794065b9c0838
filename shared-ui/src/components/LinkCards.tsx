// A grid of link cards to pages of this site or others.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from './ExternalLink';

/** A card links to a page of this site (`to`) or elsewhere (`href`, opens in a new tab). */
export type LinkCard = {
  title: string;
  /** An image URL (shown 48 x 48, decorative) or an element. */
  icon?: string | ReactNode;
  description?: ReactNode;
} & ({ to: string; href?: never } | { href: string; to?: never });

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
  }
  a {
    flex: 1;
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 4px solid ${({ theme }) => theme.colors.brand};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover strong,
  a:focus strong {
    text-decoration: underline;
  }
  strong {
    color: ${({ theme }) => theme.colors.link};
    display: block;
  }
  img {
    display: block;
  }
`;

function CardBody({ card }: { card: LinkCard }) {
  return (
    <>
      {typeof card.icon === 'string' ? (
        <img src={card.icon} alt="" width={48} height={48} />
      ) : (
        (card.icon ?? <span />)
      )}
      <span>
        <strong>{card.title}</strong>
        {card.description ? <span>{card.description}</span> : null}
      </span>
    </>
  );
}

/** A grid of cards, each one link (title, optional icon and description). */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label?: string }) {
  return (
    <Grid aria-label={label}>
      {cards.map((card) => (
        <li key={card.title}>
          {card.to !== undefined ? (
            <Link to={card.to}>
              <CardBody card={card} />
            </Link>
          ) : (
            <ExternalLink href={card.href}>
              <CardBody card={card} />
            </ExternalLink>
          )}
        </li>
      ))}
    </Grid>
  );
}
