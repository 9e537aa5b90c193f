import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';

/** One column of a {@link StackedTable}. */
export interface StackedTableColumn<Row> {
  /** Column heading; also the label each cell shows in front of its value on a phone. */
  label: string;
  /** The cell of this column for one row. */
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned and kept on one line at table widths. */
  numeric?: boolean;
  /** This column names the row (`<th scope="row">`); on a phone it is the card's title. */
  rowHeader?: boolean;
}

interface StackedTableProps<Row> {
  columns: readonly StackedTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** Id of a heading that names the table, when it has no caption. */
  'aria-labelledby'?: string;
  /** Cells of a summary row (a total), one per column. */
  footer?: readonly ReactNode[];
  className?: string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 8px;
    color: ${({ theme }) => theme.colors.secondary};
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
    color: ${({ theme }) => theme.colors.secondary};
  }

  /* On a phone each row is a card and each cell carries its column label, so nothing scrolls sideways; the caption
     is a block too, else it shrinks to its longest word and wraps a word a line. */
  ${media.below('xs')} {
    &,
    caption,
    tbody,
    tfoot,
    tr {
      display: block;
    }
    /* The headings stay for screen readers, out of sight. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      padding: 6px 12px;
      margin-bottom: 12px;
      background: ${({ theme }) => theme.colors.surface};
    }
    th,
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 6px 0;
      border-bottom: none;
      text-align: right;
      overflow-wrap: anywhere;
    }
    .num {
      white-space: normal;
    }
    th[scope='row'] {
      display: block;
      text-align: left;
      font-weight: 700;
      color: ${({ theme }) => theme.colors.secondary};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding-bottom: 8px;
    }
    th[scope='row']::before {
      content: none;
    }
    [data-label]::before {
      content: attr(data-label);
      flex: none;
      max-width: 50%;
      text-align: left;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/**
 * A data table at table widths that becomes one card per row under the theme's xs breakpoint, each
 * cell labelled with its column (`data-label`), so a wide table never scrolls sideways on a phone.
 * The native table elements stay, for screen readers, at every width.
 */
export function StackedTable<Row>({ columns, rows, rowKey, caption, footer, className, 'aria-labelledby': labelledBy }: StackedTableProps<Row>) {
  const cell = (column: StackedTableColumn<Row>, content: ReactNode, key: number) => {
    const props = { 'data-label': column.label, className: column.numeric ? 'num' : undefined };
    return column.rowHeader ? (
      <th key={key} scope="row" {...props}>
        {content}
      </th>
    ) : (
      <td key={key} {...props}>
        {content}
      </td>
    );
  };
  return (
    <Table className={className} aria-labelledby={labelledBy}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{columns.map((column, i) => cell(column, column.cell(row), i))}</tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>{columns.map((column, i) => cell(column, footer[i], i))}</tr>
        </tfoot>
      ) : null}
    </Table>
  );
}
