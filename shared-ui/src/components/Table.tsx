import styled from '@emotion/styled';

/** A data table that scrolls sideways on narrow screens instead of breaking the layout. */
export const TableScroller = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 32rem;
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
