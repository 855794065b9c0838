import styled from '@emotion/styled';
import type { ReactNode } from 'react';

// Positioned, so the visually hidden texts inside (absolutely positioned) stay in its scroll box instead of
// widening the page past the window.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/**
 * Lets a wide table scroll sideways on narrow screens instead of breaking the layout; focusable and
 * labelled so keyboard users can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroller>
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
`;
