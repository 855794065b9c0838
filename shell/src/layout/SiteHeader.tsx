// The site header: top bar (logo, search, Contact Us, Menu), the menu overlay and the notification banner.
import styled from '@emotion/styled';
import { Link, media } from '@gpa/shared-ui';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { NotificationBanner } from '../banner/NotificationBanner';
import { CONTACT_US } from '../navigation/menu';
import { SiteMenu } from '../navigation/SiteMenu';
import { SearchForm } from '../search/SearchForm';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  /* On paper the header is the logo and the name, on the paper's white. */
  ${media.print} {
    background: none;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const TopBar = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: #fff;
  --heading-color: currentColor;
  text-decoration: none;
  font-weight: 700;
  font-size: 1.25rem;
  line-height: 1.1;
  margin-right: auto;
  ${media.print} {
    color: inherit;
  }
  svg {
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
  }
  ${media.mobile} {
    font-size: 0.95rem;
    svg {
      width: 2.25rem;
      height: 2.25rem;
    }
  }
`;

const LogoName = styled.span`
  /* On narrow screens the name breaks onto two lines to leave room for the buttons. */
  ${media.narrow} {
    max-width: 6.5rem;
  }
`;

// Rendered at every width and shown by CSS, so the server's HTML is already right on a phone.
const InlineSearch = styled(SearchForm)`
  flex: 1;
  max-width: 26rem;
  ${media.narrow} {
    display: none;
  }
  ${media.print} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${media.narrow} {
    gap: ${({ theme }) => theme.space(1.5)};
  }
  ${media.print} {
    display: none;
  }
`;

const ContactLink = styled(Link)`
  color: #fff;
  --heading-color: currentColor;
  font-weight: 700;
  white-space: nowrap;
`;

const MenuButton = styled.button`
  font: inherit;
  font-weight: 700;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.accent};
  border: none;
  border-radius: 4px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  /* Logo, Contact Us and Menu fit side by side down to 320 px. */
  ${media.narrow} {
    padding: ${({ theme }) => theme.space(1)};
  }
`;

/** Three bars, drawn with borders (no icon font or image to load). */
const Bars = styled.span`
  width: 1.1rem;
  height: 0.8rem;
  border-top: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  background: linear-gradient(currentColor, currentColor) center / 100% 2px no-repeat;
`;

function LogoMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#ffc425" />
      <path d="M27 6 13 27h9l-3 15 16-22h-9z" fill="#003b6f" />
    </svg>
  );
}

const noSubscription = () => () => {};

/** False in the server's HTML and while it hydrates, true once this script has taken over the page. */
function useScriptRunning() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The top bar (logo, search, Contact Us, Menu), the menu overlay and the notification banner. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const scriptRunning = useScriptRunning();

  return (
    <Header>
      <TopBar>
        <Logo to="/">
          <LogoMark />
          <LogoName>Guam Power Authority</LogoName>
          <span className="visually-hidden"> home</span>
        </Logo>
        <InlineSearch />
        <Actions>
          <ContactLink to={CONTACT_US.to}>{CONTACT_US.label}</ContactLink>
          {/* A popover button: it opens the menu from the first paint, before (or without) the script. */}
          <MenuButton
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={scriptRunning ? menuOpen : undefined}
            popoverTarget={menuId}
          >
            <Bars aria-hidden="true" />
            Menu
          </MenuButton>
        </Actions>
      </TopBar>
      <SiteMenu id={menuId} returnFocusTo={menuButton} onToggle={setMenuOpen} modal={scriptRunning} />
      <NotificationBanner />
    </Header>
  );
}
