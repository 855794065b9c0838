import styled from '@emotion/styled';
import { disclosureChevron, useDisclosure } from '@gpa/shared-ui';
import { useRef, type KeyboardEvent } from 'react';
import { PROCUREMENT_MENU } from './menu';
import { MenuLinkItem } from './MenuLinkItem';

const Toggle = styled.button`
  font: inherit;
  font-weight: 700;
  color: #fff;
  --heading-color: currentColor;
  background: none;
  border: 2px solid transparent;
  border-radius: 4px;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  &:hover {
    border-color: rgba(255, 255, 255, 0.5);
  }
  ${disclosureChevron('0.45rem')}
`;

const Entries = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 6px;
  display: grid;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The Procurement dropdown of the menu: a disclosure button over the procurement page and lists. */
export function ProcurementMenu() {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape inside the open dropdown closes only the dropdown (not the menu around it), back on its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div onKeyDown={closeOnEscape}>
      <Toggle ref={toggle} {...buttonProps}>
        {PROCUREMENT_MENU.title}
      </Toggle>
      <Entries {...panelProps} data-open-without-script="">
        {PROCUREMENT_MENU.links.map((link) => (
          <li key={link.label}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </Entries>
    </div>
  );
}
