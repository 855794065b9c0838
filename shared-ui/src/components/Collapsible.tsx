// Disclosure panels: a titled native <details> that opens and closes with or without the script.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { media } from '../theme/theme';

/**
 * A chevron after a disclosure's label: down when closed, up when open (a button's aria-expanded, or the open
 * <details> its <summary> belongs to), drawn with borders so screen readers do not read it out.
 */
export const disclosureChevron = (size: string, stroke = '2px') => css`
  &::after {
    content: '';
    flex: none;
    width: ${size};
    height: ${size};
    border-right: ${stroke} solid currentColor;
    border-bottom: ${stroke} solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true']::after,
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
`;

export type CollapsibleVariant = 'blue' | 'white';

const Section = styled.details`
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 6px;
  margin: ${({ theme }) => theme.space(1.5)} 0;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.type.h3};
  color: inherit;
`;

const Toggle = styled.summary<{ variant: CollapsibleVariant }>`
  list-style: none;
  font-weight: 700;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  --heading-color: currentColor;
  color: ${({ theme, variant }) => (variant === 'blue' ? '#fff' : theme.colors.brand)};
  background: ${({ theme, variant }) => (variant === 'blue' ? theme.colors.brand : theme.colors.surface)};
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme, variant }) => (variant === 'blue' ? theme.colors.brandDark : theme.colors.surfaceAlt)};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
  ${disclosureChevron('0.6rem', '3px')}
`;

// A text panel is about 24rem open at most on wider screens: longer text scrolls inside instead of pushing
// the page down. Never on a phone, where a scroll box inside the page traps the visitor's thumb, nor on paper,
// which does not scroll (there every panel prints open: GlobalStyles).
const Panel = styled.div<{ capped: boolean }>`
  ${({ capped }) =>
    capped &&
    css`
      ${media.desktop} {
        max-height: 24rem;
        overflow-y: auto;
      }
      ${media.print} {
        max-height: none;
        overflow-y: visible;
      }
    `}
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  /** Blue: filled brand-coloured title bar. White: white title bar with a brand-coloured title. */
  variant?: CollapsibleVariant;
  defaultOpen?: boolean;
  /** The heading level of the title within the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * The panel grows to its content, never scrolls inside: for interactive content (a calculator, a chart, a
   * form) and long answers. Without it, a text panel is capped at about 24rem on wider screens.
   */
  fitContent?: boolean;
}

/**
 * A titled panel the visitor opens and closes (FAQs, "about" sections, rate adjustment sections): a native
 * <details>, so it answers from the first paint, with or without the script. React sets `open` once, when
 * the panel first renders; after that it is the visitor's alone, so a panel opened before the script
 * arrives stays open when the page hydrates.
 */
export function Collapsible({
  title,
  children,
  variant = 'blue',
  defaultOpen = false,
  headingLevel = 2,
  fitContent = false,
}: CollapsibleProps) {
  const [initiallyOpen] = useState(defaultOpen);
  const titleId = useId();
  return (
    // The visitor may have toggled it before hydration: a difference from the server's `open` is expected.
    <Section open={initiallyOpen} aria-labelledby={titleId} suppressHydrationWarning>
      <Toggle variant={variant}>
        <Heading as={`h${headingLevel}`} id={titleId}>
          {title}
        </Heading>
      </Toggle>
      {/* A capped panel scrolls inside: focusable, and so named, for keyboard users to scroll it. */}
      {fitContent ? (
        <Panel capped={false}>{children}</Panel>
      ) : (
        <Panel capped role="region" aria-labelledby={titleId} tabIndex={0}>
          {children}
        </Panel>
      )}
    </Section>
  );
}
