import styled from '@emotion/styled';
import { media, useHeadingFocusOnNavigation } from '@gpa/shared-ui';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 10;
  background: #fff;
  padding: ${({ theme }) => theme.space(1)};
  &:focus {
    left: ${({ theme }) => theme.space(1)};
  }
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

const Bar = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
  a {
    color: #fff;
  }
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Nav = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
  }
  a[aria-current='page'] {
    text-decoration-thickness: 3px;
  }
  ${media.mobile} {
    width: 100%;
  }
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  margin-top: ${({ theme }) => theme.space(4)};
  div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
  a {
    color: #fff;
  }
`;

const NAV_LINKS = [
  { to: '/cybersecurity', label: 'Cybersecurity' },
  { to: '/leac', label: 'LEAC' },
  { to: '/rate-calculator', label: 'Rate Calculator' },
  { to: '/foia-reports', label: 'FOIA Reports' },
  { to: '/contact-us', label: 'Contact Us' },
];

/** The frame every page shares: skip link, header with navigation, main landmark, footer. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header>
        <Bar>
          <Logo to="/" aria-label="Guam Power Authority home">
            GPA <span>Guam Power Authority</span>
          </Logo>
          <Nav aria-label="Main">
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        </Bar>
      </Header>
      <main id="main-content">{children}</main>
      <Footer>
        <div>
          <p>© 2022 Guam Power Authority. All rights reserved.</p>
        </div>
      </Footer>
    </>
  );
}

export function Layout() {
  useHeadingFocusOnNavigation();
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
