// The navigation groups as titled link lists (disclosures on small screens), shared by the menu and the footer.
import styled from '@emotion/styled';
import { disclosureChevron, media, useDisclosure } from '@gpa/shared-ui';
import { useRef, type KeyboardEvent } from 'react';
import type { MenuGroup } from './menu';
import { MenuLinkItem, linkKey } from './MenuLinkItem';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;

const GroupHeading = styled.h2`
  font-size: ${({ theme }) => theme.type.h4};
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.accent};
  ${media.mobile} {
    margin: 0;
    border-bottom: 1px solid rgba(255, 255, 255, 0.25);
  }
`;

const GroupToggle = styled.button`
  font: inherit;
  color: inherit;
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  background: none;
  border: none;
  cursor: pointer;
  text-align: left;
  padding: ${({ theme }) => `${theme.space(1.5)} 0`};
  ${disclosureChevron('0.5rem')}
  &::after {
    margin-right: ${({ theme }) => theme.space(1)};
  }
  ${media.desktop} {
    padding: 0;
    &:not([data-dropdown]) {
      display: none;
    }
  }
`;

const GroupTitle = styled.span`
  ${media.mobile} {
    display: none;
  }
  [data-dropdown] + & {
    display: none;
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin: ${({ theme }) => theme.space(0.75)} 0;
  }
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(1)} ${theme.space(2)}`};
    /* The disclosure closes a group on small screens only (not the hidden attribute: wide screens show all). */
    &[data-closed] {
      display: none;
    }
  }
  /* A dropdown group (Procurement) is closed at every width until its button opens it. */
  &[data-closed][data-dropdown] {
    display: none;
  }
`;

/**
 * On small screens each group is a disclosure, so the long list of groups fits on one screen; wider, the
 * title and all links show. Both are rendered and CSS picks, so the server's HTML is right at every width.
 * A dropdown group (Procurement's) is a disclosure at every width, in the same style.
 */
function Group({
  group,
  headingLevel,
  dropdown,
}: {
  group: MenuGroup;
  headingLevel: 2 | 3;
  dropdown?: boolean;
}) {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const toggle = useRef<HTMLButtonElement>(null);
  const dropdownMark = dropdown ? '' : undefined;
  // Escape inside an open dropdown closes only the dropdown (not the menu around it), back on its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!dropdown || event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <section onKeyDown={closeOnEscape}>
      <GroupHeading as={`h${headingLevel}`}>
        <GroupToggle ref={toggle} {...buttonProps} data-dropdown={dropdownMark}>
          {group.title}
        </GroupToggle>
        <GroupTitle>{group.title}</GroupTitle>
      </GroupHeading>
      <LinkList
        id={panelProps.id}
        data-closed={open ? undefined : ''}
        data-dropdown={dropdownMark}
        data-open-without-script=""
      >
        {group.links.map((link) => (
          <li key={linkKey(link)}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </LinkList>
    </section>
  );
}

/** The menu groups (About Us, Resources...) as titled link lists: the menu overlay and the footer share them. */
export function LinkGroups({
  groups,
  dropdowns = [],
  headingLevel,
}: {
  groups: MenuGroup[];
  dropdowns?: MenuGroup[];
  headingLevel: 2 | 3;
}) {
  return (
    <Grid>
      {dropdowns.map((group) => (
        <Group key={group.title} group={group} headingLevel={headingLevel} dropdown />
      ))}
      {groups.map((group) => (
        <Group key={group.title} group={group} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}
