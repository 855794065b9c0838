// Disclosure panels: a button that shows and hides its panel, with the ARIA wiring.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { media } from '../theme/theme';

/**
 * Open/closed state of a disclosure (a button that shows and hides a panel), with the ARIA wiring:
 * spread `buttonProps` on a real <button> and `panelProps` on the panel it controls.
 */
/**
 * A chevron after a disclosure button's label: down when closed, up when open (from aria-expanded),
 * drawn with borders so screen readers do not read it out.
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
  &[aria-expanded='true']::after {
    transform: translateY(25%) rotate(-135deg);
  }
`;

export function useDisclosure(initiallyOpen = false) {
  const panelId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  return {
    open,
    setOpen,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !open },
  };
}

export type CollapsibleVariant = 'blue' | 'white';

const Section = styled.div`
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 6px;
  margin: ${({ theme }) => theme.space(1.5)} 0;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.type.h3};
`;

const Toggle = styled.button<{ variant: CollapsibleVariant }>`
  font: inherit;
  font-weight: 700;
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  cursor: pointer;
  border: none;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  color: ${({ theme, variant }) => (variant === 'blue' ? '#fff' : theme.colors.brand)};
  background: ${({ theme, variant }) => (variant === 'blue' ? theme.colors.brand : theme.colors.surface)};
  &:hover {
    background: ${({ theme, variant }) => (variant === 'blue' ? theme.colors.brandDark : theme.colors.surfaceAlt)};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
  ${disclosureChevron('0.6rem', '3px')}
`;

// A text panel is about 24rem open at most on wider screens: longer text scrolls inside instead of pushing
// the page down. Never on a phone, where a scroll box inside the page traps the visitor's thumb.
const Panel = styled.div<{ capped: boolean }>`
  ${({ capped }) =>
    capped &&
    css`
      ${media.desktop} {
        max-height: 24rem;
        overflow-y: auto;
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

/** A titled panel the visitor opens and closes (FAQs, "about" sections, rate adjustment sections). */
export function Collapsible({
  title,
  children,
  variant = 'blue',
  defaultOpen = false,
  headingLevel = 2,
  fitContent = false,
}: CollapsibleProps) {
  const { buttonProps, panelProps } = useDisclosure(defaultOpen);
  const buttonId = useId();
  return (
    <Section>
      <Heading as={`h${headingLevel}`}>
        <Toggle id={buttonId} variant={variant} {...buttonProps}>
          {title}
        </Toggle>
      </Heading>
      {/* A capped panel is focusable so keyboard users can scroll it. Without script every panel is open (the
          shell's layout shows what is marked data-open-without-script). */}
      <Panel
        {...panelProps}
        capped={!fitContent}
        role="region"
        aria-labelledby={buttonId}
        tabIndex={fitContent ? undefined : 0}
        data-open-without-script=""
      >
        {children}
      </Panel>
    </Section>
  );
}
