// A captioned table from rows of cells, scrolling sideways on a phone.
import { Table, TableScroller } from '@gpa/shared-ui';
import type { ReactNode } from 'react';

interface DataTableProps {
  caption: string;
  columns: string[];
  /** One array of cells per row; the first cell heads its row. */
  rows: ReactNode[][];
  /** Below this width the table scrolls sideways instead of squeezing its columns (wide tables on phones). */
  minWidth?: string;
}

/** A captioned table that scrolls sideways on a phone instead of breaking the layout. */
export function DataTable({ caption, columns, rows, minWidth }: DataTableProps) {
  return (
    <TableScroller label={caption} minWidth={minWidth}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
