// The full-screen site menu: an HTML popover that works before (or without) the script, modal once it runs.
import styled from '@emotion/styled';
import { media, useLocation, useModalDialog } from '@gpa/shared-ui';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
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

interface SiteMenuProps {
  id: string;
  /** The Menu button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Told each time the menu opens or closes (by its button, Close, Escape, a link or the script). */
  onToggle: (open: boolean) => void;
  /** The script runs: while open, the menu is modal (focus kept inside, the page behind does not scroll). */
  modal: boolean;
}

/** Whether a popover is shown (false where the browser has no popovers: they never open there). */
const isShown = (element: HTMLElement) =>
  typeof element.showPopover === 'function' && element.matches(':popover-open');

/** The modal behaviour of the open menu; Escape and Close hide the popover. */
function ModalWhileOpen({
  menu,
  returnFocusTo,
}: Pick<SiteMenuProps, 'returnFocusTo'> & { menu: RefObject<HTMLDivElement | null> }) {
  useModalDialog(menu, {
    onClose: () => (menu.current && isShown(menu.current) ? menu.current.hidePopover() : undefined),
    returnFocusTo,
  });
  return null;
}

/**
 * The site menu: one full-screen HTML popover, in the server's HTML and after the script alike. The Menu
 * button opens it and Close or Escape closes it from the first paint, without any JavaScript; its groups are
 * native disclosures. The script never replaces it, so a menu (and a group) opened before the script arrived
 * stays open; once the script runs the open menu is also modal (useModalDialog) and a followed link closes it.
 */
export function SiteMenu({ id, returnFocusTo, onToggle, modal }: SiteMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const report = useRef(onToggle);
  useEffect(() => {
    report.current = onToggle;
  });
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const follow = (next: boolean) => {
      setOpen(next);
      report.current(next);
    };
    // A menu the visitor opened before the script arrived is adopted as it is.
    if (isShown(element)) follow(true);
    const onToggleEvent = (event: Event) => follow((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggleEvent);
    return () => element.removeEventListener('toggle', onToggleEvent);
  }, []);

  // The menu closes on every navigation (also Back and Forward).
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    // Not at mount: a menu opened before the script arrived stays open.
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (menu.current && isShown(menu.current)) menu.current.hidePopover();
  }, [key]);

  // Any followed link closes the menu, also one to the page already shown (no navigation happens then).
  const closeOnLink = (event: MouseEvent) => {
    if (
      event.target instanceof Element &&
      event.target.closest('a[href]') &&
      menu.current &&
      isShown(menu.current)
    )
      menu.current.hidePopover();
  };
  const closeButton = (
    <CloseButton type="button" popoverTarget={id} popoverTargetAction="hide">
      <CloseLabel />
    </CloseButton>
  );
  return (
    <FullScreenPopover
      ref={menu}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal={modal ? true : undefined}
      aria-labelledby={titleId}
    >
      <MenuContents titleId={titleId} closeButton={closeButton} onClick={closeOnLink} />
      {modal && open ? <ModalWhileOpen menu={menu} returnFocusTo={returnFocusTo} /> : null}
    </FullScreenPopover>
  );
}
