// The navigation groups as titled link lists (disclosures on small screens), shared by the menu and the footer.
import styled from '@emotion/styled';
import { media } from '@gpa/shared-ui';
import type { KeyboardEvent } from 'react';
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

// A chevron after the title: down when closed, up when open, drawn with borders (nothing read out).
const Summary = styled.summary`
  list-style: none;
  cursor: pointer;
  display: flex;
  justify-content: space-between;
  align-items: center;
  /* At least 44 px tall on a phone: a thumb finds it (WCAG 2.2 target size asks 24). */
  min-height: 2.75rem;
  border-bottom: 1px solid rgba(255, 255, 255, 0.25);
  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: ${({ theme }) => theme.space(1)};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.15s ease;
  }
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.type.h4};
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

// Wide screens show every group's title and links (a dropdown group stays a disclosure at every width).
const Details = styled.details`
  ${media.desktop} {
    &:not([data-dropdown]) {
      &::details-content {
        content-visibility: visible;
        display: block;
      }
      & > summary {
        cursor: default;
        pointer-events: none;
        border-bottom: none;
        min-height: 0;
        margin-bottom: ${({ theme }) => theme.space(1)};
        &::after {
          display: none;
        }
      }
    }
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: #fff;
    text-decoration: none;
    /* Each link a full-width target at least 24 px tall (WCAG 2.2 target size), 44 px on a phone. */
    display: flex;
    align-items: center;
    min-height: 1.75rem;
  }
  a:hover {
    text-decoration: underline;
  }
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space(0.5)} 0 ${theme.space(1)} ${theme.space(2)}`};
    a {
      min-height: 2.75rem;
    }
  }
`;

/**
 * One group as a native disclosure (<details>): it opens and closes from the first paint, with or without the
 * script, and whatever the visitor opened stays open when the script arrives (React never sets `open`).
 * On small screens each group is closed at first, so the long list of groups fits on one screen; wider, the
 * title and all links show. A dropdown group (Procurement) is a disclosure at every width.
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
  const Heading = `h${headingLevel}` as const;
  // Escape inside an open dropdown closes only the dropdown (not the menu around it), back on its title.
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!dropdown || event.key !== 'Escape' || !details.open) return;
    event.preventDefault();
    event.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <Details data-dropdown={dropdown ? '' : undefined} onKeyDown={closeOnEscape}>
      <Summary>
        <Heading>{group.title}</Heading>
      </Summary>
      <LinkList>
        {group.links.map((link) => (
          <li key={linkKey(link)}>
            <MenuLinkItem link={link} />
          </li>
        ))}
      </LinkList>
    </Details>
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
