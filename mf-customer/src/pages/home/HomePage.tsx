import styled from '@emotion/styled';
import { ExternalLink, Page } from '@gpa/shared-ui';
import { Link } from 'react-router';
import { HOME_TILES, QUICK_LINKS } from './homeTiles';

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin-top: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  a {
    display: inline-block;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
    border-radius: 4px;
    text-decoration: none;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font-weight: 700;
    font-size: 1.1rem;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

export default function HomePage() {
  return (
    <Page title="Welcome to Guam Power Authority">
      <Hero aria-labelledby="hero-heading">
        <h2 id="hero-heading">Lower bills are here: rates are going down</h2>
        <p>The average residential bill dropped by $53.00 on February 1, 2025, with a further decrease proposed for September 1, 2025.</p>
        <ExternalLink href="/rateadjustment">Learn More</ExternalLink>
      </Hero>
      <Tiles aria-label="Popular tasks">
        {HOME_TILES.map((tile) => (
          <li key={tile.label}>
            {tile.external ? <ExternalLink href={tile.href}>{tile.label}</ExternalLink> : <Link to={tile.href}>{tile.label}</Link>}
          </li>
        ))}
      </Tiles>
      <section aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading">Rates, tools and reports</h2>
        <ul>
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
