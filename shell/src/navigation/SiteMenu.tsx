// The full-screen site menu: a modal dialog once the script runs, an HTML popover before (or without) it.
import styled from '@emotion/styled';
import { media, useModalDialog } from '@gpa/shared-ui';
import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { SearchForm } from '../search/SearchForm';
import { LinkGroups } from './LinkGroups';
import { PROCUREMENT_MENU } from './menu';
import { MenuLinkItem, linkKey } from './MenuLinkItem';
import { useSiteNavigation } from './siteNavigationContext';

// Full-screen, above everything; it scrolls inside while the page behind is locked.
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
`;

const Content = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(6)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const TitleRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.accent};
  border: none;
  border-radius: 4px;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const MainLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-bottom: 1px solid rgba(255, 255, 255, 0.25);
  a {
    color: #fff;
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

// Narrow screens have no search box in the top bar, so it is in the menu (CSS follows the window's width).
const MenuSearch = styled(SearchForm)`
  ${media.inlineSearch} {
    display: none;
  }
`;

/** What the menu shows: its title, a close button, the search box and every navigation group. */
function MenuContents({
  titleId,
  closeButton,
  onClick,
}: {
  titleId: string;
  closeButton: ReactNode;
  onClick?: (event: MouseEvent) => void;
}) {
  const { mainLinks, groups } = useSiteNavigation();
  return (
    <Content>
      <TitleRow>
        <h2 id={titleId}>Menu</h2>
        {closeButton}
      </TitleRow>
      <MenuSearch />
      <Nav aria-label="Main menu" onClick={onClick}>
        <MainLinks>
          {mainLinks.map((link) => (
            <li key={linkKey(link)}>
              <MenuLinkItem link={link} />
            </li>
          ))}
        </MainLinks>
        <LinkGroups groups={groups} dropdowns={[PROCUREMENT_MENU]} headingLevel={3} />
      </Nav>
    </Content>
  );
}

const CloseLabel = () => (
  <>
    Close<span className="visually-hidden"> menu</span>
  </>
);

interface SiteMenuProps {
  onClose: () => void;
  /** The Menu button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The site menu: a full-screen modal dialog with every navigation group of the site. */
export function SiteMenu({ onClose, returnFocusTo }: SiteMenuProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(dialog, { onClose, returnFocusTo });

  // Any followed link closes the menu, also one to the page already shown (no navigation happens then).
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  const closeButton = (
    <CloseButton type="button" onClick={onClose}>
      <CloseLabel />
    </CloseButton>
  );
  return (
    <Overlay ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <MenuContents titleId={titleId} closeButton={closeButton} onClick={closeOnLink} />
    </Overlay>
  );
}

// The browser's popover styles (centred, bordered, fitted to its content) give way to the full-screen overlay.
const FullScreenPopover = styled(Overlay)`
  margin: 0;
  border: none;
  padding: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
`;

/**
 * The menu of a page whose script has not started (or never will): an HTML popover that the Menu button
 * opens and Close or Escape closes without any JavaScript. Once the script runs, the dialog above replaces it.
 */
export function NoScriptMenu({ id }: { id: string }) {
  const titleId = useId();
  const closeButton = (
    <CloseButton type="button" popoverTarget={id} popoverTargetAction="hide">
      <CloseLabel />
    </CloseButton>
  );
  return (
    <FullScreenPopover id={id} popover="auto" role="dialog" aria-labelledby={titleId}>
      <MenuContents titleId={titleId} closeButton={closeButton} />
    </FullScreenPopover>
  );
}
