// The site's table styles, and a scroll box that keeps a wide table from widening the page.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { media } from '../theme/theme';

// The table's box: the caption and the hint above the scroll box, so they wrap to the page's width instead of
// running past the window with a wide table. With a hint, a container (only then: an inline-size container does
// not grow to its content), so the hint shows only while the table is cut.
const Frame = styled.div<{ withHint: boolean }>`
  container-type: ${({ withHint }) => (withHint ? 'inline-size' : 'normal')};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Caption = styled.p`
  font-weight: 700;
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const Hint = styled.p<{ below: string }>`
  display: none;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(1)};
  @container (max-width: ${({ below }) => below}) {
    display: block;
  }
  ${media.print} {
    display: none;
  }
`;

// Positioned, so the visually hidden texts inside (absolutely positioned) stay in its scroll box instead of
// widening the page past the window.
const Scroller = styled.div<{ minWidth?: string }>`
  position: relative;
  overflow-x: auto;
  & > table {
    min-width: ${({ minWidth }) => minWidth ?? 'auto'};
  }
  /* Paper does not scroll: the table takes the page's width, every column on it. */
  ${media.print} {
    overflow: visible;
    & > table {
      min-width: 0;
    }
  }
`;

interface TableScrollerProps {
  label: string;
  children: ReactNode;
  /**
   * Shown above the scroll box, wrapped to the page's width (give the table the same text as a visually hidden
   * <caption>: this one is not read out twice).
   */
  caption?: string;
  /**
   * The width the table needs: narrower, it scrolls sideways and says so above it (the cut column shows that
   * there is more).
   */
  minWidth?: string;
}

/**
 * Lets a wide table scroll sideways on narrow screens instead of breaking the layout; focusable and
 * labelled so keyboard users can scroll it too.
 */
export function TableScroller({ label, children, caption, minWidth }: TableScrollerProps) {
  return (
    <Frame withHint={Boolean(minWidth)}>
      {caption ? <Caption aria-hidden="true">{caption}</Caption> : null}
      {minWidth ? (
        <Hint below={minWidth}>
          <span aria-hidden="true">↔ </span>Scroll the table sideways to see every column.
        </Hint>
      ) : null}
      <Scroller role="region" aria-label={label} tabIndex={0} minWidth={minWidth}>
        {children}
      </Scroller>
    </Frame>
  );
}

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  tbody tr:nth-of-type(even) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* On paper the type and the cells are smaller, so a wide table's columns fit a page, and a row stays on one. */
  ${media.print} {
    font-size: 0.875rem;
    th,
    td {
      padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(0.75)}`};
    }
    tr {
      break-inside: avoid;
    }
  }
`;
