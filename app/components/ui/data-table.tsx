// One table for lists of records (issue #23): My Products, the staff queue, records and order lines, the
// catalog's comparison. A real <table>, so a screen reader reads each cell with its column and its row:
// a caption (shown, or for the screen reader only when a heading above already says it), column headers,
// and row headers where a column names its row. Columns are data: a header and how to show a row's cell.
//
// Phone first: the table keeps its columns and, when they are wider than the screen, scrolls sideways
// inside its own region (`.table-scroll`), never the page. The region is focusable, so the keyboard can
// scroll it too, and named, so it is a landmark one can jump to.
import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** This column names its row: its cells are row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
};

export type DataTableProps<Row> = {
  caption: string;
  /** The caption for screen readers only, when a visible heading already says what the table is. */
  captionHidden?: boolean;
  /** The name of the scrolling region; the caption unless the page names it otherwise. */
  label?: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Said instead of the table when there are no rows; with none, nothing is shown. */
  empty?: string;
  /** Rows marked as the current one (`aria-current`), e.g. the product the visitor chose. */
  isCurrent?: (row: Row) => boolean;
  /** Rows after the body, e.g. a total (`<tfoot>`). */
  foot?: ReactNode;
  /** Classes beside `comparison-table`. */
  className?: string;
};

export function DataTable<Row>({ caption, captionHidden = false, label = caption, columns, rows, rowKey, empty, isCurrent, foot, className }: DataTableProps<Row>) {
  if (rows.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `comparison-table ${className}` : "comparison-table"}>
        <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} aria-current={isCurrent?.(row) ? "true" : undefined}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
