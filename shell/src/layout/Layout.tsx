// The page frame every route renders in: skip link, header, main landmark and footer.
import styled from '@emotion/styled';
import { Outlet, useHeadingFocusOnNavigation, useScrollRestoration } from '@gpa/shared-ui';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

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

// The footer stays at the bottom of the window on short pages.
const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// As high as its page (a short page leaves no blank before the footer); while a first page loads, the loading
// notice holds a window's height instead (PageBoundary), and a link followed keeps the current page until the next.
const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

// Without JavaScript a control that only works with script (a notice's dismiss button) is not shown.
const HIDDEN_WITHOUT_SCRIPT = '[data-needs-script] { display: none !important; }';

/** The frame every page shares: skip link, header (top bar, menu, notice), main landmark, footer. */
export function Frame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  // Focus (and so scroll to) the main content directly: a "#main-content" hash would be a router navigation.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    <Column>
      <noscript>
        <style>{HIDDEN_WITHOUT_SCRIPT}</style>
      </noscript>
      <SkipLink href="#main-content" onClick={skipToContent}>
        Skip to content
      </SkipLink>
      <SiteHeader />
      <Main id="main-content" ref={main} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </Column>
  );
}

export function Layout() {
  useHeadingFocusOnNavigation();
  // A followed link opens the new page at its top (Back returns to where the visitor was): the page that
  // loads is not seen shifting the footer the visitor was looking at.
  useScrollRestoration();
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
