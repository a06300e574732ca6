import type { ReactNode } from 'react';

export interface DataTableRow {
  key: string | number;
  /** One cell per column; the first names the row and is its row header. */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  /** Column headings, in the order of each row's cells. */
  columns: readonly ReactNode[];
  rows: readonly DataTableRow[];
  caption?: ReactNode;
}

/** Pads every cell but the last, so the head and the body line up from one place. */
const cellClass = (index: number, count: number) => (index < count - 1 ? 'py-2 pr-4' : 'py-2');

/**
 * A small read-only table (a cart's lines, an event's attendees): column headings over rows
 * whose first cell is the row header. Sideways scrolling is the caller's: a scrolling box must be
 * reachable by keyboard, which only the caller knows (e.g. links in the cells).
 */
export function DataTable({ columns, rows, caption }: DataTableProps) {
  return (
    <table className="w-full text-left text-body-sm">
      {caption ? <caption className="mb-2 text-left text-brand-muted">{caption}</caption> : null}
      <thead className="border-b border-brand-ink">
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cellClass(index, columns.length)}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-brand-line">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={`${cellClass(index, row.cells.length)} font-medium`}>
                  {cell}
                </th>
              ) : (
                <td key={index} className={cellClass(index, row.cells.length)}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
