// The site footer: menu groups, policy links, social media and copyright.
import styled from '@emotion/styled';
import { media } from '@gpa/shared-ui';
import { LinkGroups } from '../navigation/LinkGroups';
import { COPYRIGHT_YEAR, SOCIAL_LINKS, type MenuLink } from '../navigation/menu';
import { MenuLinkItem, linkKey } from '../navigation/MenuLinkItem';
import { useSiteNavigation } from '../navigation/siteNavigationContext';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  --heading-color: currentColor;
  a {
    color: #fff;
  }
  /* On paper the footer is its copyright line, on the paper's white: a printout cannot follow the site map. */
  ${media.print} {
    background: none;
    color: ${({ theme }) => theme.colors.text};
    nav {
      display: none;
    }
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(2)} ${theme.space(3)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  ${media.print} {
    display: none;
  }
`;

const InlineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  /* Each link a target at least 24 px tall (WCAG 2.2 target size). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.75rem;
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

/** The footer: the menu groups again, the policy links, social media and the copyright line. */
function LinkRow({ label, links }: { label: string; links: readonly MenuLink[] }) {
  return (
    <InlineList aria-label={label}>
      {links.map((link) => (
        <li key={linkKey(link)}>
          <MenuLinkItem link={link} />
        </li>
      ))}
    </InlineList>
  );
}

export function SiteFooter() {
  const { groups, footerLinks } = useSiteNavigation();
  return (
    <Footer>
      <Inner>
        <nav aria-label="Site map">
          <LinkGroups groups={groups} headingLevel={2} />
        </nav>
        <Row>
          <LinkRow label="Policies" links={footerLinks} />
          <LinkRow label="GPA on social media" links={SOCIAL_LINKS} />
        </Row>
        <Copyright>© {COPYRIGHT_YEAR} Guam Power Authority. All rights reserved.</Copyright>
      </Inner>
    </Footer>
  );
}
