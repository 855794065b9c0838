import styled from '@emotion/styled';
import { Carousel, ExternalLink, Link, Page } from '@gpa/shared-ui';
import { ContentFileLink } from '../../components/ContentFileLink';
import { textSlides } from '../../components/SlideFrame';
import { EXTERNAL } from '../../content/externalLinks';
import { HOME_SECTIONS, type HomeSections } from '../../content/switches';
import { HOME_SLIDES } from './homeSlides';
import { HOME_TILES, QUICK_LINKS } from './homeTiles';

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin-top: 0;
  }
`;

// A link styled as the banners' call-to-action button.
const ActionLink = styled.span`
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

const Notice = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin-top: 0;
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

const ClosingCall = styled.section`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 8px;
  h2 {
    margin-top: 0;
  }
`;

/** Home: hero, popular tasks, the nine-slide carousel and the call to the initiatives page. */
export default function HomePage({ sections = HOME_SECTIONS }: { sections?: HomeSections }) {
  return (
    <Page title="Welcome to Guam Power Authority">
      <Hero aria-labelledby="hero-heading">
        <h2 id="hero-heading">Lower bills are here: rates are going down</h2>
        {/* Dated facts in the past tense: the page must not call a change that has passed 'proposed'. */}
        <p>
          The average residential bill dropped by $53.00 on February 1, 2025, and GPA asked for a further
          $42.00 decrease from September 1, 2025.
        </p>
        <ActionLink>
          <ExternalLink href="/rateadjustment">Learn More</ExternalLink>
        </ActionLink>
      </Hero>

      {sections.energyToolBanner ? (
        <Notice aria-labelledby="energy-tool-heading">
          <h2 id="energy-tool-heading">Try our home energy tool</h2>
          <p>Answer a few questions about your home and see where you can save energy and money.</p>
          <ActionLink>
            <ExternalLink href={EXTERNAL.energySense}>Start saving on Energy Sense</ExternalLink>
          </ActionLink>
        </Notice>
      ) : null}

      {sections.surveyForm ? (
        <Notice aria-labelledby="survey-heading">
          <h2 id="survey-heading">Tell us how we are doing</h2>
          <p>Take our short customer survey for a chance to win a bill credit.</p>
          <p>
            <ActionLink>
              <ExternalLink href={sections.surveyForm}>Take Survey</ExternalLink>
            </ActionLink>{' '}
            <ContentFileLink anchor="rules-and-regulations">Rules and regulations (PDF)</ContentFileLink>
          </p>
        </Notice>
      ) : null}

      <Tiles aria-label="Popular tasks">
        {HOME_TILES.map((tile) => (
          <li key={tile.label}>
            {tile.external ? (
              <ExternalLink href={tile.href}>{tile.label}</ExternalLink>
            ) : (
              <Link to={tile.href}>{tile.label}</Link>
            )}
          </li>
        ))}
      </Tiles>

      <Carousel label="Highlights" autoplayMs={6000} slides={textSlides(HOME_SLIDES)} />

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

      {sections.rentalAssistance ? (
        <Notice aria-labelledby="rental-heading">
          <h2 id="rental-heading">Rental assistance</h2>
          <p>
            Renters who need help with rent and utility bills may qualify for up to 18 months of assistance.
          </p>
          <Link to="/how-do-i/get-financial-assistance">Get financial assistance</Link>
        </Notice>
      ) : null}

      <ClosingCall aria-labelledby="initiatives-heading">
        <h2 id="initiatives-heading">Powering Guam’s clean energy future</h2>
        <p>New power plants, solar farms and battery storage: see what GPA is doing for you.</p>
        <ActionLink>
          <Link to="/gpa-initiatives">Explore GPA initiatives</Link>
        </ActionLink>
      </ClosingCall>
    </Page>
  );
}
